import { setTimeout as sleep } from "node:timers/promises";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { randomBytes } from "node:crypto";
import type { CompletionRecord, Ledger, Outcome, RedactionRecord } from "./ledger.js";
import type { ChaosMerchant } from "./setup.js";

const REQUEST_TIMEOUT_MS = 10_000;
const COMPLETION_TRIES = 3;

interface Answer {
  status: number | null;
  body: Record<string, any>;
  error?: string;
}

/** One HTTP call against an api process; no answer (reset, refused, timeout) is status null, never a throw. */
async function send(ledger: Ledger, baseUrls: string[], api: number, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  ledger.inFlight[api]!++;
  try {
    const res = await fetch(`${baseUrls[api]}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: Record<string, any> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, any>) : {};
    } catch {
      // an answer, but not JSON: keep the status
    }
    return { status: res.status, body: parsed };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return { status: null, body: {}, error: e.cause?.code ?? e.name };
  } finally {
    ledger.inFlight[api]!--;
  }
}

const outcomeOf = (answer: Answer, ok: number): Outcome => (answer.status === ok ? "acknowledged" : answer.status === null ? "no-answer" : "refused");
const describe = (answer: Answer) => (answer.status === null ? `no answer (${answer.error})` : `${answer.status} ${answer.body.error?.code ?? ""}`.trim());
/** Every try of a completion, e.g. "verify: no answer (TimeoutError), then challenge: 409 invalid_state". */
const addTry = (record: CompletionRecord, step: string, answer: string) => {
  record.detail = record.detail ? `${record.detail}, then ${step}: ${answer}` : `${step}: ${answer}`;
};

/**
 * The end user's part, over the frontend SDK API only: a fresh wallet asks one api for a SIWE
 * challenge, signs it, and sends it to the other api. A live session asking for the wallet flow
 * alone is then decided (completed: VIC, attestation, billable usage, events).
 */
async function completeLive(ledger: Ledger, baseUrls: string[], merchant: ChaosMerchant, sessionId: string, clientToken: string, api: number): Promise<void> {
  const record: CompletionRecord = { sessionId, merchant: merchant.index, outcome: "no-answer", tries: 0 };
  ledger.completions.push(record);
  const wallet = privateKeyToAccount(generatePrivateKey());
  for (let i = 0; i < COMPLETION_TRIES; i++) {
    record.tries++;
    const challengeApi = (api + i) % baseUrls.length;
    const challenge = await send(ledger, baseUrls, challengeApi, "POST", "/api/sdk/v1/wallet/challenge", clientToken, { address: wallet.address });
    if (challenge.status === 201) {
      const signature = await wallet.signMessage({ message: String(challenge.body.message) });
      const verified = await send(ledger, baseUrls, (challengeApi + 1) % baseUrls.length, "POST", "/api/sdk/v1/wallet/verify", clientToken, {
        message: challenge.body.message,
        signature,
      });
      if (verified.status === 200) {
        record.outcome = verified.body.status === "completed" ? "acknowledged" : "refused";
        if (record.outcome === "refused" || record.tries > 1) addTry(record, "verify", `200 ${verified.body.status}`);
        return;
      }
      addTry(record, "verify", describe(verified));
      if (verified.status !== null && verified.status < 500) {
        record.outcome = "refused";
        return;
      }
    } else {
      addTry(record, "challenge", describe(challenge));
      // 409 after a verify that got no answer: that verify completed it; it stays unacknowledged.
      if (challenge.status === 409) {
        if (record.tries === 1) record.outcome = "refused";
        return;
      }
    }
    await sleep(1_000);
  }
}

/**
 * The redaction load: a completed session is redacted (`POST /api/v1/verification-sessions/{id}/redact`,
 * tried up to 3 times while unanswered or 5xx; asking again is a no-op), and its personal value
 * must be gone from Postgres once the run drains (scripts/chaos/reconcile-redaction.ts).
 */
async function redact(ledger: Ledger, baseUrls: string[], merchant: ChaosMerchant, sessionId: string, person: string, api: number): Promise<void> {
  const record: RedactionRecord = { sessionId, merchant: merchant.index, outcome: "no-answer", person, tries: 0 };
  ledger.redactions.push(record);
  for (let i = 0; i < COMPLETION_TRIES; i++) {
    record.tries++;
    const answer = await send(ledger, baseUrls, (api + i) % baseUrls.length, "POST", `/api/v1/verification-sessions/${sessionId}/redact`, merchant.liveKey);
    if (answer.status === 200) {
      record.outcome = answer.body.redaction ? "acknowledged" : "refused";
      return;
    }
    record.detail = record.detail ? `${record.detail}, then ${describe(answer)}` : describe(answer);
    if (answer.status !== null && answer.status < 500) {
      record.outcome = "refused";
      return;
    }
    await sleep(1_000);
  }
}

/**
 * Open-loop paced load: `perSecond` session creates (live, wallet flow) spread over both api
 * processes and every merchant, whatever the answers; every `completeEvery`-th acknowledged
 * session is then completed through the SDK API, and every `redactEvery`-th acknowledged
 * completion redacted. Everything is recorded in the ledger.
 */
export async function runLoad(options: {
  ledger: Ledger;
  baseUrls: string[];
  merchants: ChaosMerchant[];
  perSecond: number;
  completeEvery: number;
  redactEvery: number;
  durationMs: number;
}): Promise<void> {
  const { ledger, baseUrls, merchants } = options;
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const started = performance.now();
  let acknowledged = 0;
  let completed = 0;
  for (let seq = 0; ; seq++) {
    const due = started + (seq * 1000) / options.perSecond;
    if (due - started >= options.durationMs) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const merchant = merchants[seq % merchants.length]!;
    const api = seq % baseUrls.length;
    track(
      (async () => {
        const sentAt = Date.now();
        const person = `person-${randomBytes(8).toString("hex")}`;
        const answer = await send(ledger, baseUrls, api, "POST", "/api/v1/verification-sessions", merchant.liveKey, {
          flows: ["wallet"],
          metadata: { chaos_seq: String(seq), chaos_person: person },
        });
        const outcome = outcomeOf(answer, 201);
        ledger.creates.push({
          seq,
          merchant: merchant.index,
          api,
          sentAt,
          outcome,
          status: answer.status,
          sessionId: outcome === "acknowledged" ? String(answer.body.id) : undefined,
          detail: outcome === "acknowledged" ? undefined : describe(answer),
        });
        if (outcome === "acknowledged" && ++acknowledged % options.completeEvery === 0) {
          const sessionId = String(answer.body.id);
          await completeLive(ledger, baseUrls, merchant, sessionId, String(answer.body.client_token), api);
          const completion = ledger.completions.find((c) => c.sessionId === sessionId);
          if (completion?.outcome === "acknowledged" && ++completed % options.redactEvery === 0)
            await redact(ledger, baseUrls, merchant, sessionId, person, api);
        }
      })(),
    );
  }
  while (pending.size > 0) await Promise.all([...pending]);
}
