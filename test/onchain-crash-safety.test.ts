import { afterAll, beforeAll, afterEach, describe, expect, it, vi } from "vitest";

// A real local chain behind a JSON-RPC proxy that tells the test when a worker broadcasts, so the
// test can SIGKILL the worker process at that exact point.
const { chain, proxy } = await vi.hoisted(async () => {
  const { startChainBehindProxy } = await import("./support/rpc-proxy.js");
  return startChainBehindProxy({ CHAIN_POLL_INTERVAL_MS: "20", CHAIN_RPC_TIMEOUT_MS: "1000", CHAIN_RECEIPT_TIMEOUT_MS: "2000" });
});

import { prisma } from "../src/platform/db/client.js";
import { closeQueues } from "../src/platform/queues/factory.js";
import { localClients } from "./support/anvil.js";
import { startApi, type TestApi } from "./support/api.js";
import { randomAddress } from "./support/customers.js";
import { attestedCountByVic } from "./support/eas-reader.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { completeLiveSession } from "./support/sessions.js";
import { waitFor } from "./support/wait.js";
import { startWorkerProcess, type WorkerProcess } from "./support/worker-process.js";

let api: TestApi;
let merchant: TestMerchant;
const workers: WorkerProcess[] = [];

async function chainWorker(): Promise<WorkerProcess> {
  const worker = await startWorkerProcess(["chain-attestation"]);
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
});
afterEach(async () => {
  proxy.decide = () => ({ kind: "forward" });
  proxy.releaseHeld();
  // Graceful here, so no job of this test is left stalled (holding the queue's one slot) for the next.
  await Promise.all(workers.splice(0).map((w) => w.kill("SIGTERM")));
});
afterAll(async () => {
  await api.close();
  await closeQueues();
  await proxy.stop();
  await chain.stop();
});

/** Live completions, through the same path as production (their jobs are enqueued after commit). */
async function completeLive(n: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async () => (await completeLiveSession(api.baseUrl, merchant, { customer_address: randomAddress() })).vic!.id),
  );
}

/**
 * The next broadcast is handled by `action`, and the returned promise resolves when it arrives.
 * With "forward-then-hold" the chain gets the transaction and every later call is held too, so
 * the worker hears nothing more (no answer, no receipt) until it is killed.
 */
function onNextBroadcast(action: "forward-then-hold" | "hold"): Promise<string> {
  return new Promise((resolve) => {
    let broadcast = false;
    proxy.decide = (call) => {
      if (broadcast) return action === "forward-then-hold" ? { kind: "hold" } : { kind: "forward" };
      if (call.method !== "eth_sendRawTransaction") return { kind: "forward" };
      broadcast = true;
      resolve(String(call.params[0]));
      return { kind: action };
    };
  });
}

const rowsOf = (vicIds: string[]) => prisma.vicAttestation.findMany({ where: { vicId: { in: vicIds } } });
const allConfirmed = async (vicIds: string[]) => (await rowsOf(vicIds)).every((r) => r.status === "confirmed") || null;
const onceEach = (vicIds: string[]) => Object.fromEntries(vicIds.map((id) => [id, 1]));

// A killed worker's job is taken over once its lock lapses (about 6 s here) and the stalled-job
// check (every 5 s) runs.
describe("on-chain attestation survives killed workers (SIGKILL)", { timeout: 180_000 }, () => {
  it("killed after broadcasting, before recording: the next worker finds the receipt; nothing is attested twice", async () => {
    const first = await chainWorker();
    const broadcast = onNextBroadcast("forward-then-hold");
    const vicIds = await completeLive(3);
    await broadcast;
    // The chain has the transaction; the worker never heard back. Kill it there. The batch holds
    // the VICs that were due when the job ran (a VIC committed a moment later waits, pending).
    await waitFor(async () => Object.values(await attestedCountByVic(chain, vicIds)).some((n) => n === 1) || null, "the broadcast transaction to be mined");
    await first.kill("SIGKILL");
    const submitted = (await rowsOf(vicIds)).filter((r) => r.status === "submitted");
    expect(submitted.length).toBeGreaterThan(0);
    expect((await rowsOf(vicIds)).every((r) => r.status === "submitted" || r.status === "pending")).toBe(true);
    expect(new Set(submitted.map((r) => r.attestTxId)).size).toBe(1);

    proxy.decide = () => ({ kind: "forward" });
    await chainWorker();
    await waitFor(() => allConfirmed(vicIds), "the attestations to be confirmed by the next worker", 40_000);
    expect(await attestedCountByVic(chain, vicIds)).toEqual(onceEach(vicIds));
    // The next worker found the broadcast transaction's receipt instead of attesting those again.
    const after = new Map((await rowsOf(vicIds)).map((r) => [r.vicId, r.attestTxId]));
    for (const row of submitted) expect(after.get(row.vicId)).toBe(row.attestTxId);
  });

  it("killed after signing, before the broadcast reached the chain: the same bytes are sent by the next worker", async () => {
    const broadcast = onNextBroadcast("hold");
    const vicIds = await completeLive(2);
    const first = await chainWorker();
    const rawTx = await broadcast;
    await first.kill("SIGKILL");
    expect(await attestedCountByVic(chain, vicIds)).toEqual(Object.fromEntries(vicIds.map((id) => [id, 0])));
    const recorded = await prisma.chainTransaction.findFirstOrThrow({ where: { rawTx, chainId: chain.chainId } });
    expect(recorded.status).toBe("signed");

    proxy.decide = () => ({ kind: "forward" });
    await chainWorker();
    await waitFor(() => allConfirmed(vicIds), "the attestations to be confirmed by the next worker", 40_000);
    expect(await attestedCountByVic(chain, vicIds)).toEqual(onceEach(vicIds));
    expect((await rowsOf(vicIds)).every((r) => r.txHash === recorded.txHash)).toBe(true);
  });

  it("killed before broadcasting while another process takes the nonce: the recorded tx is dropped and its VICs attested once", async () => {
    const broadcast = onNextBroadcast("hold");
    const vicIds = await completeLive(2);
    const first = await chainWorker();
    const rawTx = await broadcast;
    await first.kill("SIGKILL");
    // Another process sends with the signer's key, taking the nonce the recorded transaction holds.
    const other = localClients(chain.rpcUrl, chain.chainId, chain.signerKey);
    await other.publicClient.waitForTransactionReceipt({ hash: await other.walletClient.sendTransaction({ to: other.account.address, value: 0n }) });

    proxy.decide = () => ({ kind: "forward" });
    await chainWorker();
    await waitFor(() => allConfirmed(vicIds), "the attestations to be confirmed by the next worker", 40_000);
    expect((await prisma.chainTransaction.findFirstOrThrow({ where: { rawTx } })).status).toBe("dropped");
    expect(await attestedCountByVic(chain, vicIds)).toEqual(onceEach(vicIds));
  });

  it("two worker processes share one signer without a nonce collision", async () => {
    await Promise.all([chainWorker(), chainWorker()]);
    const droppedBefore = await prisma.chainTransaction.count({ where: { chainId: chain.chainId, status: "dropped" } });
    const vicIds = await completeLive(40);
    await waitFor(() => allConfirmed(vicIds), "40 attestations to be confirmed", 40_000);
    expect(await attestedCountByVic(chain, vicIds)).toEqual(onceEach(vicIds));
    expect(await prisma.chainTransaction.count({ where: { chainId: chain.chainId, status: "dropped" } })).toBe(droppedBefore);
    expect(await prisma.chainTransaction.count({ where: { chainId: chain.chainId, status: { in: ["signed", "broadcast"] } } })).toBe(0);
  });
});
