import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// A real local chain behind a proxy that can drop, fail or hang each JSON-RPC call.
const { chain, proxy } = await vi.hoisted(async () => {
  const { startChainBehindProxy } = await import("./support/rpc-proxy.js");
  return startChainBehindProxy({ CHAIN_POLL_INTERVAL_MS: "20", CHAIN_RPC_TIMEOUT_MS: "500", CHAIN_RECEIPT_TIMEOUT_MS: "1000" });
});

import { chainSettings } from "../src/chain/chain-settings.js";
import { runChainWork } from "../src/chain/run-chain-work.js";
import { prisma } from "../src/platform/db/client.js";
import { localClients } from "./support/anvil.js";
import { startApi, type TestApi } from "./support/api.js";
import { randomAddress } from "./support/customers.js";
import { attestedCountByVic } from "./support/eas-reader.js";
import { completeLiveSession } from "./support/sessions.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";

let api: TestApi;
let merchant: TestMerchant;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  await runChainWork(chainSettings()!); // registers the schema while the RPC behaves
});
afterAll(async () => {
  await api.close();
  await proxy.stop();
  await chain.stop();
});
beforeEach(() => {
  proxy.decide = () => ({ kind: "forward" });
});

async function completeLive(n = 1): Promise<string[]> {
  const vicIds: string[] = [];
  for (let i = 0; i < n; i++) vicIds.push((await completeLiveSession(api.baseUrl, merchant, { customer_address: randomAddress() })).vic!.id);
  return vicIds;
}

const attestations = (vicIds: string[]) => prisma.vicAttestation.findMany({ where: { vicId: { in: vicIds } } });
const txsOf = async (vicIds: string[]) => {
  const rows = await attestations(vicIds);
  return prisma.chainTransaction.findMany({ where: { txHash: { in: rows.flatMap((r) => (r.txHash ? [r.txHash] : [])) } } });
};
const expectAttestedOnce = async (vicIds: string[]) =>
  expect(await attestedCountByVic(chain, vicIds)).toEqual(Object.fromEntries(vicIds.map((id) => [id, 1])));

describe("on-chain attestation when the RPC misbehaves", () => {
  it("a broadcast that never reaches the chain is sent again with the same bytes, never re-signed", async () => {
    const vicIds = await completeLive(2);
    let down = true;
    proxy.decide = (call) => (down && call.method === "eth_sendRawTransaction" ? { kind: "fail", status: 503 } : { kind: "forward" });
    await expect(runChainWork(chainSettings()!)).rejects.toThrow(/not mined yet/);
    const recorded = await prisma.chainTransaction.findMany({ where: { status: "signed", chainId: chain.chainId } });
    expect(recorded).toHaveLength(1);
    expect((await attestations(vicIds)).map((r) => r.status)).toEqual(["submitted", "submitted"]);
    expect(await attestedCountByVic(chain, vicIds)).toEqual(Object.fromEntries(vicIds.map((id) => [id, 0])));

    down = false;
    await runChainWork(chainSettings()!);
    const rows = await attestations(vicIds);
    expect(rows.map((r) => r.status)).toEqual(["confirmed", "confirmed"]);
    expect(rows[0]!.txHash).toBe(recorded[0]!.txHash);
    await expectAttestedOnce(vicIds);
  });

  it("a broadcast whose answer is lost (5xx after the chain took it) is found by its receipt", async () => {
    const vicIds = await completeLive(1);
    proxy.decide = (call) => (call.method === "eth_sendRawTransaction" ? { kind: "forward-then-fail", status: 502 } : { kind: "forward" });
    await runChainWork(chainSettings()!);
    expect((await attestations(vicIds))[0]!.status).toBe("confirmed");
    expect(await txsOf(vicIds)).toHaveLength(1);
    await expectAttestedOnce(vicIds);
  });

  it("a broadcast whose answer times out is found by its receipt", async () => {
    const vicIds = await completeLive(1);
    proxy.decide = (call) => (call.method === "eth_sendRawTransaction" ? { kind: "forward-then-hold" } : { kind: "forward" });
    await runChainWork(chainSettings()!);
    proxy.releaseHeld();
    expect((await attestations(vicIds))[0]!.status).toBe("confirmed");
    await expectAttestedOnce(vicIds);
  });

  it("receipt lookups failing with 5xx leave the work submitted; the next run settles it once", async () => {
    const vicIds = await completeLive(1);
    let down = true;
    proxy.decide = (call) => (down && call.method === "eth_getTransactionReceipt" ? { kind: "fail", status: 500 } : { kind: "forward" });
    await expect(runChainWork(chainSettings()!)).rejects.toThrow();
    expect((await attestations(vicIds))[0]!.status).toBe("submitted");
    down = false;
    await runChainWork(chainSettings()!);
    expect((await attestations(vicIds))[0]!.status).toBe("confirmed");
    await expectAttestedOnce(vicIds);
  });

  it("a node that serves a block's state before its receipts: the spent nonce is not taken for a dropped transaction", async () => {
    // anvil does this (the latest block's nonce is read from the block being mined, its receipt a
    // moment later), and so may a load-balanced RPC whose backends lag each other: here, the first
    // receipt lookup after the broadcast answers null although the nonce is already spent.
    const vicIds = await completeLive(2);
    let broadcast = false;
    let lagged = false;
    proxy.decide = (call) => {
      if (call.method === "eth_sendRawTransaction") broadcast = true;
      if (broadcast && !lagged && call.method === "eth_getTransactionReceipt") {
        lagged = true;
        return { kind: "answer", result: null };
      }
      return { kind: "forward" };
    };
    await runChainWork(chainSettings()!);
    expect(lagged).toBe(true);
    expect((await attestations(vicIds)).map((r) => r.status)).toEqual(["confirmed", "confirmed"]);
    expect(await txsOf(vicIds)).toEqual([expect.objectContaining({ status: "confirmed" })]);
    await expectAttestedOnce(vicIds);
  });

  it("a nonce taken by another process drops our transaction; its VICs are attested once by a new one", async () => {
    const vicIds = await completeLive(3);
    const outOfBand = localClients(chain.rpcUrl, chain.chainId, chain.signerKey);
    let stolen = false;
    proxy.decide = async (call) => {
      if (call.method === "eth_sendRawTransaction" && !stolen) {
        stolen = true;
        // Another process using the same signer gets its transaction in first, with our nonce.
        const hash = await outOfBand.walletClient.sendTransaction({ to: outOfBand.account.address, value: 0n });
        await outOfBand.publicClient.waitForTransactionReceipt({ hash });
      }
      return { kind: "forward" };
    };
    await runChainWork(chainSettings()!);
    const rows = await attestations(vicIds);
    expect(rows.map((r) => r.status)).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(await prisma.chainTransaction.count({ where: { status: "dropped", chainId: chain.chainId } })).toBe(1);
    await expectAttestedOnce(vicIds);
  });
});
