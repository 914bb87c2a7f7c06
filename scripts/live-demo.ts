/**
 * `npm run demo:live -- <live key>` beside `npm run dev`: one live verification end to end, the way
 * an end user does it. Creates a live session (wallet + phone) with the merchant's key, then does
 * what the hosted page does through the SDK API with the session's client token: signs the
 * Sign-In with Ethereum challenge with a fresh wallet key, has a code texted to a phone number
 * (through the Twilio provider to dev's local SMS inbox) and enters it. The merchant's live rules
 * decide; the worker attests the VIC on the dev chain, and the attestation is read back from it.
 */
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { createPublicClient, decodeAbiParameters, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { easAbi } from "../src/chain/eas-abi.js";

const liveKey = process.argv[2];
if (!liveKey?.startsWith("pb_sk_live_")) {
  console.error("usage: npm run demo:live -- pb_sk_live_...   (npm run dev prints one)");
  process.exit(2);
}
const readDevFile = (name: string) => (existsSync(`.dev/${name}`) ? (JSON.parse(readFileSync(`.dev/${name}`, "utf8")) as Record<string, string | null>) : {});
const chain = readDevFile("chain.json");
const smsInbox = readDevFile("sms.json").inbox;
if (!chain.CHAIN_RPC_URL || !smsInbox) {
  console.error("Start `npm run dev` first (it runs the chain and the SMS inbox this demo reads).");
  process.exit(2);
}
const base = process.env.PROOFBASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

async function call(path: string, token: string, body?: object): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method: body ? "POST" : "GET",
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json.error ?? json)}`);
  return json;
}
const merchant = (path: string, body?: object) => call(`/api/v1${path}`, liveKey, body);

async function codeTextedTo(phone: string, after: Set<string>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const messages = (await (await fetch(`${smsInbox}/messages.json`)).json()) as Array<{ sid: string; to: string; body: string }>;
    const text = messages.find((m) => m.to === phone && !after.has(m.sid));
    const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no text message reached ${phone} (is the worker running?)`);
}

const session = await merchant("/verification-sessions", { flows: ["wallet", "phone"] });
console.log(`created live session ${session.id}\n  hosted page (try it with your own browser wallet): ${session.url}`);
const sdk = (path: string, body?: object) => call(`/api/sdk/v1${path}`, session.client_token, body);

const wallet = privateKeyToAccount(generatePrivateKey());
const challenge = await sdk("/wallet/challenge", { address: wallet.address });
await sdk("/wallet/verify", { message: challenge.message, signature: await wallet.signMessage({ message: challenge.message }) });
console.log(`wallet ${wallet.address} signed the Sign-In with Ethereum challenge`);

const phone = `+1201555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
const seen = new Set(((await (await fetch(`${smsInbox}/messages.json`)).json()) as Array<{ sid: string }>).map((m) => m.sid));
await sdk("/phone/send-code", { phone_number: phone });
const code = await codeTextedTo(phone, seen);
const done = await sdk("/phone/verify", { code });
console.log(`phone ${phone} confirmed with the texted code; session ${done.status}`);
if (done.status !== "completed") {
  console.error(`the live rules did not approve it (${done.status}): see Decision rules in the dashboard`);
  process.exit(1);
}

let vic = (await merchant(`/verification-sessions/${session.id}`)).vic;
for (let i = 0; i < 150 && vic?.onchain?.status !== "confirmed"; i++) {
  await sleep(200);
  vic = (await merchant(`/verification-sessions/${session.id}`)).vic;
}
if (vic?.onchain?.status !== "confirmed") {
  console.error(`the attestation is not confirmed yet: ${JSON.stringify(vic?.onchain)} (is the worker running?)`);
  process.exit(1);
}
console.log(`VIC ${vic.id} attested on chain ${vic.onchain.chain_id}: uid ${vic.onchain.attestation_uid}, tx ${vic.onchain.tx_hash}, block ${vic.onchain.block_number}`);
const client = createPublicClient({ transport: http(chain.CHAIN_RPC_URL) });
const attestation = await client.readContract({
  address: chain.EAS_CONTRACT_ADDRESS as `0x${string}`,
  abi: easAbi,
  functionName: "getAttestation",
  args: [vic.onchain.attestation_uid],
});
const [vicHash, tier] = decodeAbiParameters([{ type: "bytes32" }, { type: "string" }], attestation.data);
console.log("read back from EAS:", { recipient: attestation.recipient, attester: attestation.attester, vicHash, tier, expirationTime: attestation.expirationTime, revocable: attestation.revocable });
