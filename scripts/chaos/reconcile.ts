import { withClient } from "../../src/platform/db/one-off-client.js";
import { vicHash } from "../../src/chain/vic-credential.js";
import type { LocalChain } from "../../test/support/anvil.js";
import { readChainAttestations } from "../../test/support/eas-reader.js";
import type { StripeServer } from "../../test/support/stripe-server.js";
import type { Backlog } from "./drain.js";
import type { Ledger } from "./ledger.js";
import type { Receipt } from "./receivers.js";
import type { ServiceLogSummary } from "./service-logs.js";
import type { ChaosMerchant, LedgerEndpoint } from "./setup.js";

/** One line of the table: a loss row must be 0; an info row only describes the run. */
export interface Row {
  kind: "loss" | "info";
  check: string;
  value: number | string;
  note?: string;
}

export interface Sources {
  ledger: Ledger;
  merchants: ChaosMerchant[];
  receipts: Receipt[];
  stripe: StripeServer;
  chain: LocalChain;
  databaseUrl: string;
  drain: { waitedMs: number; left: Backlog };
  serviceLogs: ServiceLogSummary;
}

/** How many items fall in each group. */
export const tally = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};
/** "group: n, ..." largest first. */
export const describeCounts = (counts: Map<string, number>) =>
  [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`).join(", ");
const sample = (ids: string[]) => (ids.length === 0 ? undefined : `e.g. ${ids.slice(0, 3).join(", ")}`);

interface EventRow {
  id: string;
  merchant_id: string;
  type: string;
  endpoint_id: string | null;
  subject: string | null;
}

/**
 * Reconciles the ledger (what the API acknowledged), the receivers (what arrived), the Stripe
 * stand-in (what was billed) and the chain's logs (what was attested) with what Postgres holds.
 */
export async function reconcile(sources: Sources): Promise<Row[]> {
  const { ledger, merchants, receipts, stripe, chain } = sources;
  const merchantIds = merchants.map((m) => m.merchantId);
  const acknowledged = ledger.acknowledgedSessionIds();
  const completedAck = ledger.acknowledgedCompletionIds();

  const db = await withClient(sources.databaseUrl, async (client) => {
    const rows = async <T extends object>(sql: string, params: unknown[] = []) => (await client.query<T & Record<string, unknown>>(sql, params)).rows as T[];
    return {
      sessions: await rows<{ id: string; status: string; vic_id: string | null; seq: string | null }>(
        "SELECT id, status, vic_id, metadata->>'chaos_seq' AS seq FROM verification_sessions WHERE merchant_id = ANY($1)",
        [merchantIds],
      ),
      events: await rows<EventRow>("SELECT id, merchant_id, type, endpoint_id, data->>'id' AS subject FROM events WHERE merchant_id = ANY($1)", [merchantIds]),
      deliveries: await rows<{ id: string; endpoint_id: string; event_id: string; status: string; attempt_count: number }>(
        "SELECT id, endpoint_id, event_id, status, attempt_count FROM webhook_deliveries WHERE merchant_id = ANY($1)",
        [merchantIds],
      ),
      liveCompleted: await rows<{ id: string; vic_id: string | null; usage_id: string | null; attestation: string | null }>(
        `SELECT s.id, s.vic_id, u.id AS usage_id, a.status AS attestation
           FROM verification_sessions s
           LEFT JOIN billable_usage u ON u.session_id = s.id
           LEFT JOIN vic_attestations a ON a.vic_id = s.vic_id AND a.period = 1
          WHERE s.merchant_id = ANY($1) AND s.mode = 'live' AND s.status = 'completed'`,
        [merchantIds],
      ),
      usage: await rows<{ id: string; session_id: string }>("SELECT id, session_id FROM billable_usage WHERE merchant_id = ANY($1)", [merchantIds]),
      chainTxs: await rows<{ tx_hash: string; status: string }>("SELECT tx_hash, status FROM chain_transactions"),
    };
  });

  const rows: Row[] = [];
  const loss = (check: string, ids: string[], note?: string) => rows.push({ kind: "loss", check, value: ids.length, note: [note, sample(ids)].filter(Boolean).join("; ") || undefined });
  const info = (check: string, value: number | string, note?: string) => rows.push({ kind: "info", check, value, note });

  // What the load generator sent and what the API answered.
  const creates = ledger.creates;
  info("session creates sent", creates.length, `${Math.round(creates.length / Math.max(1, ledger.secondsSinceStart(Math.max(...creates.map((c) => c.sentAt)))))}/s over 2 api processes`);
  info("  acknowledged (201)", acknowledged.length);
  const refused = creates.filter((c) => c.outcome === "refused");
  info("  refused (answered, not 201)", refused.length, describeCounts(tally(refused, (c) => c.detail ?? String(c.status))) || undefined);
  const unanswered = creates.filter((c) => c.outcome === "no-answer");
  info("  no answer (not acknowledged)", unanswered.length, describeCounts(tally(unanswered, (c) => c.detail ?? "")) || undefined);
  const acknowledgedSet = new Set(acknowledged);
  const committedUnacknowledged = db.sessions.filter((s) => !acknowledgedSet.has(s.id));
  info("  committed though not acknowledged", committedUnacknowledged.length, "in Postgres, the answer lost or refused late: not a loss");
  info("live completions tried (SDK wallet flow)", ledger.completions.length);
  info("  acknowledged (verify 200, completed)", completedAck.length);
  const incomplete = ledger.completions.filter((c) => c.outcome !== "acknowledged");
  info("  not acknowledged", incomplete.length, describeCounts(tally(incomplete, (c) => c.detail ?? c.outcome)) || undefined);

  // 5. Acknowledged writes are in Postgres.
  const sessionById = new Map(db.sessions.map((s) => [s.id, s]));
  loss("acknowledged session creates missing from Postgres", acknowledged.filter((id) => !sessionById.has(id)));
  loss(
    "acknowledged completions not completed in Postgres",
    completedAck.filter((id) => sessionById.get(id)?.status !== "completed" || !sessionById.get(id)?.vic_id),
  );
  const eventsBySubject = tally(db.events, (e) => `${e.type}\n${e.subject}`);
  loss("acknowledged creates without a verification_session.created event", acknowledged.filter((id) => !eventsBySubject.has(`verification_session.created\n${id}`)));
  loss("acknowledged completions without a verification_session.completed event", completedAck.filter((id) => !eventsBySubject.has(`verification_session.completed\n${id}`)));

  // 1. Every event reached every endpoint subscribed to it, with a 2xx.
  const endpoints = merchants.flatMap((m) => m.endpoints);
  const endpointById = new Map(endpoints.map((e) => [e.id, e]));
  const receiptKey = (endpoint: LedgerEndpoint, eventId: string) => `${endpoint.receiver}\n${endpoint.path}\n${eventId}`;
  const accepted = tally(receipts.filter((r) => r.status >= 200 && r.status < 300), (r) => `${r.receiver}\n${r.path}\n${r.eventId}`);
  const expected = db.events.flatMap((event) => {
    const targets = event.endpoint_id
      ? [endpointById.get(event.endpoint_id)].filter((e): e is LedgerEndpoint => !!e)
      : endpoints.filter((e) => e.merchantId === event.merchant_id && e.events.includes(event.type));
    return targets.map((endpoint) => ({ event, endpoint }));
  });
  const undelivered = expected.filter(({ event, endpoint }) => !accepted.has(receiptKey(endpoint, event.id)));
  const ackSubjects = new Set([...acknowledged, ...completedAck]);
  const undeliveredAck = undelivered.filter(({ event }) => event.subject !== null && ackSubjects.has(event.subject));
  loss(
    "events of acknowledged writes never delivered 2xx to a subscribed endpoint",
    undeliveredAck.map(({ event, endpoint }) => `${event.id}→${endpoint.id}`),
    `of ${expected.filter(({ event }) => event.subject !== null && ackSubjects.has(event.subject)).length} (event, endpoint) pairs`,
  );
  loss(
    "any other event in Postgres never delivered 2xx to a subscribed endpoint",
    undelivered.filter((u) => !undeliveredAck.includes(u)).map(({ event, endpoint }) => `${event.id}→${endpoint.id}`),
    `of ${expected.length} pairs in all: ${db.events.length} events × subscribed endpoints (unacknowledged writes, customers, pings)`,
  );

  // 2. No delivery claims a success the receiver never gave.
  const succeeded = db.deliveries.filter((d) => d.status === "succeeded");
  loss(
    "deliveries recorded succeeded without a 2xx at the receiver",
    succeeded.filter((d) => {
      const endpoint = endpointById.get(d.endpoint_id);
      return !endpoint || !accepted.has(receiptKey(endpoint, d.event_id));
    }).map((d) => d.id),
  );
  info("events recorded", db.events.length, describeCounts(tally(db.events, (e) => e.type)));
  info("deliveries", db.deliveries.length, describeCounts(tally(db.deliveries, (d) => d.status)));
  const retried = db.deliveries.filter((d) => d.attempt_count > 1);
  info("  delivered after a retry (attempts > 1)", retried.length, `${db.deliveries.reduce((n, d) => n + d.attempt_count, 0)} attempts recorded in all`);
  info("requests at the receivers", receipts.length, describeCounts(tally(receipts, (r) => `${r.receiver} ${r.status}`)));
  const repeats = [...accepted.values()].reduce((n, count) => n + count - 1, 0);
  info("  repeated 2xx receipts (same event, same endpoint)", repeats, "at-least-once: receivers dedupe on X-PB-Event-Id");

  // 3. Attestations: each live VIC exactly once on the chain, and confirmed.
  const onChain = await readChainAttestations(chain);
  const attestedByHash = tally(onChain, (a) => a.vicHash);
  const liveVics = db.liveCompleted.filter((s) => s.vic_id).map((s) => ({ ...s, hash: vicHash(s.vic_id!) }));
  const txStatus = new Map(db.chainTxs.map((t) => [t.tx_hash.toLowerCase(), t.status]));
  const duplicated = liveVics.filter((v) => (attestedByHash.get(v.hash) ?? 0) > 1);
  // Which transactions carried the copies, and what Postgres recorded about each.
  const copies = (hash: string) =>
    onChain.filter((a) => a.vicHash === hash).map((a) => `${a.txHash.slice(0, 10)}@${a.blockNumber} ${txStatus.get(a.txHash.toLowerCase()) ?? "unrecorded"}`).join(" + ");
  loss(
    "duplicate attestations (VICs with more than one Attested log)",
    duplicated.map((v) => v.vic_id!),
    duplicated.length ? `transactions (as Postgres records them): ${[...new Set(duplicated.map((v) => copies(v.hash)))].slice(0, 3).join("; ")}` : undefined,
  );
  const knownHashes = new Set(liveVics.map((v) => v.hash));
  loss("attestations on chain of no live VIC", onChain.filter((a) => !knownHashes.has(a.vicHash)).map((a) => a.uid));
  // A VIC revoked while the load ran (the credential actor revokes its own) ends `revoked`: its
  // attestation revoked on chain, or never sent when the revocation came first (docs/onchain.md).
  const revoked = liveVics.filter((v) => v.attestation === "revoked");
  const unattested = liveVics.filter((v) => v.attestation !== "revoked" && (!attestedByHash.has(v.hash) || v.attestation !== "confirmed"));
  loss(
    "live VICs without a confirmed attestation",
    unattested.map((v) => v.vic_id!),
    unattested.length ? describeCounts(tally(unattested, (v) => `${attestedByHash.has(v.hash) ? "on chain" : "not on chain"}, row ${v.attestation}`)) : undefined,
  );
  info("  revoked live VICs", revoked.length, revoked.length ? describeCounts(tally(revoked, (v) => (attestedByHash.has(v.hash) ? "attested, then revoked" : "revoked before attesting"))) : undefined);
  info("live VICs / Attested logs on chain", `${liveVics.length} / ${onChain.length}`, `chain transactions: ${describeCounts(tally(db.chainTxs, (t) => t.status))}`);

  // 4. Billing: each live completion billed once at Stripe.
  const usageById = new Map(db.usage.map((u) => [u.id, u]));
  const billedSessions = tally([...stripe.events.keys()].filter((id) => usageById.has(id)), (id) => usageById.get(id)!.session_id);
  loss(
    "duplicate billing reports (a session billed more than once)",
    [...[...billedSessions.entries()].filter(([, n]) => n > 1).map(([id]) => id), ...[...stripe.events.keys()].filter((id) => !usageById.has(id))],
    "counted by Stripe's identifier; events of unknown usage ids count too",
  );
  const unbilled = db.liveCompleted.filter((s) => !s.usage_id || !stripe.events.has(s.usage_id));
  loss("live completions not reported to Stripe", unbilled.map((s) => s.id), unbilled.some((s) => !s.usage_id) ? "some have no usage row at all" : undefined);
  info("Stripe meter-event requests", stripe.requests, `${stripe.events.size} distinct; repeats are deduplicated by identifier`);

  const { sweeperRepairs, jobRetries, jobsFailedForGood, schedulersRecreated, errors } = sources.serviceLogs;
  const repairs = Object.entries(sweeperRepairs);
  info("work the sweeper re-enqueued", repairs.reduce((n, [, count]) => n + count, 0), repairs.map(([name, n]) => `${name}: ${n}`).join(", ") || undefined);
  info("job runs failed and retried / failed for good", `${jobRetries} / ${jobsFailedForGood}`, `job schedulers re-created: ${schedulersRecreated}; error log lines: ${errors}`);
  info("drain after the load", `${Math.round(sources.drain.waitedMs / 1000)} s`, `left due: ${JSON.stringify(sources.drain.left)}`);
  for (const fault of ledger.faults) info(`fault at +${fault.at.toFixed(1)} s: ${fault.name}`, `${(fault.durationMs / 1000).toFixed(1)} s`, fault.note);
  return rows;
}
