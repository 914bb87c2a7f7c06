// `proofbase trigger` as developers run it: the compiled bin as a child process, against the real
// service in this process (no workers: the test helpers settle objects themselves).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../../test/support/factories.js";
import { startReceiver, type Receiver } from "../../../../test/support/receiver.js";
import { installBuiltPackage, type InstalledPackage } from "../../test-support/built-package.js";
import { runCli } from "../../test-support/cli-process.js";
import { Proofbase } from "../proofbase.js";
import { EVENT_TYPES } from "../webhooks/events.js";

const SLOW = 120_000;
let api: TestApi;
let merchant: TestMerchant;
let installed: InstalledPackage;
let receiver: Receiver;
let proofbase: Proofbase;

beforeAll(async () => {
  [api, merchant, installed, receiver] = await Promise.all([startApi(), createTestMerchant(), installBuiltPackage(), startReceiver()]);
  proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
});

afterAll(async () => {
  await receiver?.close();
  await api?.close();
  installed?.remove();
});

async function trigger(args: string[], key = merchant.testKey) {
  const cli = runCli(installed.bin, ["trigger", ...args], { PROOFBASE_API_KEY: key, PROOFBASE_BASE_URL: api.baseUrl });
  const code = await cli.exited;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

/** The `<label>: <id>` lines trigger printed. */
const printedIds = (stdout: string) => [...stdout.matchAll(/^\w+: (\S+)$/gm)].map((m) => m[1]!);

async function eventCount(): Promise<number> {
  let count = 0;
  for await (const _ of proofbase.events.list({ limit: 100 })) count++;
  return count;
}

describe("proofbase trigger", () => {
  it(
    "fires every catalog event type, printing the ids it created; each event is in the log about one of them",
    async () => {
      // ping needs an endpoint: the account's first enabled one.
      const endpoint = await proofbase.webhookEndpoints.create({ url: receiver.url, events: ["ping"] });
      for (const type of EVENT_TYPES) {
        const run = await trigger([type]);
        expect(run, `${type}: ${run.stderr}`).toMatchObject({ code: 0, stderr: "" });
        expect(run.stdout).toContain(`Triggered ${type}.`);
        const ids = printedIds(run.stdout);
        expect(ids.length, run.stdout).toBeGreaterThan(0);
        const events = (await proofbase.events.list({ type, limit: 100 }).page()).data;
        const about = events.filter((event) => ids.some((id) => event.id === id || JSON.stringify(event.data).includes(id)));
        expect(about.length, `${type} about ${ids.join(", ")}`).toBeGreaterThan(0);
      }
      const pinged = await trigger(["ping"]);
      expect(printedIds(pinged.stdout)).toContain(endpoint.id);
    },
    SLOW,
  );

  it("verification_session.completed: the printed session is completed, its customer verified", async () => {
    const run = await trigger(["verification_session.completed"]);
    expect(run.code).toBe(0);
    const sessionId = run.stdout.match(/^verification_session: (vs_\S+)$/m)![1]!;
    const session = await proofbase.verificationSessions.retrieve(sessionId);
    expect(session).toMatchObject({ status: "completed", metadata: { created_by: "proofbase trigger" } });
    expect((await proofbase.customers.retrieve(session.customer_address!)).kyc_status).toBe("verified");
  });

  it("refuses a live key before calling anything (exit 1)", async () => {
    const before = await eventCount();
    const run = await trigger(["verification_session.completed"], merchant.liveKey);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/only runs with a test key/);
    expect(run.stderr).not.toContain(merchant.liveKey);
    expect(run.stdout).toBe("");
    expect(await eventCount()).toBe(before);
  });

  it("an unknown or missing event type exits 2 with the list of types", async () => {
    for (const args of [["verification_session.exploded"], []]) {
      const run = await trigger(args);
      expect(run.code).toBe(2);
      for (const type of EVENT_TYPES) expect(run.stderr).toContain(type);
    }
  });

  it("ping without any endpoint says how to make one (exit 1)", async () => {
    const lonely = await createTestMerchant();
    const run = await trigger(["ping"], lonely.testKey);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/ping needs a webhook endpoint/);
  });
});
