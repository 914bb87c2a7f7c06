import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { AbuseRecord, Ledger } from "./ledger.js";
import { ABUSE_LIMITS, attackerTries, disabledAccountTries, type SmsTry } from "./abuse-plan.js";
import type { LiveAccount } from "./setup.js";

// A pumping script waits for its answers: on a loaded machine a 10 s timeout left most sends unasked.
const REQUEST_TIMEOUT_MS = 30_000;
/** The second account's sends before its disable; the last ones go out as a burst racing it, so some are still queued when it lands. */
const DISABLED_ACCOUNT_SENDS = 6;
const BURST = 3;
/** Sessions (and their client tokens) the second account keeps for after its disable. */
const KEPT_SESSIONS = 4;
const AFTER_DISABLE_ROUNDS = 8;
const ENDPOINT_FLOOD_WIDTH = 6;
/** Operations wait longer than a script for the kill switch's answer, and try again until it comes. */
const DISABLE_TIMEOUT_MS = 30_000;
const DISABLE_ATTEMPTS = 8;

interface Answer {
  status: number | null;
  body: Record<string, any>;
  code?: string;
}

/** One request from a given loopback address (node:http, which can pick the source address); no answer is status null. */
function send(baseUrl: string, from: string, method: string, path: string, headers: Record<string, string>, body?: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        localAddress: from,
        headers: { ...headers, ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", (error) => resolve({ status: null, body: {}, code: (error as NodeJS.ErrnoException).code ?? error.name }));
        res.on("end", () => {
          let parsed: Record<string, any> = {};
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, any>;
          } catch {
            // an answer, but not JSON: keep the status
          }
          resolve({ status: res.statusCode ?? null, body: parsed, code: parsed.error?.code });
        });
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TimeoutError" })));
    req.on("error", (error) => resolve({ status: null, body: {}, code: (error as NodeJS.ErrnoException).code ?? error.name }));
    req.end(payload);
  });
}

interface AbuseContext {
  ledger: Ledger;
  baseUrls: string[];
  /** Rotates requests over the api processes. */
  turn: number;
}

/**
 * One abuse request, recorded. Refused at connect (an api killed and not back yet), it goes to the
 * other api at once, as a persistent script would; a request that may have arrived is not repeated.
 */
async function act(ctx: AbuseContext, record: Omit<AbuseRecord, "sentAt" | "status" | "code" | "afterDisable">, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const sentAt = Date.now();
  const afterDisable = ctx.ledger.disabledAt !== undefined && sentAt > ctx.ledger.disabledAt;
  let answer: Answer = { status: null, body: {} };
  for (let i = 0; i < ctx.baseUrls.length; i++) {
    answer = await send(ctx.baseUrls[ctx.turn++ % ctx.baseUrls.length]!, record.from, method, path, { authorization: `Bearer ${token}` }, body);
    if (answer.code !== "ECONNREFUSED") break;
  }
  ctx.ledger.abuse.push({ ...record, sentAt, status: answer.status, code: answer.code, afterDisable });
  return answer;
}

const createPhoneSession = (ctx: AbuseContext, account: LiveAccount, actor: AbuseRecord["actor"], from: string) =>
  act(ctx, { actor, action: "create-session", from }, "POST", "/api/v1/verification-sessions", account.liveKey, { flows: ["phone"] });

/** A fresh live session asks for a code to the try's number: a session per text, as a pumping script does to dodge the per-session limits. */
async function trySms(ctx: AbuseContext, account: LiveAccount, sms: SmsTry): Promise<void> {
  const session = await createPhoneSession(ctx, account, sms.actor, sms.from);
  if (session.status !== 201) return;
  await act(ctx, { actor: sms.actor, action: `send-code:${sms.series}`, number: sms.number, from: sms.from }, "POST", "/api/sdk/v1/phone/send-code", String(session.body.client_token), {
    phone_number: sms.number,
  });
}

/**
 * More live endpoints than the cap allows, ENDPOINT_FLOOD_WIDTH at a time (a race on the cap is
 * part of the attack; wider, the creates queue on the merchant's endpoint lock holding every
 * pooled connection, which is an overload of its own, reported apart).
 */
async function floodEndpoints(ctx: AbuseContext, attacker: LiveAccount, receiverUrl: (path: string) => string, round: number): Promise<void> {
  const total = ABUSE_LIMITS.endpointsPerMode + 8;
  for (let first = 0; first < total; first += ENDPOINT_FLOOD_WIDTH) {
    await Promise.all(
      Array.from({ length: Math.min(ENDPOINT_FLOOD_WIDTH, total - first) }, (_, j) =>
        act(ctx, { actor: "attacker", action: "create-endpoint", from: "127.0.7.1" }, "POST", "/api/v1/webhook-endpoints", attacker.liveKey, {
          // An event no abuse session ever produces: the endpoints exist, nothing is delivered to them.
          url: receiverUrl(`/abuse/${round}/${first + j}`),
          events: ["verification_session.completed"],
        }),
      ),
    );
  }
}

/** Operations pull the kill switch on the second account (admin basic auth), as `POST /admin/api/merchants/{id}/live-access`. */
async function disableAccount(ctx: AbuseContext, account: LiveAccount, admin: { user: string; password: string }): Promise<void> {
  for (let attempt = 0; attempt < DISABLE_ATTEMPTS; attempt++) {
    const answer = await send(
      ctx.baseUrls[attempt % ctx.baseUrls.length]!,
      "127.0.0.1",
      "POST",
      `/admin/api/merchants/${account.merchantId}/live-access`,
      { authorization: `Basic ${Buffer.from(`${admin.user}:${admin.password}`).toString("base64")}` },
      { enabled: false, reason: "chaos: abuse load" },
      DISABLE_TIMEOUT_MS,
    );
    if (answer.status === 200) {
      ctx.ledger.disabledAt = Date.now();
      ctx.ledger.disableNote = `acknowledged at +${ctx.ledger.secondsSinceStart()} s; ${answer.body.canceled_sms} queued live SMS canceled`;
      return;
    }
    // A fault (api killed, Postgres restarting) or the load may eat the call; operations try again
    // (once it went through, the answer is 200 with `changed: false`, and that is the acknowledgement).
    await sleep(2_000);
  }
  // Never acknowledged: the kill switch could not be checked; the disabled-account row counts it as a loss.
  ctx.ledger.disableNote = `never acknowledged in ${DISABLE_ATTEMPTS} attempts`;
}

/** After the disable: the second account keeps using its live key and the client tokens it kept. */
async function useDisabledAccount(ctx: AbuseContext, account: LiveAccount, tokens: string[], round: number): Promise<void> {
  const from = `127.0.8.${round + 1}`;
  await createPhoneSession(ctx, account, "disabled", from);
  // No kept token when every try to create one met a fault: the live key alone is used then.
  const token = tokens[round % tokens.length];
  if (token === undefined) return;
  await act(ctx, { actor: "disabled", action: "send-code:disabled-account", number: `+4474005551${10 + round}`, from }, "POST", "/api/sdk/v1/phone/send-code", token, {
    phone_number: `+4474005551${10 + round}`,
  });
  const wallet = privateKeyToAccount(generatePrivateKey());
  await act(ctx, { actor: "disabled", action: "wallet-challenge", from }, "POST", "/api/sdk/v1/wallet/challenge", token, { address: wallet.address });
}

/**
 * The abuse load (docs/chaos.md), beside the steady load and its faults, loopback only and bounded
 * in count and time: the attacker pumps texts (refused line types, one victim from many sessions,
 * one address, many numbers) and floods endpoints; the second account queues texts, is disabled
 * by operations mid-load, and keeps going. Everything is recorded in `ledger.abuse`.
 */
export async function runAbuse(options: {
  ledger: Ledger;
  baseUrls: string[];
  attacker: LiveAccount;
  disabled: LiveAccount;
  admin: { user: string; password: string };
  receiverUrl: (path: string) => string;
  durationMs: number;
}): Promise<void> {
  const { ledger, attacker, disabled } = options;
  const ctx: AbuseContext = { ledger, baseUrls: options.baseUrls, turn: 0 };
  const started = Date.now();
  // Open loop: each step starts at its time whatever the earlier ones still wait for (a slow or
  // dead api must not bunch the attack up behind it).
  const at = async <T>(fraction: number, step: () => Promise<T>): Promise<T> => {
    await sleep(Math.max(0, started + fraction * options.durationMs - Date.now()));
    return step();
  };

  const tries = attackerTries();
  const attack = tries.map((sms, i) => at((0.9 * i) / tries.length, () => trySms(ctx, attacker, sms)));
  const endpoints = [0.15, 0.65].map((fraction, round) => at(fraction, () => floodEndpoints(ctx, attacker, options.receiverUrl, round)));
  const killSwitch = (async () => {
    const before = disabledAccountTries(DISABLED_ACCOUNT_SENDS);
    const early = before.slice(0, -BURST).map((sms, i) => at(0.05 + (0.3 * i) / before.length, () => trySms(ctx, disabled, sms)));
    // Sessions whose client tokens it keeps for after the disable; a fault may refuse some, so it asks again until the burst.
    const tokens: string[] = [];
    await at(0.1, async () => {
      for (let i = 0; tokens.length < KEPT_SESSIONS && Date.now() < started + 0.4 * options.durationMs; i++) {
        const session = await createPhoneSession(ctx, disabled, "disabled", `127.0.6.${100 + i}`);
        if (session.status === 201) tokens.push(String(session.body.client_token));
        else await sleep(1_000);
      }
    });
    // The burst and the disable race: some texts are queued when it lands, some asked for while it commits.
    const burst = await at(0.45, async () => before.slice(-BURST).map((sms) => trySms(ctx, disabled, sms)));
    await disableAccount(ctx, disabled, options.admin);
    await Promise.all(burst);
    if (ledger.disabledAt === undefined) return void (await Promise.all(early));
    const disabledAt = (ledger.disabledAt - started) / options.durationMs;
    const after = Array.from({ length: AFTER_DISABLE_ROUNDS }, (_, round) =>
      at(disabledAt + ((0.95 - disabledAt) * round) / AFTER_DISABLE_ROUNDS, () => useDisabledAccount(ctx, disabled, tokens, round)),
    );
    await Promise.all([...early, ...after]);
  })();
  await Promise.all([...attack, ...endpoints, killSwitch]);
}
