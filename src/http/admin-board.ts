import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import type { NextFunction, Request, Response, Router } from "express";
import { timingSafeEqual } from "node:crypto";
import { config } from "../config.js";
import { getQueue } from "../queues/factory.js";
import { ALL_QUEUES } from "../queues/names.js";

export const ADMIN_BASE_PATH = "/admin/queues";

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function basicAuth(req: Request, res: Response, next: NextFunction): void {
  const match = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
  const [user, ...rest] = match ? Buffer.from(match[1]!, "base64").toString("utf8").split(":") : [];
  const userOk = safeEqual(user ?? "", config.ADMIN_USER);
  const passwordOk = safeEqual(rest.join(":"), config.ADMIN_PASSWORD);
  if (match && userOk && passwordOk) return next();
  res.setHeader("WWW-Authenticate", 'Basic realm="Proofbase queues", charset="UTF-8"');
  res.status(401).type("text/plain").send("Authentication required.");
}

/** Bull Board behind basic auth, showing every queue the workers run. */
export function adminBoard(): [typeof basicAuth, Router] {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(ADMIN_BASE_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => new BullMQAdapter(getQueue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: `${config.SERVICE_NAME} queues` } },
  });
  return [basicAuth, serverAdapter.getRouter() as Router];
}
