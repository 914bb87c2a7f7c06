import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { isMissingRoute, NotAvailable } from "../support/api-client.js";
import { runClosedLoop, type ClosedLoopResult } from "../support/closed-loop.js";
import { startSiweExpress } from "../support/floors.js";
import { profileStretch } from "../support/loop-profile.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import { SESSIONS_PATH } from "./shared.js";
import { verdict, type BenchContext, type Scenario } from "./types.js";

async function postJson(url: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Interactive test sessions with a wallet and a phone flow, so a wallet verify does not also decide the session. */
export async function createWalletSessions(apiBaseUrl: string, testKey: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const url = `${apiBaseUrl}${SESSIONS_PATH}`;
  while (tokens.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - tokens.length) }, () => postJson(url, { flows: ["wallet", "phone"], test_outcome: "interactive" }, testKey)),
    );
    for (const res of batch) {
      if (isMissingRoute(res as never)) throw new NotAvailable("POST /v1/verification-sessions is not built yet");
      if (res.status !== 201 || typeof res.body?.client_token !== "string") throw new Error(`creating a session answered ${res.status} ${JSON.stringify(res.body)}`);
      tokens.push(res.body.client_token);
    }
  }
  return tokens;
}

/** challenge -> sign (viem, in this process) -> verify, against `base` with or without tokens. */
export function roundTrip(base: string, signers: PrivateKeyAccount[], nextToken?: () => string | undefined) {
  return async (user: number): Promise<boolean> => {
    const token = nextToken?.();
    if (nextToken && !token) return false;
    const signer = signers[user]!;
    const prefix = token ? `${base}/api/sdk/v1/wallet` : base;
    const challenge = await postJson(`${prefix}/challenge`, { address: signer.address }, token);
    if (challenge.status !== 201) throw new Error(`challenge answered ${challenge.status} ${JSON.stringify(challenge.body)}`);
    const signature = await signer.signMessage({ message: challenge.body.message });
    const verified = await postJson(`${prefix}/verify`, { message: challenge.body.message, signature }, token);
    if (verified.status !== 200) throw new Error(`verify answered ${verified.status} ${JSON.stringify(verified.body)}`);
    return true;
  };
}

/**
 * Sign-In with Ethereum round trips (POST /sdk/v1/wallet/challenge, sign, POST /sdk/v1/wallet/verify),
 * closed loop, one fresh session per round trip. Baseline: bare Express + viem doing the same
 * message shape, nonce bookkeeping and offline verifyMessage, driven by the same loop (the
 * client's signing costs the same in both).
 */
export const walletVerifyScenario: Scenario = {
  name: "wallet-verify",
  title: "Wallet challenge + verify (SIWE)",
  async run(ctx) {
    const { concurrency, durationS } = ctx.params.walletVerify;
    const signers = Array.from({ length: concurrency }, () => privateKeyToAccount(generatePrivateKey()));
    const warmupMs = ctx.params.warmupS * 1000;

    const probe = await fetch(`${ctx.api.baseUrl}/api/sdk/v1/session`);
    if (probe.status === 404) throw new NotAvailable("/api/sdk/v1 is not built yet");

    const floor = await startSiweExpress(ctx.settings);
    let baseline: ClosedLoopResult;
    try {
      ctx.log(`baseline: bare Express + viem SIWE, ${concurrency} users, ${durationS} s`);
      await runClosedLoop(concurrency, warmupMs, roundTrip(floor.baseUrl, signers));
      baseline = await runClosedLoop(concurrency, durationS * 1000, roundTrip(floor.baseUrl, signers));
    } finally {
      await floor.stop();
    }

    // Enough sessions for twice the baseline's pace: the service cannot use more.
    const needed = Math.ceil(baseline.perSecond * (durationS + ctx.params.warmupS) * 1.2) + concurrency;
    ctx.log(`creating ${fmtNumber(needed)} interactive sessions`);
    const tokens = await createWalletSessions(ctx.api.baseUrl, ctx.merchants.wallet.testKey, needed);
    let next = 0;
    const nextToken = () => tokens[next++];

    ctx.log(`POST /sdk/v1/wallet/challenge + /verify, ${concurrency} users, ${durationS} s`);
    await runClosedLoop(concurrency, warmupMs, roundTrip(ctx.api.baseUrl, signers, nextToken));
    const result = await profileStretch(ctx.settings, [ctx.api.proc], ctx.log, () =>
      runClosedLoop(concurrency, durationS * 1000, roundTrip(ctx.api.baseUrl, signers, nextToken)),
    );
    if (result.completed === 0) throw new Error(`no round trip completed: ${result.firstError ?? "no error recorded"}`);

    const throughput = ratio(result.perSecond, baseline.perSecond);
    const ranOut = next > tokens.length;
    return {
      rows: [
        { metric: "round trips/s", value: fmtNumber(result.perSecond), baseline: fmtNumber(baseline.perSecond), ratio: fmtRatio(throughput), target: "≥ 0.6×", verdict: verdict(throughput >= 0.6) },
        { metric: "round trip p50", value: fmtMs(result.latency.p50), baseline: fmtMs(baseline.latency.p50), target: "reported", verdict: "reported" },
        { metric: "round trip p99", value: fmtMs(result.latency.p99), baseline: fmtMs(baseline.latency.p99), target: "reported", verdict: "reported" },
        { metric: "errors", value: `${result.errors} of ${fmtNumber(result.completed + result.errors)}`, baseline: String(baseline.errors), target: "0", verdict: verdict(result.errors === 0) },
      ],
      note: [result.firstError ? `first error: ${result.firstError}` : null, ranOut ? "ran out of pre-created sessions before the end" : null].filter(Boolean).join("; ") || undefined,
      details: { concurrency, durationS, result, baseline, sessionsCreated: tokens.length },
    };
  },
};
