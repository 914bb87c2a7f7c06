import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";

/**
 * The lifecycle of one VIC attestation (one row of `vic_attestations`, one validity period):
 *
 *   pending ──claimed by a signed tx──▶ submitted ──tx mined──▶ confirmed ──revoke tx claimed──▶ revoking ──mined──▶ revoked
 *      │                                   │  tx dropped or reverted: back to pending                │ dropped/reverted: back to confirmed
 *      │ revoke requested before any tx    │  (a revert counts a failure; too many: failed)
 *      └──────────────────▶ revoked        └──▶ failed
 *
 * `submitted` rows belong to exactly one recorded transaction (`attest_tx_id`); they return to
 * `pending` only once that transaction can never be mined. That is what keeps a VIC attested at
 * most once per period.
 */
export const ATTESTATION_STATUSES = ["pending", "submitted", "confirmed", "revoking", "revoked", "failed"] as const;
export type AttestationStatus = (typeof ATTESTATION_STATUSES)[number];

const TRANSITIONS: Record<AttestationStatus, readonly AttestationStatus[]> = {
  pending: ["submitted", "revoked", "failed"],
  submitted: ["confirmed", "pending", "failed"],
  confirmed: ["revoking"],
  revoking: ["revoked", "confirmed"],
  revoked: [],
  failed: [],
};

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

export function canTransition(from: AttestationStatus, to: AttestationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The one way attestation rows change status: a guarded update (`WHERE status = from`) of the
 * rows matching `where`. Returns how many rows moved; callers act only on the ones that did.
 */
export async function transitionAttestations(
  db: Db,
  input: { where: Prisma.VicAttestationWhereInput; from: AttestationStatus; to: AttestationStatus; data?: Prisma.VicAttestationUpdateManyMutationInput },
): Promise<number> {
  if (!canTransition(input.from, input.to)) throw new Error(`attestation cannot go from ${input.from} to ${input.to}`);
  const { count } = await db.vicAttestation.updateMany({
    where: { ...input.where, status: input.from },
    data: { ...input.data, status: input.to },
  });
  return count;
}
