import { prisma } from "../platform/db/client.js";
import { IN_FLIGHT_TX_STATUSES } from "./chain-tx-lifecycle.js";
import type { ChainSettings } from "./chain-settings.js";
import { attestDue } from "./attest-due.js";
import { prepareChain, type ChainContext } from "./prepare-chain.js";
import { revokeDue } from "./revoke-due.js";
import { followTx } from "./send-chain-tx.js";
import { settleChainTx } from "./settle-chain-tx.js";

/** Batches one call sends at most before it leaves the rest to the next job. */
const MAX_ROUNDS = 20;

/**
 * Everything the signer has to do on-chain, in order: first settle every transaction recorded but
 * not yet settled (a crashed or timed-out run's: its receipt, else its exact bytes again, else
 * proof that its nonce went elsewhere), and only then sign new ones: revocations, attestations.
 *
 * Runs on the `chain-attestation` queue, one job at a time across all worker processes, so one
 * signer's transactions are made one after another; the advisory lock in signAndRecord and the
 * guarded claims keep it exactly-once even if two runs ever overlap.
 */
export async function runChainWork(settings: ChainSettings): Promise<void> {
  const ctx = await prepareChain(settings);
  await settleInFlight(ctx);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const moved = (await revokeDue(ctx)) + (await attestDue(ctx));
    if (moved === 0) return;
  }
}

export async function settleInFlight(ctx: ChainContext): Promise<void> {
  const inFlight = await prisma.chainTransaction.findMany({
    where: { chainId: ctx.settings.chainId, signer: ctx.clients.account.address.toLowerCase(), status: { in: [...IN_FLIGHT_TX_STATUSES] } },
    orderBy: { nonce: "asc" },
  });
  for (const tx of inFlight) await settleChainTx(ctx, tx, await followTx(ctx.clients, tx, { rebroadcast: true }));
}
