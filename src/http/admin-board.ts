import type { RequestHandler, Router } from "express";
import { config } from "../platform/config.js";
import { routeLabel } from "../platform/metrics/http-metrics.js";
import { adminAuth } from "./admin-auth.js";
import { getQueue } from "../platform/queues/factory.js";
import { ALL_QUEUES } from "../platform/queues/names.js";

export const ADMIN_BASE_PATH = "/admin/queues";

/**
 * Bull Board behind basic auth, showing every queue the workers run. The board (its packages,
 * about 0.6 s of every api process's start, and a queue handle per queue) is built on the first
 * request that passed the auth, not at start: most api processes never serve it.
 */
export function adminBoard(): [RequestHandler, RequestHandler, RequestHandler] {
  let board: Promise<Router> | undefined;
  const lazyBoard: RequestHandler = (req, res, next) => {
    board ??= buildBoard();
    board.then((router) => router(req, res, next), next);
  };
  return [routeLabel(ADMIN_BASE_PATH), adminAuth("Proofbase queues"), lazyBoard];
}

async function buildBoard(): Promise<Router> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import("@bull-board/api"),
    import("@bull-board/api/bullMQAdapter"),
    import("@bull-board/express"),
  ]);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(ADMIN_BASE_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => new BullMQAdapter(getQueue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: `${config.SERVICE_NAME} queues` } },
  });
  const router = serverAdapter.getRouter() as Router & ExpressApp;
  withoutOutsideStylesheets(router);
  return router;
}

type Engine = (path: string, options: object, callback: (error: Error | null, html?: string) => void) => void;
interface ExpressApp {
  engines: Record<string, Engine>;
  engine(ext: string, engine: Engine): unknown;
}

// Bull Board's page links Google Fonts: every visit to the operations console would tell an outside
// party who opened it, and when (and a strict network policy blocks it anyway). Its template is
// rendered through the board's own Express app, so that app's engine drops any stylesheet link to
// another origin; the page falls back to the system font.
const OUTSIDE_STYLESHEET = /<link\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>\s*/g;

function withoutOutsideStylesheets(board: ExpressApp): void {
  const render = board.engines[".ejs"];
  if (!render) throw new Error("Bull Board renders its page without an ejs engine: check the outside-origin filter (src/http/admin-board.ts)");
  board.engine("ejs", (path, options, callback) =>
    render(path, options, (error, html) => callback(error, error || html === undefined ? html : html.replace(OUTSIDE_STYLESHEET, ""))),
  );
}
