import { defineLifecycle } from "../platform/db/lifecycle.js";
import { VIC_STATUSES } from "../sessions/session-schema.js";

/**
 * A VIC's status: minted `active` with its session's completion; `revoked` by the merchant
 * (`POST /v1/vics/{id}/revoke`) or `expired` by the vic-expiry job at `expires_at`. Both are
 * final: a live VIC's attestation is revoked on-chain once, in the transaction of the move.
 */
export const VicLifecycle = defineLifecycle({
  name: "VIC",
  model: "Vic",
  field: "status",
  table: "vics",
  column: "status",
  statuses: VIC_STATUSES,
  initial: ["active"],
  transitions: {
    active: ["revoked", "expired"],
    revoked: [],
    expired: [],
  },
});
