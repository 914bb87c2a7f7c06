import type { Request, RequestHandler, Response } from "express";
import type { Registry } from "prom-client";
import { config } from "../platform/config.js";
import { adminAuth } from "./admin-auth.js";

/**
 * GET /metrics for Prometheus: never public. Either the admin basic auth (ADMIN_USER /
 * ADMIN_PASSWORD, with Bull Board's brute-force limit) or `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function metricsEndpoint(registry: Registry): RequestHandler[] {
  const serve = async (_req: Request, res: Response): Promise<void> => {
    const body = await registry.metrics();
    res.setHeader("Cache-Control", "no-store");
    res.type(registry.contentType).send(body);
  };
  return [adminAuth("Proofbase metrics", { bearerToken: config.METRICS_TOKEN }), serve];
}
