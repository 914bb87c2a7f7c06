import { defineLifecycle } from "../platform/db/lifecycle.js";

/**
 * The lifecycle of one VIC attestation (one row of `vic_attestations`, one validity period):
 *
 *   pending ──claimed by a signed tx──▶ submitted ──tx mined──▶ confirmed ──revoke tx claimed──▶ revoking ──mined──▶ revoked
 *      │                                   │  tx dropped or reverted: back to pending                │ dropped/reverted: back to confirmed
 *      │ revoke requested before any tx    │  (a revert counts a failure; too many: failed)
 *      └──────────────────▶ revoked        └──▶ failed
 *
 * `pending -> confirmed` directly: the chain already holds the VIC's attestation by our signer in a
 * transaction this database never recorded (restored from a backup taken before it was sent;
 * adopt-unrecorded-attestations.ts). `confirmed -> revoked` directly: likewise for a revocation
 * the chain shows mined and this database never recorded (adopt-chain-revocations.ts).
 *
 * `submitted` rows belong to exactly one recorded transaction (`attest_tx_id`); they return to
 * `pending` only once that transaction can never be mined. That is what keeps a VIC attested at
 * most once per period.
 */
export const ATTESTATION_STATUSES = ["pending", "submitted", "confirmed", "revoking", "revoked", "failed"] as const;
export type AttestationStatus = (typeof ATTESTATION_STATUSES)[number];

/** The owner of `vic_attestations.status`. */
export const AttestationLifecycle = defineLifecycle({
  name: "VIC attestation",
  model: "VicAttestation",
  field: "status",
  table: "vic_attestations",
  column: "status",
  statuses: ATTESTATION_STATUSES,
  initial: ["pending"],
  transitions: {
    pending: ["submitted", "confirmed", "revoked", "failed"],
    submitted: ["confirmed", "pending", "failed"],
    confirmed: ["revoking", "revoked"],
    revoking: ["revoked", "confirmed"],
    revoked: [],
    failed: [],
  },
});

/** Statuses of an attestation that is, or may still become, valid on chain (what a suspension revokes). */
export const MAY_BE_VALID_STATUSES = ["pending", "submitted", "confirmed"] as const satisfies readonly AttestationStatus[];

/** What the VIC's `onchain.status` shows (contract section 8). */
export function publicOnchainStatus(status: string): "pending" | "confirmed" | "revoked" | "failed" {
  switch (status as AttestationStatus) {
    case "pending":
    case "submitted":
      return "pending";
    case "confirmed":
    case "revoking":
      return "confirmed";
    case "revoked":
      return "revoked";
    case "failed":
      return "failed";
  }
  throw new Error(`unknown attestation status "${status}"`);
}
