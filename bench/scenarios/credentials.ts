import { randomBytes } from "node:crypto";
import { digest, ES256, generateSalt } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { NotAvailable } from "../support/api-client.js";
import { runClosedLoop, type ClosedLoopResult } from "../support/closed-loop.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import { SESSIONS_PATH } from "./shared.js";
import { verdict, type BenchContext, type Scenario } from "./types.js";

async function call(url: string, method: string, token: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A person's device: its key, and a holder presenting with it (the client's cost, the same on both sides). */
async function device() {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: await ES256.getSigner(privateKey), kbSignAlg: "ES256" });
  return { publicJwk: { kty: "EC", crv: "P-256", x: publicKey.x!, y: publicKey.y! }, holder };
}
type Device = Awaited<ReturnType<typeof device>>;

const present = (d: Device, credential: string, aud: string, nonce: string) =>
  d.holder.present(credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud, nonce } } });

/** The floor: bare @sd-jwt issuing the service's payload shape and verifying a presentation of it, in this process. */
async function bareSdJwt() {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const issuer = new SDJwtVcInstance({ signer: await ES256.getSigner(privateKey), signAlg: "ES256", hasher: digest, hashAlg: "sha-256", saltGenerator: generateSalt });
  const verifier = new SDJwtVcInstance({
    hasher: digest,
    hashAlg: "sha-256",
    verifier: await ES256.getVerifier(publicKey),
    kbVerifier: async (data, signature, payload) => (await ES256.getVerifier((payload as { cnf: { jwk: JsonWebKey } }).cnf.jwk))(data, signature),
  });
  const issue = (holderJwk: object) => {
    const now = Math.floor(Date.now() / 1000);
    return issuer.issue(
      { iss: "https://floor.example", vct: "https://floor.example/credentials/vic", iat: now, exp: now + 86_400, cnf: { jwk: holderJwk }, vic_id: "vic_floor", tier: "verified", flows: ["wallet"], livemode: false, customer_address: "0x0000000000000000000000000000000000000001" },
      { _sd: ["customer_address"] } as never,
      { header: { kid: "floor", typ: "dc+sd-jwt" } },
    );
  };
  return { issue, verify: (presentation: string, nonce: string) => verifier.verify(presentation, { keyBindingNonce: nonce }) };
}

/**
 * Credentials (contract section 21): `POST /api/sdk/v1/credential` (each user re-issues its
 * session's credential to its device: the lock, the row and an SD-JWT VC signature) and
 * `POST /v1/credential-verifications` (a fresh nonce each: signature, key binding, status in
 * Postgres), closed loop, against bare @sd-jwt issuing and verifying the same shapes in this
 * process, in the same run. The holder's presentation is made by the client on both sides.
 */
export const credentialsScenario: Scenario = {
  name: "credentials",
  title: "Credential issue and presentation check (SD-JWT VC)",
  async run(ctx: BenchContext) {
    const { concurrency, durationS } = ctx.params.credentials;
    const warmupMs = ctx.params.warmupS * 1000;
    const merchant = ctx.merchants.wallet;
    const base = ctx.api.baseUrl;
    const devices = await Promise.all(Array.from({ length: concurrency }, device));

    const floor = await bareSdJwt();
    const floorCredentials = await Promise.all(devices.map((d) => floor.issue(d.publicJwk)));
    ctx.log(`baseline: bare @sd-jwt issue and verify, ${concurrency} users, ${durationS} s each`);
    const floorIssue = await runClosedLoop(concurrency, durationS * 1000, async (user) => Boolean(await floor.issue(devices[user]!.publicJwk)));
    const floorVerify = await runClosedLoop(concurrency, durationS * 1000, async (user) => {
      const nonce = randomBytes(18).toString("base64url");
      return Boolean(await floor.verify(await present(devices[user]!, floorCredentials[user]!, merchant.merchantId, nonce), nonce));
    });

    ctx.log(`completing ${concurrency} test sessions`);
    const tokens: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      const created = await call(`${base}${SESSIONS_PATH}`, "POST", merchant.testKey, { flows: ["wallet"], test_outcome: "interactive" });
      const completed = await call(`${base}/api/v1/test_helpers/verification_sessions/${created.body?.id}/complete`, "POST", merchant.testKey);
      if (completed.status !== 200) throw new Error(`completing a session answered ${completed.status} ${JSON.stringify(completed.body)}`);
      tokens.push(created.body.client_token);
    }
    const issue = async (user: number) => {
      const res = await call(`${base}/api/sdk/v1/credential`, "POST", tokens[user]!, { holder_jwk: devices[user]!.publicJwk });
      if (res.status === 404) throw new NotAvailable("POST /api/sdk/v1/credential is not built yet");
      if (res.status !== 201) throw new Error(`issue answered ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.credential as string;
    };
    const credentials = await Promise.all(devices.map((_, user) => issue(user)));
    const check = async (user: number) => {
      const nonce = randomBytes(18).toString("base64url");
      const res = await call(`${base}/api/v1/credential-verifications`, "POST", merchant.testKey, { presentation: await present(devices[user]!, credentials[user]!, merchant.merchantId, nonce), nonce });
      if (res.status !== 200 || res.body.valid !== true) throw new Error(`check answered ${res.status} ${JSON.stringify(res.body)}`);
      return true;
    };

    ctx.log(`POST /sdk/v1/credential and /v1/credential-verifications, ${concurrency} users, ${durationS} s each`);
    await runClosedLoop(concurrency, warmupMs, async (user) => Boolean(await issue(user)));
    const served: { issue: ClosedLoopResult; check: ClosedLoopResult } = {
      issue: await runClosedLoop(concurrency, durationS * 1000, async (user) => Boolean(await issue(user))),
      check: await runClosedLoop(concurrency, durationS * 1000, check),
    };
    const rows = (["issue", "check"] as const).flatMap((kind) => {
      const result = served[kind];
      const floorResult = kind === "issue" ? floorIssue : floorVerify;
      const r = ratio(result.perSecond, floorResult.perSecond);
      const label = kind === "issue" ? "credentials issued/s" : "presentations checked/s";
      return [
        { metric: label, value: fmtNumber(result.perSecond), baseline: fmtNumber(floorResult.perSecond), ratio: fmtRatio(r), target: "≥ 0.5×", verdict: verdict(r >= 0.5) },
        { metric: `${kind} p99`, value: fmtMs(result.latency.p99), baseline: fmtMs(floorResult.latency.p99), target: "reported", verdict: "reported" as const },
        { metric: `${kind} errors`, value: String(result.errors), target: "0", verdict: verdict(result.errors === 0) },
      ];
    });
    const firstError = served.issue.firstError ?? served.check.firstError;
    return { rows, note: firstError ? `first error: ${firstError}` : undefined, details: { concurrency, durationS, served, floor: { issue: floorIssue, verify: floorVerify } } };
  },
};
