import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { CredentialCheckRecord, Ledger } from "./ledger.js";
import type { ChaosMerchant } from "./setup.js";

/**
 * The credential actor (docs/chaos.md): during the load, a person completes a live wallet session
 * at one merchant, saves its credential, and the merchant revokes the VIC; the person then
 * presents the revoked credential to the other merchant, through its hosted-page flow and its
 * `POST /v1/credential-verifications`, under the same faults. Before the revocation the same
 * credential is presented once (the control: it must be accepted, or the check proved nothing).
 */
const ROUND_PAUSE_MS = 2_000;
const TIMEOUT_MS = 10_000;

async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<{ status: number | null; body: Record<string, any> }> {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : {} };
  } catch {
    return { status: null, body: {} };
  }
}

/** A completed live wallet session of `issuer`, its credential on a new device, and the VIC's id; null when a step got no good answer. */
async function savedCredential(baseUrl: string, issuer: ChaosMerchant) {
  const created = await call(baseUrl, "POST", "/api/v1/verification-sessions", issuer.liveKey, { flows: ["wallet"] });
  if (created.status !== 201) return null;
  const token = String(created.body.client_token);
  const wallet = privateKeyToAccount(generatePrivateKey());
  const challenge = await call(baseUrl, "POST", "/api/sdk/v1/wallet/challenge", token, { address: wallet.address });
  if (challenge.status !== 201) return null;
  const verified = await call(baseUrl, "POST", "/api/sdk/v1/wallet/verify", token, { message: challenge.body.message, signature: await wallet.signMessage({ message: String(challenge.body.message) }) });
  if (verified.body.status !== "completed") return null;
  const session = await call(baseUrl, "GET", `/api/v1/verification-sessions/${created.body.id}`, issuer.liveKey);
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const issued = await call(baseUrl, "POST", "/api/sdk/v1/credential", token, { holder_jwk: { kty: "EC", crv: "P-256", x: publicKey.x, y: publicKey.y } });
  if (issued.status !== 201 || !session.body.vic?.id) return null;
  const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: await ES256.getSigner(privateKey), kbSignAlg: "ES256" });
  const present = (kb: { nonce: string; aud: string }) => holder.present(String(issued.body.credential), {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), ...kb } } });
  return { vicId: String(session.body.vic.id), present };
}

type Present = (kb: { nonce: string; aud: string }) => Promise<string>;

/** The relying merchant's own check: accepted when it answers `valid: true`. */
async function throughEndpoint(baseUrl: string, relying: ChaosMerchant, present: Present) {
  const nonce = randomBytes(18).toString("base64url");
  const res = await call(baseUrl, "POST", "/api/v1/credential-verifications", relying.liveKey, { presentation: await present({ nonce, aud: relying.merchantId }), nonce });
  return { status: res.status, accepted: res.status === 200 && res.body.valid === true, reason: res.body.reason ?? res.body.error?.code };
}

/** The relying merchant's hosted-page flow: accepted when the presentation is answered 200. */
async function throughFlow(baseUrl: string, relying: ChaosMerchant, present: Present) {
  const created = await call(baseUrl, "POST", "/api/v1/verification-sessions", relying.liveKey, { flows: ["credential"] });
  if (created.status !== 201) return { status: created.status, accepted: false, reason: "session not created" };
  const token = String(created.body.client_token);
  const request = await call(baseUrl, "GET", "/api/sdk/v1/credential/request", token);
  if (request.status !== 200) return { status: request.status, accepted: false, reason: "no nonce" };
  const res = await call(baseUrl, "POST", "/api/sdk/v1/credential/present", token, { presentation: await present({ nonce: String(request.body.nonce), aud: String(request.body.aud) }) });
  return { status: res.status, accepted: res.status === 200, reason: res.body.error?.message?.match(/\((\w+)\)/)?.[1] ?? res.body.error?.code };
}

export async function runCredentialAttack(options: { ledger: Ledger; baseUrls: string[]; issuer: ChaosMerchant; relying: ChaosMerchant; durationMs: number }): Promise<void> {
  const { ledger, baseUrls, issuer, relying } = options;
  const until = Date.now() + options.durationMs;
  for (let round = 0; Date.now() < until; round++) {
    const baseUrl = baseUrls[round % baseUrls.length]!;
    const other = baseUrls[(round + 1) % baseUrls.length]!;
    const saved = await savedCredential(baseUrl, issuer);
    if (saved) {
      const record = (revoked: boolean, path: CredentialCheckRecord["path"], answer: { status: number | null; accepted: boolean; reason?: string }) =>
        ledger.credentialChecks.push({ revoked, path, at: Date.now(), ...answer });
      record(false, "endpoint", await throughEndpoint(other, relying, saved.present));
      const revoked = await call(baseUrl, "POST", `/api/v1/vics/${saved.vicId}/revoke`, issuer.liveKey, { reason: "chaos: credential actor" });
      if (revoked.status === 200 && revoked.body.status === "revoked") {
        record(true, "endpoint", await throughEndpoint(other, relying, saved.present));
        record(true, "flow", await throughFlow(baseUrl, relying, saved.present));
      }
    }
    await sleep(ROUND_PAUSE_MS);
  }
}
