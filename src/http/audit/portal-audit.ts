import type { AuditedCall } from "../router.js";
import { clientAddress } from "../client-address.js";
import { logger } from "../../platform/logger.js";
import type { Actor } from "./actor.js";
import { recordRequestAuditAlone, runInAuditScope, type AuditScope } from "./audit-scope.js";
import { targetFromPath } from "./target-from-path.js";

/**
 * The router's audit hook (given to it by the composition root) for portal requests and for the
 * /api/v1 routes declared `audit`: runs the route's work in an audit scope, so each write it makes
 * records who called (the signed-in user, or the secret key: `api_key`, its id), the route's
 * operationId as the action, what the path names as the target, and where the request came from
 * (ip, user agent, request id). A route declared `auditView` (a customer's detail) records the
 * view itself, before answering. A write that answers without a row is logged (a no-op, or a defect).
 */
export async function auditPortalCall<T>(call: AuditedCall, work: () => Promise<T>): Promise<T> {
  const { route, portal, auth, req } = call;
  const [merchantId, actor]: [string, Actor] = portal
    ? [portal.merchantId, { type: "user", id: portal.userId, email: portal.email }]
    : auth
      ? [auth.merchantId, { type: "api_key", id: auth.keyId, email: null }]
      : unreachable(route.operationId);
  const scope: AuditScope = {
    merchantId,
    actor,
    action: route.operationId,
    mode: call.mode ?? null,
    ip: clientAddress(req),
    userAgent: req.get("user-agent") ?? null,
    requestId: req.id,
    target: () => targetFromPath(route.path, call.params()),
    recorded: false,
  };
  return runInAuditScope(scope, async () => {
    const result = await work();
    if (route.auditView) await recordRequestAuditAlone();
    else if (route.method !== "get" && !scope.recorded)
      logger.warn({ operationId: route.operationId, requestId: req.id }, "an audited write answered without writing an audit row (a no-op, or a write that forgot its row)");
    return result;
  });
}

function unreachable(operationId: string): never {
  throw new Error(`${operationId}: an audited call has neither a portal user nor a secret key`);
}
