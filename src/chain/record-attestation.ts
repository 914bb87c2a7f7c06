import type { Mode } from "../http/auth/api-key-format.js";
import type { Tx } from "../platform/db/client.js";
import { config } from "../platform/config.js";
import { newId } from "../platform/ids.js";
import { AttestationLifecycle, MAY_BE_VALID_STATUSES } from "./attestation-lifecycle.js";

/** How long before its expiry a VIC is no longer worth attesting again. */
const REATTEST_MARGIN_MS = 5 * 60_000;

/**
 * The outbox half of an on-chain VIC: in the completion's transaction, records that this live
 * VIC must be attested (period 1). Test mode never touches the chain, so it writes nothing.
 * Returns the attestation id to enqueue after commit, or null.
 */
export async function recordVicAttestation(
  tx: Tx,
  vic: { id: string; merchantId: string; mode: Mode; customerAddress: string | null },
): Promise<string | null> {
  if (vic.mode !== "live") return null;
  const id = newId("attestation");
  await tx.vicAttestation.create({
    data: { id, vicId: vic.id, period: 1, status: AttestationLifecycle.initial, merchantId: vic.merchantId, customerAddress: vic.customerAddress?.toLowerCase() ?? null, chainId: config.CHAIN_ID ?? null },
  });
  return id;
}

/**
 * In a suspension's transaction: asks for every live attestation of the customer that is or may
 * become valid to be revoked. Confirmed ones are revoked on-chain; pending ones are never sent.
 * Returns the ids to enqueue after commit.
 */
export async function requestRevocations(tx: Tx, customer: { merchantId: string; mode: Mode; address: string }): Promise<string[]> {
  if (customer.mode !== "live") return [];
  const rows = await tx.$queryRaw<{ id: string }[]>`
    UPDATE vic_attestations SET revoke_requested = true, updated_at = now()
     WHERE merchant_id = ${customer.merchantId} AND customer_address = ${customer.address.toLowerCase()}
       AND ${AttestationLifecycle.sql.is(MAY_BE_VALID_STATUSES)} AND NOT revoke_requested
    RETURNING id`;
  return rows.map((row) => row.id);
}

/**
 * In the transaction that revokes or expires live VICs: asks for each of their attestations that
 * is or may become valid to be revoked (once: a row already asked is left alone). Returns the ids
 * to enqueue after commit.
 */
export async function requestVicRevocations(tx: Tx, vicIds: readonly string[]): Promise<string[]> {
  if (vicIds.length === 0) return [];
  const rows = await tx.$queryRaw<{ id: string }[]>`
    UPDATE vic_attestations SET revoke_requested = true, updated_at = now()
     WHERE vic_id = ANY (${vicIds as string[]}::text[])
       AND ${AttestationLifecycle.sql.is(MAY_BE_VALID_STATUSES)} AND NOT revoke_requested
    RETURNING id`;
  return rows.map((row) => row.id);
}

/**
 * In an unsuspension's transaction: attests the customer's latest VIC again (the next validity
 * period of that VIC) if it is live, unexpired, and has no attestation that is or may become
 * valid. Returns the new attestation id to enqueue after commit, or null.
 */
export async function reattestLatestVic(tx: Tx, customer: { merchantId: string; mode: Mode; latestVicId: string | null }): Promise<string | null> {
  if (customer.mode !== "live" || !customer.latestVicId) return null;
  const vic = await tx.vic.findUnique({ where: { id: customer.latestVicId } });
  if (!vic || vic.mode !== "live" || vic.merchantId !== customer.merchantId) return null;
  // A revoked or expired VIC stays revoked on-chain (docs/credentials.md).
  if (vic.status !== "active") return null;
  if (vic.expiresAt.getTime() <= Date.now() + REATTEST_MARGIN_MS) return null;
  const periods = await tx.vicAttestation.findMany({ where: { vicId: vic.id }, select: { period: true, status: true, revokeRequested: true } });
  const stillValid = periods.some((p) => !p.revokeRequested && (MAY_BE_VALID_STATUSES as readonly string[]).includes(p.status));
  if (stillValid) return null;
  const id = newId("attestation");
  await tx.vicAttestation.create({
    data: {
      id,
      vicId: vic.id,
      period: Math.max(0, ...periods.map((p) => p.period)) + 1,
      status: AttestationLifecycle.initial,
      merchantId: vic.merchantId,
      customerAddress: vic.customerAddress?.toLowerCase() ?? null,
      chainId: config.CHAIN_ID ?? null,
    },
  });
  return id;
}
