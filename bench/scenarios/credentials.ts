import { randomBytes } from "node:crypto";
import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { sdJwtFloor } from "../baselines/sdjwt-floor.js";
import { NotAvailable } from "../support/api-client.js";
import { startSdJwtExpress } from "../support/floors.js";
import { profileStretch } from "../support/loop-profile.js";
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

/** The same closed loops against one server: issue (credential per user), then check a fresh presentation each time. */
function loops(ctx: BenchContext, devices: Device[], server: { issue: (user: number) => Promise<string>; check: (user: number, presentation: string, nonce: string) => Promise<boolean>; aud: string }) {
  const { concurrency, durationS } = ctx.params.credentials;
  return async () => {
    await runClosedLoop(concurrency, ctx.params.warmupS * 1000, async (user) => Boolean(await server.issue(user)));
    const issue = await runClosedLoop(concurrency, durationS * 1000, async (user) => Boolean(await server.issue(user)));
    const credentials = await Promise.all(devices.map((_, user) => server.issue(user)));
    const check = await runClosedLoop(concurrency, durationS * 1000, async (user) => {
      const nonce = randomBytes(18).toString("base64url");
      return server.check(user, await present(devices[user]!, credentials[user]!, server.aud, nonce), nonce);
    });
    return { issue, check };
  };
}

/**
 * Credentials (contract section 21): `POST /api/sdk/v1/credential` (a user re-issues a completed
 * test session's credential to its device key: the session, its VIC and the device's credential
 * row read, an ES256 SD-JWT VC signed) and `POST /v1/credential-verifications` (a fresh nonce
 * each: signature, key binding, the VIC's status in Postgres, the nonce used up in Redis), closed
 * loop. The floor is bare Express + @sd-jwt issuing and verifying the same shapes over the same
 * HTTP client (bench/baselines/sdjwt-express.ts), as `wallet-verify`'s is bare Express + viem;
 * the same work in this process, without HTTP, is reported beside it. The holder's presentation
 * is made by the client on every side.
 */
export const credentialsScenario: Scenario = {
  name: "credentials",
  title: "Credential issue and presentation check (SD-JWT VC)",
  async run(ctx: BenchContext) {
    const { concurrency, durationS } = ctx.params.credentials;
    const merchant = ctx.merchants.wallet;
    const base = ctx.api.baseUrl;
    const devices = await Promise.all(Array.from({ length: concurrency }, device));

    const local = await sdJwtFloor();
    const localCredentials = await Promise.all(devices.map((d) => local.issue(d.publicJwk)));
    ctx.log(`bare @sd-jwt in this process, ${concurrency} users, ${durationS} s each`);
    const inProcess = {
      issue: await runClosedLoop(concurrency, durationS * 1000, async (user) => Boolean(await local.issue(devices[user]!.publicJwk))),
      check: await runClosedLoop(concurrency, durationS * 1000, async (user) => {
        const nonce = randomBytes(18).toString("base64url");
        return Boolean(await local.verify(await present(devices[user]!, localCredentials[user]!, merchant.merchantId, nonce), nonce));
      }),
    };

    const floorServer = await startSdJwtExpress(ctx.settings);
    let floor: Awaited<ReturnType<ReturnType<typeof loops>>>;
    try {
      ctx.log(`baseline: bare Express + @sd-jwt, ${concurrency} users, ${durationS} s each`);
      floor = await loops(ctx, devices, {
        aud: merchant.merchantId,
        issue: async (user) => (await call(`${floorServer.baseUrl}/issue`, "POST", "-", { holder_jwk: devices[user]!.publicJwk })).body.credential as string,
        check: async (_user, presentation, nonce) => (await call(`${floorServer.baseUrl}/verify`, "POST", "-", { presentation, nonce })).body.valid === true,
      })();
    } finally {
      await floorServer.stop();
    }

    // A client token allows 120 SDK requests a minute: each user turns over enough completed
    // sessions to stay under it at the floor's pace (the issue phase lasts warm-up + duration).
    const perUser = Math.max(1, Math.ceil((floor.issue.perSecond * (durationS + ctx.params.warmupS)) / concurrency / 100));
    ctx.log(`completing ${concurrency * perUser} test sessions (${perUser} per user)`);
    const tokens: string[][] = [];
    for (let user = 0; user < concurrency; user++) {
      tokens.push([]);
      for (let i = 0; i < perUser; i++) {
        const created = await call(`${base}${SESSIONS_PATH}`, "POST", merchant.testKey, { flows: ["wallet"], test_outcome: "interactive" });
        const completed = await call(`${base}/api/v1/test_helpers/verification_sessions/${created.body?.id}/complete`, "POST", merchant.testKey);
        if (completed.status !== 200) throw new Error(`completing a session answered ${completed.status} ${JSON.stringify(completed.body)}`);
        tokens[user]!.push(created.body.client_token);
      }
    }
    const turn = new Array<number>(concurrency).fill(0);
    const issue = async (user: number) => {
      const token = tokens[user]![turn[user]!++ % perUser]!;
      const res = await call(`${base}/api/sdk/v1/credential`, "POST", token, { holder_jwk: devices[user]!.publicJwk });
      if (res.status === 404) throw new NotAvailable("POST /api/sdk/v1/credential is not built yet");
      if (res.status !== 201) throw new Error(`issue answered ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.credential as string;
    };
    const check = async (_user: number, presentation: string, nonce: string) => {
      const res = await call(`${base}/api/v1/credential-verifications`, "POST", merchant.testKey, { presentation, nonce });
      if (res.status !== 200 || res.body.valid !== true) throw new Error(`check answered ${res.status} ${JSON.stringify(res.body)}`);
      return true;
    };
    ctx.log(`POST /sdk/v1/credential and /v1/credential-verifications, ${concurrency} users, ${durationS} s each`);
    const served = await profileStretch(ctx.settings, [ctx.api.proc], ctx.log, loops(ctx, devices, { aud: merchant.merchantId, issue, check }));

    const rows = (["issue", "check"] as const).flatMap((kind) => {
      const result = served[kind];
      const r = ratio(result.perSecond, floor[kind].perSecond);
      const label = kind === "issue" ? "credentials issued/s" : "presentations checked/s";
      return [
        { metric: label, value: fmtNumber(result.perSecond), baseline: fmtNumber(floor[kind].perSecond), ratio: fmtRatio(r), target: "≥ 0.5×", verdict: verdict(r >= 0.5) },
        { metric: `${kind} p99`, value: fmtMs(result.latency.p99), baseline: fmtMs(floor[kind].latency.p99), target: "reported", verdict: "reported" as const },
        { metric: `${kind} errors`, value: `${result.errors} of ${fmtNumber(result.completed + result.errors)}`, baseline: String(floor[kind].errors), target: "0", verdict: verdict(result.errors === 0) },
        {
          metric: `${kind}/s, bare @sd-jwt in the bench process (no HTTP)`,
          value: fmtNumber(inProcess[kind].perSecond),
          ratio: fmtRatio(ratio(result.perSecond, inProcess[kind].perSecond)),
          target: "reported",
          verdict: "reported" as const,
        },
      ];
    });
    const firstError = served.issue.firstError ?? served.check.firstError;
    return { rows, note: firstError ? `first error: ${firstError}` : undefined, details: { concurrency, durationS, perUser, served, floor, inProcess } };
  },
};
