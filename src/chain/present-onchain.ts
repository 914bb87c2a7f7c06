import type { Db } from "../platform/db/client.js";
import { publicOnchainStatus } from "./attestation-lifecycle.js";

import type { PresentedOnchain } from "./onchain-schema.js";

export type { PresentedOnchain };

/** The `onchain` field of live VICs (their latest validity period), keyed by VIC id. Test VICs have none. */
export async function onchainByVic(db: Db, vicIds: string[]): Promise<Map<string, PresentedOnchain>> {
  if (vicIds.length === 0) return new Map();
  const rows = await db.vicAttestation.findMany({
    where: { vicId: { in: vicIds } },
    orderBy: [{ vicId: "asc" }, { period: "desc" }],
    distinct: ["vicId"],
  });
  return new Map(
    rows.map((row) => {
      const status = publicOnchainStatus(row.status);
      const presented: PresentedOnchain = {
        status,
        chain_id: row.chainId,
        attestation_uid: row.attestationUid,
        tx_hash: row.txHash,
        block_number: row.blockNumber === null ? null : Number(row.blockNumber),
      };
      if (status === "failed" && row.failureReason) presented.failure_reason = row.failureReason;
      return [row.vicId, presented];
    }),
  );
}
