import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The restore drill (contract section 18, docs/operations.md "Backup and restore"): a logical
// backup taken while traffic runs is restored into a fresh database, workers start against an
// empty Redis namespace, and the sweeper brings back every pending side effect. The outside world
// (chain, Stripe, Twilio, SMTP, webhook receivers) keeps what it received before and after.
const { chain, stripe, twilio, smtp, database } = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("./support/private-database.js");
  const database = await startPrivateDatabase();
  const { startLocalChain } = await import("./support/anvil.js");
  const chain = await startLocalChain();
  Object.assign(process.env, chain.env(), { CHAIN_POLL_INTERVAL_MS: "50" });
  const { startStripeForService } = await import("./support/stripe-server.js");
  const stripe = await startStripeForService(2000);
  const { startTwilioServer, twilioEnv } = await import("./support/twilio-server.js");
  const twilio = await startTwilioServer();
  const { startSmtpServer } = await import("./support/smtp-server.js");
  const smtp = await startSmtpServer();
  Object.assign(process.env, {
    ...twilioEnv(twilio),
    EMAIL_PROVIDER: "smtp",
    SMTP_URL: smtp.url,
    EMAIL_FROM: "Proofbase Verify <verify@proofbase.test>",
    // A failing receiver's deliveries stay due (retrying) through the drill; retries come soon.
    WEBHOOK_RETRY_SCHEDULE: "2s,7s,15s,25s,35s,45s,55s,65s,75s,85s",
    WEBHOOK_TIMEOUT_MS: "4000",
    SWEEP_INTERVAL_MS: "1000",
  });
  return { chain, stripe, twilio, smtp, database };
});

import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type pg from "pg";
import { prisma } from "../src/platform/db/client.js";
import { migrate } from "../src/platform/db/migrate.js";
import { databaseUrlOn, withClient } from "../src/platform/db/one-off-client.js";
import { closeQueues } from "../src/platform/queues/factory.js";
import { vicHash } from "../src/chain/vic-credential.js";
import { suspendCustomer } from "../src/customers/suspension.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { serviceArgv } from "./support/compiled-services.js";
import { readChainAttestations } from "./support/eas-reader.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { newWallet, sdkClient } from "./support/sdk.js";
import { completeLiveSession } from "./support/sessions.js";
import { waitFor } from "./support/wait.js";
import { insertEndpoint } from "./support/webhook-fixtures.js";
import { startWorkerProcess, type WorkerProcess } from "./support/worker-process.js";

const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL!;
const restoredName = `${new URL(serverUrl).pathname.slice(1)}_restored`;
const restoredUrl = databaseUrlOn(serverUrl, restoredName);
const dumpDir = mkdtempSync(join(tmpdir(), "pb-restore-drill-"));

let api: TestApi;
let merchant: TestMerchant;
let live: ApiClient;
let test: ApiClient;
let healthy: Receiver;
let failing: Receiver;
/** The failing receiver answers 500 until the restore, then 200. */
let failingAnswers = 500;
let apiClosed = false;
const workers: WorkerProcess[] = [];

/** Every queue in one process, the sweeper included, as `node workers/main.ts` runs them. */
async function allWorkers(env: Record<string, string> = {}): Promise<WorkerProcess> {
  const worker = await startWorkerProcess([], env);
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  [api, merchant, healthy, failing] = await Promise.all([startApi(), createTestMerchant(), startReceiver(), startReceiver()]);
  live = client(api.baseUrl, merchant.liveKey);
  test = client(api.baseUrl, merchant.testKey);
  failing.reply = () => ({ status: failingAnswers, body: "x" });
  await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { stripeCustomerId: "cus_RestoreDrill" } });
  await insertEndpoint({ merchantId: merchant.merchantId, mode: "test", url: `${healthy.url}/test` });
  await insertEndpoint({ merchantId: merchant.merchantId, mode: "live", url: `${healthy.url}/live` });
  await insertEndpoint({ merchantId: merchant.merchantId, mode: "live", url: `${failing.url}/live` });
});

afterAll(async () => {
  await Promise.all(workers.splice(0).map((w) => w.kill("SIGTERM")));
  if (!apiClosed) await api?.close();
  await closeQueues();
  await withClient(databaseUrlOn(serverUrl, "postgres"), (c) => c.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`));
  await database.drop();
  await Promise.all([chain.stop(), stripe.stop(), twilio.close(), smtp.close(), healthy.close(), failing.close()]);
  rmSync(dumpDir, { recursive: true, force: true });
});

interface Traffic {
  liveVicIds: string[];
  customers: string[];
  phones: string[];
  emails: string[];
}

const randomMobile = () => `+3361${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
const randomEmail = () => `drill.${randomBytes(4).toString("hex")}@example.com`;

/** Sessions in both modes: live ones completed (a VIC to attest, usage to bill), live codes texted and mailed. */
async function traffic(n: number): Promise<Traffic> {
  const out: Traffic = { liveVicIds: [], customers: [], phones: [], emails: [] };
  await Promise.all(
    Array.from({ length: n }, async () => {
      expect((await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "approved" })).status).toBe(201);
      const customer = newWallet().lower;
      out.liveVicIds.push((await completeLiveSession(api.baseUrl, merchant, { customer_address: customer })).vic!.id);
      out.customers.push(customer);
      const phoneSession = await live.post("/api/v1/verification-sessions", { flows: ["phone"] });
      const phone = randomMobile();
      expect((await sdkClient(api.baseUrl, phoneSession.body.client_token).post("/phone/send-code", { phone_number: phone })).status).toBe(202);
      out.phones.push(phone);
      const emailSession = await live.post("/api/v1/verification-sessions", { flows: ["email"] });
      const email = randomEmail();
      expect((await sdkClient(api.baseUrl, emailSession.body.client_token).post("/email/send-code", { email })).status).toBe(202);
      out.emails.push(email);
    }),
  );
  return out;
}

/** The merchant's codes of `table` whose message (in the outbox) has not gone out yet. */
const unsentCodes = async (table: "phone_codes" | "email_codes") =>
  (
    await prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${table} c JOIN outbound_messages m ON m.id = c.id WHERE c.merchant_id = $1 AND m.status IN ('queued', 'sending')`,
      merchant.merchantId,
    )
  )[0]!.n;

/** The side effects of the original database's rows are done (the failing receiver's deliveries aside). */
async function settledInOriginal(t: Traffic) {
  const [attesting, revoking, reporting, texting, mailing, delivering] = await Promise.all([
    prisma.vicAttestation.count({ where: { vicId: { in: t.liveVicIds }, status: { not: "confirmed" } } }),
    prisma.vicAttestation.count({ where: { merchantId: merchant.merchantId, revokeRequested: true, status: { not: "revoked" } } }),
    prisma.billableUsage.count({ where: { merchantId: merchant.merchantId, reportStatus: "pending" } }),
    unsentCodes("phone_codes"),
    unsentCodes("email_codes"),
    prisma.webhookDelivery.count({ where: { merchantId: merchant.merchantId, status: { in: ["pending", "retrying"] }, endpoint: { url: { startsWith: healthy.url } } } }),
  ]);
  return attesting + revoking + reporting + texting + mailing + delivering === 0 || null;
}

/** What the restored database owes the outside world, read before any worker touches it. */
async function pendingIn(db: pg.Client) {
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).rows.map((r) => r.id);
  return {
    deliveries: await ids(`SELECT id FROM webhook_deliveries WHERE status IN ('pending', 'retrying')`),
    sms: await ids(`SELECT m.id FROM outbound_messages m JOIN phone_codes c ON c.id = m.id WHERE m.status = 'queued'`),
    mail: await ids(`SELECT m.id FROM outbound_messages m JOIN email_codes c ON c.id = m.id WHERE m.status = 'queued'`),
    attestations: await ids(`SELECT vic_id AS id FROM vic_attestations WHERE status IN ('pending', 'submitted')`),
    revocations: await ids(`SELECT vic_id AS id FROM vic_attestations WHERE revoke_requested AND status IN ('confirmed', 'revoking')`),
    usage: await ids(`SELECT id FROM billable_usage WHERE report_status = 'pending'`),
  };
}

const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];
const smsCodes = (to: string) => twilio.messages.filter((m) => m.to === to).map((m) => codeOf(m.body));
const mailCodes = (to: string) => smtp.to(to).map((m) => codeOf(m.headers.subject ?? ""));

describe("restore drill: a backup taken under traffic, restored into a fresh database with an empty Redis", { timeout: 240_000 }, () => {
  it("the sweeper brings back every pending side effect; attestations, revocations, billing and SMS stay exactly once", async () => {
    // 1. Steady state: everything sent, attested, reported and delivered.
    const worker = await allWorkers();
    const before = await traffic(4);
    await waitFor(() => settledInOriginal(before), "the first traffic's side effects", 60_000, 200);

    // 2. The workers stop (a crash, a deploy): work piles up in Postgres and Redis.
    await worker.kill("SIGTERM");
    const piled = await traffic(4);
    // A customer suspended meanwhile: its attestation (confirmed before) is due for revocation.
    await suspendCustomer({ merchantId: merchant.merchantId, mode: "live" }, before.customers[0]!, "restore drill");

    // 3. The backup, while traffic keeps coming.
    let flowing = true;
    const background = (async () => {
      while (flowing) expect((await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "approved" })).status).toBe(201);
    })();
    const dumpFile = join(dumpDir, "proofbase.dump");
    await run("pg_dump", ["--format=custom", `--file=${dumpFile}`, `--dbname=${serverUrl}`]);
    flowing = false;
    await background;

    // 4. After the backup point the workers come back and do the piled-up work: the outside world
    //    now holds effects the backup does not know about. Then everything stops.
    await allWorkers();
    await waitFor(() => settledInOriginal(piled), "the piled-up work to be done after the backup point", 60_000, 200);
    await Promise.all(workers.splice(0).map((w) => w.kill("SIGTERM")));
    await api.close();
    apiClosed = true;
    const chainBefore = await readChainAttestations(chain);
    const reportedBefore = new Set(
      (await prisma.billableUsage.findMany({ where: { reportStatus: "reported" }, select: { id: true } })).map((u) => u.id),
    );
    expect(stripe.events.size).toBe(reportedBefore.size);

    // 5. Restore into a fresh database; the migrations runner finds nothing to apply; the restore
    //    fence is recorded (docs/operations.md, "Restoring, step by step").
    await withClient(databaseUrlOn(serverUrl, "postgres"), (c) => c.query(`CREATE DATABASE ${restoredName}`));
    await run("pg_restore", ["--exit-on-error", "--no-owner", `--dbname=${restoredUrl}`, dumpFile]);
    expect((await migrate(restoredUrl)).applied).toEqual([]);
    const fence = await run(process.execPath, [...serviceArgv("src/cli.ts"), "restore-fence", "--note", "restore drill"], { env: { ...process.env, DATABASE_URL: restoredUrl } });
    expect(JSON.parse(fence.stdout)).toMatchObject({ restore_fence: 1, note: "restore drill" });
    const owed = await withClient(restoredUrl, pendingIn);
    // The drill covers every kind of promise: the piled-up work was pending at the backup point.
    for (const [kind, list] of Object.entries(owed)) expect(list.length, kind).toBeGreaterThan(0);
    expect(owed.attestations).toEqual(expect.arrayContaining(piled.liveVicIds));

    // 6. Workers against an empty Redis (a key prefix nothing ever used); the failing receiver is fixed.
    failingAnswers = 200;
    const failingSeen = failing.requests.length;
    const healthySeen = healthy.requests.length;
    await allWorkers({ DATABASE_URL: restoredUrl, QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-restored` });
    const left = (db: pg.Client) =>
      db
        .query<{ n: number }>(
          `SELECT (SELECT count(*) FROM webhook_deliveries WHERE id = ANY($1) AND status <> 'succeeded')
                + (SELECT count(*) FROM outbound_messages WHERE id = ANY($2) AND status <> 'sent')
                + (SELECT count(*) FROM outbound_messages WHERE id = ANY($3) AND status <> 'sent')
                + (SELECT count(*) FROM vic_attestations WHERE vic_id = ANY($4) AND status <> 'confirmed')
                + (SELECT count(*) FROM billable_usage WHERE id = ANY($5) AND report_status <> 'reported')
                + (SELECT count(*) FROM vic_attestations WHERE vic_id = ANY($6) AND status <> 'revoked') AS n`,
          [owed.deliveries, owed.sms, owed.mail, owed.attestations, owed.usage, owed.revocations],
        )
        .then((r) => Number(r.rows[0]!.n));
    await waitFor(async () => (await withClient(restoredUrl, left)) === 0 || null, () => "the sweeper to bring back every pending side effect", 90_000, 500);

    // Nothing promised is lost: each pending delivery reached its receiver after the restore.
    const received = (receiver: Receiver, from: number) =>
      receiver.requests.slice(from).map((r) => `${(JSON.parse(r.rawBody.toString()) as { id: string }).id} http://127.0.0.1:${receiver.port}${r.path}`);
    const deliveredAfter = new Set([...received(healthy, healthySeen), ...received(failing, failingSeen)]);
    const owedDeliveries = await withClient(restoredUrl, (db) =>
      db.query<{ key: string }>(
        `SELECT d.event_id || ' ' || e.url AS key FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = ANY($1)`,
        [owed.deliveries],
      ),
    );
    for (const { key } of owedDeliveries.rows) expect(deliveredAfter, key).toContain(key);

    // Attestations: exactly once on chain per VIC, across before and after the restore, and the
    // restored rows name the attestation the chain holds.
    const chainAfter = await readChainAttestations(chain);
    const allVics = (await prisma.vicAttestation.findMany({ select: { vicId: true } })).map((a) => a.vicId);
    for (const vicId of allVics) expect(chainAfter.filter((a) => a.vicHash === vicHash(vicId)).length, vicId).toBe(1);
    expect(chainAfter.length).toBe(chainBefore.length);
    const restoredUids = await withClient(restoredUrl, (db) =>
      db.query<{ vic_id: string; attestation_uid: string }>(`SELECT vic_id, attestation_uid FROM vic_attestations WHERE vic_id = ANY($1)`, [owed.attestations]),
    );
    for (const row of restoredUids.rows) expect(row.attestation_uid).toBe(chainAfter.find((a) => a.vicHash === vicHash(row.vic_id))!.uid);

    // Revocations: the one mined after the backup point is recorded from the chain, not refused.
    const revokedAfter = await withClient(restoredUrl, (db) =>
      db.query<{ vic_id: string; attestation_uid: string; failures: number; failure_reason: string | null }>(
        `SELECT vic_id, attestation_uid, failures, failure_reason FROM vic_attestations WHERE vic_id = ANY($1)`,
        [owed.revocations],
      ),
    );
    for (const row of revokedAfter.rows) {
      expect(row).toMatchObject({ failures: 0, failure_reason: null });
      expect(chainAfter.find((a) => a.uid === row.attestation_uid)?.revoked, row.vic_id).toBe(true);
    }

    // Billing: the reports the backup still owed were sent again with the same identifier, so
    // Stripe kept one meter event per usage record.
    for (const id of owed.usage) expect(stripe.countFor(id)).toBe(1);
    expect(stripe.events.size).toBe(reportedBefore.size);

    // SMS: exactly once. A code sent before the backup point is never sent again; one sent after
    // it is found in Twilio's message list (the code was made before the restore fence) and
    // recorded as sent with that message's sid.
    for (const phone of [...before.phones, ...piled.phones]) expect(smsCodes(phone), phone).toHaveLength(1);
    const smsRows = await withClient(restoredUrl, (db) => db.query<{ provider_message_id: string }>(`SELECT provider_message_id FROM outbound_messages WHERE id = ANY($1)`, [owed.sms]));
    const sids = new Set(twilio.messages.map((m) => m.sid));
    for (const row of smsRows.rows) expect(sids).toContain(row.provider_message_id);
    // Email: SMTP keeps no list to ask, so a code mailed after the backup point is mailed once
    // more (at least once): the same code.
    for (const email of before.emails) expect(mailCodes(email)).toHaveLength(1);
    for (const email of piled.emails) {
      const codes = mailCodes(email);
      expect(codes).toHaveLength(2);
      expect(new Set(codes).size).toBe(1);
    }
  });
});
