import express, { type Express } from "express";
import { adminBoard, ADMIN_BASE_PATH } from "./http/admin-board.js";
import { accessLog } from "./http/access-log.js";
import { errorMiddleware, routeNotFound } from "./http/error-middleware.js";
import { healthz, readyz } from "./http/health.js";
import { requestId } from "./http/request-id.js";
import { v1Router } from "./http/v1-router.js";
import { v1Routes } from "./http/v1-routes.js";
import { portalRouter } from "./portal/router.js";

export function createApp(): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(requestId, accessLog);
  app.get("/healthz", healthz);
  app.get("/readyz", readyz);
  app.use(ADMIN_BASE_PATH, ...adminBoard());
  app.use("/api/v1", v1Router(v1Routes));
  app.use("/api/merchant", portalRouter());
  app.use(routeNotFound);
  app.use(errorMiddleware);
  return app;
}
