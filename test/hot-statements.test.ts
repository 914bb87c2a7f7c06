// Every raw hot-path statement (the ones src/platform/db/sql.ts runs outside Prisma) against the migrated
// schema: a renamed or retyped column fails here, not at run time. A new hot statement gets a
// line in HOT_STATEMENTS.
import { describe, expect, it } from "vitest";
import { prisma, pool } from "../src/platform/db/client.js";
import { recordEventsStatement, type EventRecord } from "../src/events/webhooks/unit-of-work.js";
import type { Prisma, VerificationSession } from "../src/platform/generated/prisma/client.js";
import { idPattern, newId } from "../src/platform/ids.js";
import { insertSessionsStatement, createSession } from "../src/sessions/create-session.js";
import { findSessionRow, findSessionRowStatement } from "../src/sessions/session-row.js";
import { deliveriesInsertSql } from "../src/events/webhooks/fan-out.js";
import { deliveryDaysStatement, loadDeliveriesForAttempt, loadDeliveriesStatement } from "../src/events/webhooks/load-delivery.js";
import { recordAttempt, recordAttemptsStatement } from "../src/events/webhooks/record-attempt.js";
import { emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { insertRequestLogStatement } from "../src/reporting/request-log/insert-request-log.js";

const now = new Date();
const session: VerificationSession = {
  id: newId("session"),
  merchantId: "acct_hot",
  mode: "test",
  status: "created",
  flows: ["wallet", "phone"],
  testOutcome: "approved",
  customerAddress: null,
  clientTokenHash: "hash",
  returnUrl: "https://shop.example/done",
  metadata: { order: "42" },
  signals: null,
  lastError: null,
  decidedByRuleId: null,
  vicId: null,
  expiresAt: now,
  completedAt: null,
  canceledAt: null,
  createdAt: now,
  updatedAt: now,
  redactionStatus: null,
  redactionRequestedAt: null,
};
const event: EventRecord = {
  id: newId("event"),
  merchantId: "acct_hot",
  mode: "test",
  type: "verification_session.created",
  data: { id: session.id },
  createdAt: now,
};
const attempt = { number: 2, at: now, ok: false, statusCode: 500, durationMs: 12, error: null, responseBody: "no" };

const HOT_STATEMENTS: [string, () => Prisma.Sql][] = [
  ["read a session (session-row.ts)", () => findSessionRowStatement(session.id)],
  ["create sessions with their events and deliveries (create-session.ts + unit-of-work.ts)", () =>
    recordEventsStatement([event], insertSessionsStatement([session]))],
  ["record the events of a transaction (unit-of-work.ts)", () => recordEventsStatement([event, { ...event, id: newId("event"), endpointId: "we_x" }])],
  ["fan out an event to its endpoints (fan-out.ts)", () => deliveriesInsertSql([event], now)],
  ["find deliveries' days (load-delivery.ts)", () => deliveryDaysStatement([newId("delivery"), newId("delivery")])],
  ["load deliveries for their attempts (load-delivery.ts)", () =>
    loadDeliveriesStatement([{ deliveryId: newId("delivery"), attempt: 1, eventCreatedAt: now }, { deliveryId: newId("delivery"), attempt: 3, eventCreatedAt: now }])],
  ["record attempts (record-attempt.ts)", () =>
    recordAttemptsStatement([
      { deliveryId: newId("delivery"), eventCreatedAt: now, attempt, outcome: { status: "retrying", firstAttemptAt: now, nextAttemptAt: now } },
      { deliveryId: newId("delivery"), eventCreatedAt: now, attempt: { ...attempt, ok: true }, outcome: { status: "succeeded", firstAttemptAt: now, nextAttemptAt: null } },
    ])],
  ["write a batch of the request log (insert-request-log.ts)", () =>
    insertRequestLogStatement([
      { id: "req_hot1", merchantId: "acct_hot", mode: "test", method: "GET", path: "/api/v1/events", status: 200, errorCode: null, apiKeyId: "key_hot", ip: "127.0.0.1", latencyMs: 2, at: now.getTime() },
      { id: "req_hot2", merchantId: "acct_hot", mode: "live", method: "POST", path: "/api/v1/x", status: 404, errorCode: "route_not_found", apiKeyId: "key_hot", ip: null, latencyMs: 1, at: now.getTime() },
    ])],
];

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

/** Every scan of a table in the plan, with the node types above it. */
function scansOf(plan: PlanNode, above: string[] = []): { relation: string; above: string[]; node: PlanNode }[] {
  const own = plan["Relation Name"] && plan["Node Type"] !== "ModifyTable" ? [{ relation: plan["Relation Name"], above, node: plan }] : [];
  return [...own, ...(plan.Plans ?? []).flatMap((child) => scansOf(child, [...above, plan["Node Type"]]))];
}

/** The index lookups a table scan makes: its own index, or the bitmap index scans under it. */
function keyLookups(node: PlanNode): PlanNode[] {
  if (node["Index Name"]) return [node];
  if (!/Bitmap/.test(node["Node Type"])) return [];
  return (node.Plans ?? []).flatMap((child) => (child["Node Type"] === "Bitmap Index Scan" ? [child] : /Bitmap/.test(child["Node Type"]) ? keyLookups(child) : []));
}

describe("hot statements against the migrated schema", () => {
  it.each(HOT_STATEMENTS)("%s: parses and plans (EXPLAIN, nothing runs)", async (_name, build) => {
    const statement = build();
    const { rows } = await pool.query(`EXPLAIN ${statement.text}`, statement.values as unknown[]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("load deliveries: each delivery and its event is one probe, even when the planner would rather join", async () => {
    const statement = loadDeliveriesStatement([{ deliveryId: newId("delivery"), attempt: 1, eventCreatedAt: now }, { deliveryId: newId("delivery"), attempt: 3, eventCreatedAt: now }]);
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      // What a wrong estimate does (a partition without statistics): a nested loop looks dear.
      await client.query("SET LOCAL enable_nestloop = off");
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values as unknown[]);
      const scans = scansOf(rows[0]["QUERY PLAN"][0].Plan).filter((scan) => /^(events|webhook_deliveries)(_|$)/.test(scan.relation));
      expect(scans.map((scan) => scan.relation)).toEqual(expect.arrayContaining([expect.stringMatching(/^events/), expect.stringMatching(/^webhook_deliveries/)]));
      // The claim may read a partition of a few pages whole (tomorrow's, once analysed): that costs
      // the planner less than the primary key. The probes stay probes, whatever a partition's size.
      const small = await client.query<{ name: string }>(`SELECT relname::text AS name FROM pg_class WHERE relname = ANY($1) AND relpages <= 16`, [scans.map((scan) => scan.relation)]);
      const smallPartitions = new Set(small.rows.map((row) => row.name));
      for (const scan of scans) {
        if (scan.node["Node Type"] === "Seq Scan" && (scan.above.includes("LockRows") || scan.above.includes("ModifyTable")) && smallPartitions.has(scan.relation)) continue;
        const byKey = keyLookups(scan.node);
        if (byKey.some((index) => /^\(+id = ANY /.test(index["Index Cond"] ?? ""))) {
          // The claim (locking, then updating): the batch's deliveries by primary key, ids and the
          // days the probes found, as an index scan or a bitmap of it; no other index (the status
          // one would read every pending and retrying delivery), never the whole partition.
          for (const index of byKey) expect(index["Index Name"], `${scan.relation}: ${JSON.stringify(scan.node)}`).toMatch(/_pkey$/);
          continue;
        }
        // A probe: a LIMIT (of a LATERAL subquery) straight above the scan, no hash or sort between.
        expect(scan.above, `${scan.relation}: ${JSON.stringify(scan.node)}`).toContain("Limit");
        const belowLimit = scan.above.slice(scan.above.lastIndexOf("Limit") + 1);
        expect(belowLimit.filter((node) => /Hash|Merge|Sort/.test(node)), scan.relation).toEqual([]);
      }
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });

  it("a session written and read by the hot path is the row Prisma reads", async () => {
    const created = await createSession({ merchantId: `acct_${newId("merchant").slice(5)}`, mode: "test" }, {
      flows: ["wallet"],
      customer_address: "0x00000000000000000000000000000000000000aa",
      metadata: { order: "7" },
    });
    const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id: created.id } });
    expect(await findSessionRow(row.merchantId, "test", row.id)).toEqual(row);
    expect(await findSessionRow(row.merchantId, "live", row.id)).toBeNull();
    expect(await findSessionRow("acct_someoneelse00000000000", "test", row.id)).toBeNull();
  });

  it("a delivery loaded and recorded by the hot path is the row Prisma reads, with an id in newId's format", async () => {
    const merchantId = `acct_${newId("merchant").slice(5)}`;
    const endpoint = await insertEndpoint({ merchantId, url: "https://example.com/hook" });
    const eventId = await emitEvent({ merchantId });
    const delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { eventId }, include: { endpoint: true, event: true } });
    expect(delivery).toMatchObject({ endpointId: endpoint.id, status: "pending", attemptCount: 0 });
    expect(delivery.id).toMatch(idPattern("delivery"));

    const [loaded, again] = await loadDeliveriesForAttempt([{ deliveryId: delivery.id, attempt: 1 }, { deliveryId: delivery.id, attempt: 1 }]);
    expect(again!.claim).toEqual({ claimed: false, heldUntil: null }); // one claimer per attempt, even within a batch
    const claimedRow = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(claimedRow.claimedAttempt).toBe(1);
    expect(claimedRow.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(loaded).toEqual({
      id: delivery.id,
      endpointId: endpoint.id,
      status: "pending",
      attemptCount: 0,
      firstAttemptAt: null,
      endpoint: {
        url: delivery.endpoint.url,
        status: delivery.endpoint.status,
        deletedAt: null,
        failingSince: null,
        secretCiphertext: delivery.endpoint.secretCiphertext,
        signatureScheme: "proofbase",
        previousSecretCiphertext: null,
        previousSecretExpiresAt: null,
      },
      event: { id: eventId, type: delivery.event.type, mode: "test", data: delivery.event.data, createdAt: delivery.event.createdAt },
      claim: { claimed: true, heldUntil: null },
    });

    const at = new Date();
    const outcome = await recordAttempt(loaded!, { ...attempt, number: 1, at });
    expect(outcome).toMatchObject({ status: "retrying", firstAttemptAt: at });
    const after = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: { attempts: true } });
    expect(after).toMatchObject({ status: "retrying", attemptCount: 1, firstAttemptAt: at, nextAttemptAt: outcome!.nextAttemptAt });
    expect(after.attempts).toEqual([
      { id: expect.stringMatching(idPattern("attempt")), deliveryId: delivery.id, eventCreatedAt: delivery.event.createdAt, number: 1, at, statusCode: 500, durationMs: 12, error: null, responseBody: "no" },
    ]);
  });
});
