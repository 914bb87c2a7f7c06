import { prisma } from "../../platform/db/client.js";
import { chainHash, GENESIS_HASH } from "./audit-hash.js";

export interface BrokenLink {
  id: string;
  seq: number;
  problem: string;
}

export interface ChainReport {
  merchantId: string;
  rows: number;
  /** The last row's seq and hash: record them elsewhere to detect a cut tail later. */
  head: { seq: number; hash: string } | null;
  broken: BrokenLink | null;
}

const BATCH = 1_000;

/**
 * Recomputes an account's whole chain in seq order and stops at the first row that does not hold:
 * a seq out of order (a row deleted or inserted), a prev_hash that is not the previous row's hash
 * (a row replaced, or the previous row's hash rewritten), or a hash that is not
 * sha256(prev_hash || canonical row) (a field changed). Reads in batches; the table is append-only,
 * so rows added meanwhile only extend what is checked.
 */
export async function verifyAuditChain(merchantId: string): Promise<ChainReport> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const batch = await prisma.auditLogEntry.findMany({ where: { merchantId, seq: { gte: expectedSeq } }, orderBy: { seq: "asc" }, take: BATCH });
    for (const row of batch) {
      const broken = (problem: string): ChainReport => ({ merchantId, rows, head: rows > 0 ? { seq: expectedSeq - 1, hash: prevHash } : null, broken: { id: row.id, seq: row.seq, problem } });
      if (row.seq !== expectedSeq) return broken(`seq ${row.seq} where ${expectedSeq} was expected: a row is missing before it`);
      if (row.prevHash !== prevHash)
        return broken(rows === 0 ? "prev_hash is not the genesis hash" : `prev_hash is not the hash of row seq ${expectedSeq - 1}: that row's hash or this row was rewritten`);
      if (chainHash(row.prevHash, row) !== row.hash) return broken("hash does not match the row's content: a field was changed after it was written");
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    if (batch.length < BATCH) return { merchantId, rows, head: rows > 0 ? { seq: expectedSeq - 1, hash: prevHash } : null, broken: null };
  }
}
