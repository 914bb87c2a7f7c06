import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import type { RequestHandler, Router } from "express";
import { config } from "../config.js";
import { routeLabel } from "../metrics/http-metrics.js";
import { adminAuth } from "./admin-auth.js";
import { getQueue } from "../queues/factory.js";
import { ALL_QUEUES } from "../queues/names.js";

export const ADMIN_BASE_PATH = "/admin/queues";

/** Bull Board behind basic auth, showing every queue the workers run. */
export function adminBoard(): [RequestHandler, RequestHandler, Router] {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(ADMIN_BASE_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => new BullMQAdapter(getQueue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: `${config.SERVICE_NAME} queues` } },
  });
  return [routeLabel(ADMIN_BASE_PATH), adminAuth("Proofbase queues"), serverAdapter.getRouter() as Router];
}
