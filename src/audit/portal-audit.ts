import type { PortalCall } from "../http/router.js";
import { clientAddress } from "../http/client-address.js";
import { logger } from "../logger.js";
import { recordRequestAuditAlone, runInAuditScope, type AuditScope } from "./audit-scope.js";
import { targetFromPath } from "./target-from-path.js";

/**
 * The router's audit hook for portal requests (given to it by the composition root): runs the
 * route's work in an audit scope, so each write it makes records the signed-in user, the route's
 * operationId as the action, what the path names as the target, and where the request came from
 * (ip, user agent, request id). A route declared `auditView` (a customer's detail) records the
 * view itself, before answering. A write that answers without a row is logged (a no-op, or a defect).
 */
export async function auditPortalCall<T>(call: PortalCall, work: () => Promise<T>): Promise<T> {
  const { route, portal, req } = call;
  const scope: AuditScope = {
    merchantId: portal.merchantId,
    actor: { type: "user", id: portal.userId, email: portal.email },
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
      logger.warn({ operationId: route.operationId, requestId: req.id }, "a portal write answered without writing an audit row (a no-op, or a write that forgot its row)");
    return result;
  });
}
