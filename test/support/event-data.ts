import type { Mode } from "../../src/http/auth/api-key-format.js";
import type { EventType } from "../../src/events/catalog.js";

const at = "2026-11-20T10:00:00.000Z";

/** A well-formed `data` object for an event of `type` (what its producer would have recorded). */
export function sampleEventData(type: EventType, mode: Mode, id = "x1"): Record<string, unknown> {
  const livemode = mode === "live";
  if (type.startsWith("verification_session."))
    return {
      id: `vs_${id}`, object: "verification_session", status: "completed", flows: ["wallet"], customer_address: null, client_token: null,
      url: null, return_url: null, test_outcome: null, vic: null, expires_at: at, completed_at: at, canceled_at: null, last_error: null, metadata: {}, livemode, created_at: at,
    };
  if (type.startsWith("customer."))
    return {
      id: `cus_${id}`, object: "customer", address: `0x${"ab".repeat(20)}`, kyc_status: "verified", tier: "basic", latest_vic: null,
      suspended_reason: null, associated_at: at, status_updated_at: at, livemode, created_at: at,
    };
  if (type.startsWith("review."))
    return {
      id: `rev_${id}`, object: "review", status: "resolved", verification_session: "vs_1", reason: null, decision: "approve", tier: "gold",
      note: null, resolved_at: at, livemode, created_at: at,
    };
  if (type === "reverification.submitted")
    return {
      id: `rvr_${id}`, object: "reverification_request", customer_address: `0x${"ab".repeat(20)}`, flows: ["wallet"], reason: null,
      status: "submitted", client_token: null, url: null, submitted_at: at, expires_at: at, livemode, created_at: at,
    };
  return { message: "ping" };
}
