import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A real local chain with EAS, started before the config is parsed so the service uses it.
const chain = await vi.hoisted(async () => {
  const { startLocalChain } = await import("./support/anvil.js");
  const started = await startLocalChain();
  Object.assign(process.env, started.env(), { CHAIN_POLL_INTERVAL_MS: "20" });
  return started;
});

import { parseEventLogs } from "viem";
import { chainSettings } from "../src/chain/chain-settings.js";
import { easAbi } from "../src/chain/eas-abi.js";
import { runChainWork } from "../src/chain/run-chain-work.js";
import { expireDueVics } from "../src/credentials/expire-vics.js";
import { suspendCustomer, unsuspendCustomer } from "../src/customers/suspension.js";
import { prisma } from "../src/platform/db/client.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { localClients } from "./support/anvil.js";
import { randomAddress } from "./support/customers.js";
import { readChainAttestations } from "./support/eas-reader.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { completeLiveSession } from "./support/sessions.js";

let api: TestApi;
let merchant: TestMerchant;
let live: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(async () => {
  await api.close();
  await chain.stop();
});

const settings = () => chainSettings()!;
const { publicClient } = localClients(chain.rpcUrl, chain.chainId);
const signer = () => localClients(chain.rpcUrl, chain.chainId, chain.signerKey).account.address;

/** How many `Revoked` logs EAS emitted for `uid`: the on-chain revocations, counted on the chain. */
async function revokedLogs(uid: string): Promise<number> {
  const logs = await publicClient.getLogs({ address: chain.easAddress, fromBlock: 0n, toBlock: "latest" });
  return parseEventLogs({ abi: easAbi, eventName: "Revoked", logs }).filter((log) => log.args.uid === uid).length;
}

/** A live VIC whose attestation is confirmed on the chain. */
async function attestedVic(address = randomAddress()): Promise<{ vicId: string; uid: string }> {
  const session = await completeLiveSession(api.baseUrl, merchant, { customer_address: address });
  await runChainWork(settings());
  const vic = (await live.get(`/api/v1/vics/${session.vic!.id}`)).body;
  expect(vic.onchain.status).toBe("confirmed");
  return { vicId: vic.id, uid: vic.onchain.attestation_uid };
}

describe("a revoked or expired live VIC's attestation is revoked on-chain exactly once", () => {
  it("POST /v1/vics/{id}/revoke revokes the attestation; revoking again sends nothing", async () => {
    const { vicId, uid } = await attestedVic();
    expect((await live.post(`/api/v1/vics/${vicId}/revoke`, { reason: "fraud" })).body.status).toBe("revoked");
    await runChainWork(settings());
    const vic = (await live.get(`/api/v1/vics/${vicId}`)).body;
    expect(vic).toMatchObject({ status: "revoked", onchain: { status: "revoked", attestation_uid: uid } });
    expect((await readChainAttestations(chain)).find((a) => a.uid === uid)!.revoked).toBe(true);

    const sent = await publicClient.getTransactionCount({ address: signer() });
    expect((await live.post(`/api/v1/vics/${vicId}/revoke`, { reason: "again" })).status).toBe(200);
    await runChainWork(settings());
    expect(await publicClient.getTransactionCount({ address: signer() })).toBe(sent);
    expect(await revokedLogs(uid)).toBe(1);
  });

  it("the expiry revokes the attestation; a second expiry run sends nothing", async () => {
    const { vicId, uid } = await attestedVic();
    await prisma.vic.update({ where: { id: vicId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    expect(await expireDueVics()).toBeGreaterThanOrEqual(1);
    await runChainWork(settings());
    expect((await live.get(`/api/v1/vics/${vicId}`)).body).toMatchObject({ status: "expired", onchain: { status: "revoked" } });

    const sent = await publicClient.getTransactionCount({ address: signer() });
    await expireDueVics();
    await runChainWork(settings());
    expect(await publicClient.getTransactionCount({ address: signer() })).toBe(sent);
    expect(await revokedLogs(uid)).toBe(1);
  });

  it("a VIC revoked before its attestation was sent is never attested", async () => {
    const session = await completeLiveSession(api.baseUrl, merchant, { customer_address: randomAddress() });
    await live.post(`/api/v1/vics/${session.vic!.id}/revoke`, { reason: "before the chain" });
    await runChainWork(settings());
    expect((await live.get(`/api/v1/vics/${session.vic!.id}`)).body.onchain.status).toBe("revoked");
    expect(await prisma.vicAttestation.findMany({ where: { vicId: session.vic!.id }, select: { attestationUid: true } })).toEqual([{ attestationUid: null }]);
  });

  it("unsuspending a customer never attests its revoked VIC again", async () => {
    const address = randomAddress();
    const { vicId, uid } = await attestedVic(address);
    await live.post(`/api/v1/vics/${vicId}/revoke`, { reason: "fraud" });
    const owner = { merchantId: merchant.merchantId, mode: "live" as const };
    await suspendCustomer(owner, address, "review");
    await unsuspendCustomer(owner, address);
    await runChainWork(settings());
    expect(await prisma.vicAttestation.count({ where: { vicId } })).toBe(1);
    expect(await revokedLogs(uid)).toBe(1);
  });
});
