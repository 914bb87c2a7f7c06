import express, { Router, type Request, type Response } from "express";
import { z } from "zod";
import { opsActor } from "../../http/audit/actor.js";
import { adminAuth } from "../../http/admin-auth.js";
import { clientAddress } from "../../http/client-address.js";
import { routeNotFound } from "../../http/error-middleware.js";
import { parseInput } from "../../http/router.js";
import { setLiveAccess } from "./set-live-access.js";

export const ADMIN_API_BASE_PATH = "/admin/api";

const params = z.object({ merchant_id: z.string().min(1).max(100) });
const body = z.strictObject({
  enabled: z.boolean(),
  reason: z.string().trim().min(1).max(500).meta({ description: "Why (kept on the account and shown to its owner)." }),
});

async function changeLiveAccess(req: Request, res: Response): Promise<void> {
  const { merchant_id } = parseInput(params, req.params, "params") as z.output<typeof params>;
  const change = parseInput(body, req.body, "body") as z.output<typeof body>;
  const result = await setLiveAccess(merchant_id, {
    enabled: change.enabled,
    reason: `ops: ${change.reason}`,
    actor: opsActor("admin_api"),
    request: { ip: clientAddress(req), userAgent: req.get("user-agent") ?? null, requestId: req.id },
  });
  res.status(200).json({
    object: "live_access",
    merchant_id,
    live_enabled: result.liveEnabled,
    live_enabled_reason: result.reason,
    changed: result.changed,
    canceled_sms: result.canceledSms,
  });
}

/**
 * Operations' JSON API behind the Bull Board credentials and throttle (ADMIN_USER/ADMIN_PASSWORD):
 * `POST /admin/api/merchants/{merchant_id}/live-access` `{enabled, reason}`, the per-account kill
 * switch. Every answer, refusals included, is in the API's error shape.
 */
export function adminApi(): Router {
  const router = Router();
  router.use(adminAuth("Proofbase admin", { json: true }), express.json({ limit: "16kb" }));
  router.post("/merchants/:merchant_id/live-access", changeLiveAccess);
  router.use(routeNotFound);
  return router;
}
