import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A real local chain with EAS, started before the config is parsed so the service uses it.
const chain = await vi.hoisted(async () => {
  const { startLocalChain } = await import("./support/anvil.js");
  const started = await startLocalChain();
  Object.assign(process.env, started.env(), { CHAIN_POLL_INTERVAL_MS: "20", CHAIN_BATCH_MAX: "25" });
  return started;
});

import { chainSettings } from "../src/chain/chain-settings.js";
import { runChainWork } from "../src/chain/run-chain-work.js";
import { VIC_SCHEMA_UID } from "../src/chain/vic-credential.js";
import { schemaRegistryAbi } from "../src/chain/eas-abi.js";
import { prisma } from "../src/platform/db/client.js";
import { decideSession } from "../src/sessions/decide-session.js";
import { suspendCustomer, unsuspendCustomer } from "../src/customers/suspension.js";
import { runCustomerRedaction } from "../src/privacy/run-redaction.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { localClients } from "./support/anvil.js";
import { randomAddress } from "./support/customers.js";
import { attestedCountByVic, readChainAttestations } from "./support/eas-reader.js";
import { completeLiveSession } from "./support/sessions.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";

let api: TestApi;
let merchant: TestMerchant;
let live: ReturnType<typeof client>;
let test: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  live = client(api.baseUrl, merchant.liveKey);
  test = client(api.baseUrl, merchant.testKey);
});
afterAll(async () => {
  await api.close();
  await chain.stop();
});

const settings = () => chainSettings()!;

async function completeLive(address: string | null = randomAddress()): Promise<{ sessionId: string; vicId: string }> {
  const session = await completeLiveSession(api.baseUrl, merchant, address ? { customer_address: address } : {});
  expect(session.status).toBe("completed");
  return { sessionId: session.id, vicId: session.vic!.id };
}

const vicOf = async (sessionId: string) => (await live.get(`/api/v1/verification-sessions/${sessionId}`)).body.vic;

describe("on-chain VICs", () => {
  it("registers the schema at start, attests a live VIC once, and shows it on the VIC", async () => {
    const address = randomAddress();
    const { sessionId, vicId } = await completeLive(address);
    expect((await vicOf(sessionId)).onchain).toEqual({ status: "pending", chain_id: chain.chainId, attestation_uid: null, tx_hash: null, block_number: null });

    await runChainWork(settings());
    const { publicClient } = localClients(chain.rpcUrl, chain.chainId);
    const schema = await publicClient.readContract({ address: chain.registryAddress, abi: schemaRegistryAbi, functionName: "getSchema", args: [VIC_SCHEMA_UID] });
    expect(schema.schema).toBe("bytes32 vicHash,string tier");

    const vic = await vicOf(sessionId);
    expect(vic.onchain).toMatchObject({ status: "confirmed", chain_id: chain.chainId, attestation_uid: expect.stringMatching(/^0x[0-9a-f]{64}$/), tx_hash: expect.stringMatching(/^0x/) });
    expect(vic.onchain.block_number).toBeGreaterThan(0);
    const onChain = (await readChainAttestations(chain)).find((a) => a.uid === vic.onchain.attestation_uid)!;
    expect(onChain).toMatchObject({ recipient: address, tier: vic.tier, revoked: false, expirationTime: BigInt(Math.floor(Date.parse(vic.expires_at) / 1000)) });
    expect(await attestedCountByVic(chain, [vicId])).toEqual({ [vicId]: 1 });

    // Running again finds nothing to do: still one attestation.
    await runChainWork(settings());
    expect(await attestedCountByVic(chain, [vicId])).toEqual({ [vicId]: 1 });
  });

  it("attests many VICs per transaction with multiAttest", async () => {
    const done = await Promise.all(Array.from({ length: 30 }, () => completeLive()));
    await runChainWork(settings());
    const rows = await prisma.vicAttestation.findMany({ where: { vicId: { in: done.map((d) => d.vicId) } } });
    expect(rows.every((r) => r.status === "confirmed")).toBe(true);
    // CHAIN_BATCH_MAX=25: two transactions for 30 VICs.
    expect(new Set(rows.map((r) => r.txHash)).size).toBe(2);
    const counts = await attestedCountByVic(chain, done.map((d) => d.vicId));
    expect(Object.values(counts)).toEqual(done.map(() => 1));
    // Each VIC got the UID its own position in the batch produced.
    const onChain = await readChainAttestations(chain);
    for (const row of rows) expect(onChain.find((a) => a.uid === row.attestationUid)).toBeDefined();
  });

  it("test mode never writes an attestation", async () => {
    const txsBefore = await localClients(chain.rpcUrl, chain.chainId).publicClient.getTransactionCount({ address: localClients(chain.rpcUrl, chain.chainId, chain.signerKey).account.address });
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: randomAddress() });
    await decideSession({ merchantId: merchant.merchantId, mode: "test", sessionId: created.body.id, signals: { risk_score: 5 } });
    const session = (await test.get(`/api/v1/verification-sessions/${created.body.id}`)).body;
    expect(session.status).toBe("completed");
    expect(session.vic.onchain).toBeNull();
    expect(await prisma.vicAttestation.count({ where: { vicId: session.vic.id } })).toBe(0);
    await runChainWork(settings());
    const txsAfter = await localClients(chain.rpcUrl, chain.chainId).publicClient.getTransactionCount({ address: localClients(chain.rpcUrl, chain.chainId, chain.signerKey).account.address });
    expect(txsAfter).toBe(txsBefore);
    expect(await attestedCountByVic(chain, [session.vic.id])).toEqual({ [session.vic.id]: 0 });
  });

  it("revokes on suspend (multiRevoke) and attests the latest VIC again on unsuspend", async () => {
    const address = randomAddress();
    const first = await completeLive(address);
    const second = await completeLive(address);
    await runChainWork(settings());
    const owner = { merchantId: merchant.merchantId, mode: "live" as const };

    await suspendCustomer(owner, address, "fraud review");
    await runChainWork(settings());
    for (const { sessionId } of [first, second]) expect((await vicOf(sessionId)).onchain.status).toBe("revoked");
    const revokeTxs = await prisma.vicAttestation.findMany({ where: { vicId: { in: [first.vicId, second.vicId] } }, select: { revokeTxHash: true } });
    expect(new Set(revokeTxs.map((r) => r.revokeTxHash)).size).toBe(1);
    let onChain = await readChainAttestations(chain);
    expect(onChain.filter((a) => a.recipient === address).every((a) => a.revoked)).toBe(true);

    await unsuspendCustomer(owner, address);
    await runChainWork(settings());
    const latest = await vicOf(second.sessionId);
    expect(latest.onchain.status).toBe("confirmed");
    expect((await vicOf(first.sessionId)).onchain.status).toBe("revoked");
    onChain = await readChainAttestations(chain);
    const valid = onChain.filter((a) => a.recipient === address && !a.revoked);
    expect(valid).toHaveLength(1);
    expect(valid[0]!.uid).toBe(latest.onchain.attestation_uid);
  });

  it("a revocation mined after the backup point is recorded from the chain after a restore, not sent again", async () => {
    const address = randomAddress();
    const { sessionId, vicId } = await completeLive(address);
    await runChainWork(settings());
    await suspendCustomer({ merchantId: merchant.merchantId, mode: "live" }, address, "fraud review");
    await runChainWork(settings());
    const revoked = await prisma.vicAttestation.findFirstOrThrow({ where: { vicId } });
    expect(revoked.status).toBe("revoked");
    // The restored row: the backup was taken after the suspension, before the revocation was mined.
    await prisma.vicAttestation.update({
      where: { id: revoked.id },
      data: { status: "confirmed", revokeTxId: null, revokeTxHash: null, revokedAt: null },
    });
    const { publicClient } = localClients(chain.rpcUrl, chain.chainId);
    const signer = localClients(chain.rpcUrl, chain.chainId, chain.signerKey).account.address;
    const nonceBefore = await publicClient.getTransactionCount({ address: signer });

    await runChainWork(settings());
    await runChainWork(settings());
    const after = await prisma.vicAttestation.findUniqueOrThrow({ where: { id: revoked.id } });
    expect(after).toMatchObject({ status: "revoked", failures: 0, failureReason: null, attestationUid: revoked.attestationUid });
    const onChain = (await readChainAttestations(chain)).find((a) => a.uid === revoked.attestationUid)!;
    expect(onChain.revoked).toBe(true);
    expect(after.revokedAt).toBeInstanceOf(Date);
    expect(await publicClient.getTransactionCount({ address: signer })).toBe(nonceBefore);
    expect((await vicOf(sessionId)).onchain.status).toBe("revoked");
  });

  it("revokes a redacted customer's live attestations once (multiRevoke), keeping the VIC ids and hashes", async () => {
    const address = randomAddress();
    const { sessionId, vicId } = await completeLive(address);
    await runChainWork(settings());
    const attested = await prisma.vicAttestation.findFirstOrThrow({ where: { vicId } });
    expect(attested.status).toBe("confirmed");

    expect((await live.post(`/api/v1/customers/${address}/redact`)).status).toBe(200);
    const customer = await prisma.customer.findFirstOrThrow({ where: { merchantId: merchant.merchantId, mode: "live", address } });
    await runCustomerRedaction(customer.id);
    await runCustomerRedaction(customer.id);
    await runChainWork(settings());
    await runChainWork(settings());
    const vic = await vicOf(sessionId);
    expect(vic).toMatchObject({ id: vicId, onchain: { status: "revoked", attestation_uid: attested.attestationUid, tx_hash: attested.txHash } });
    const revoked = await prisma.vicAttestation.findMany({ where: { vicId } });
    expect(revoked).toHaveLength(1);
    expect(await prisma.chainTransaction.count({ where: { kind: "revoke", txHash: revoked[0]!.revokeTxHash! } })).toBe(1);
    const onChain = (await readChainAttestations(chain)).filter((a) => a.recipient === address);
    expect(onChain).toHaveLength(1);
    expect(onChain[0]).toMatchObject({ uid: attested.attestationUid, revoked: true });
  });

  it("a suspension before the VIC was sent means it is never attested", async () => {
    const address = randomAddress();
    const { sessionId, vicId } = await completeLive(address);
    await suspendCustomer({ merchantId: merchant.merchantId, mode: "live" }, address, "chargeback");
    await runChainWork(settings());
    expect((await vicOf(sessionId)).onchain.status).toBe("revoked");
    expect(await attestedCountByVic(chain, [vicId])).toEqual({ [vicId]: 0 });
  });
});
