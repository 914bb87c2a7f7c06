// `proofbase listen` as merchants run it: the compiled bin as a child process, against the real
// service in this process, forwarding to local receivers.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../../test/support/factories.js";
import { startReceiver, type ReceivedRequest, type Receiver } from "../../../../test/support/receiver.js";
import { verifyWebhook as independentVerify } from "../../../../test/support/verify-webhook.js";
import { waitFor } from "../../../../test/support/wait.js";
import { runWorkers } from "../../../../test/support/workers.js";
import { installBuiltPackage, type InstalledPackage } from "../../test-support/built-package.js";
import { runCli, type CliProcess } from "../../test-support/cli-process.js";
import { Proofbase } from "../proofbase.js";

let api: TestApi;
let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };
let installed: InstalledPackage;
let proofbase: Proofbase;
let configDir: string;
const receivers: Receiver[] = [];
const running: CliProcess[] = [];

beforeAll(async () => {
  [api, merchant, workers, installed] = await Promise.all([startApi(), createTestMerchant(), runWorkers(["webhook-delivery", "webhook-retry", "sandbox-progress"]), installBuiltPackage()]);
  proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
  configDir = mkdtempSync(join(tmpdir(), "pb-listen-"));
});

afterEach(async () => {
  for (const cli of running.splice(0)) if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill("SIGKILL");
});

afterAll(async () => {
  await workers?.stop();
  await Promise.all(receivers.map((r) => r.close()));
  await api?.close();
  installed?.remove();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

async function receiver() {
  const r = await startReceiver({ path: "/webhooks" });
  receivers.push(r);
  return r;
}

/** Starts `proofbase listen` and waits until it prints its secret (it is following from then on). */
async function listen(target: Receiver, extra: string[] = []): Promise<{ cli: CliProcess; secret: string }> {
  const cli = runCli(installed.bin, ["listen", "--forward-to", target.url, "--interval", "200", ...extra], {
    PROOFBASE_API_KEY: merchant.testKey,
    PROOFBASE_BASE_URL: api.baseUrl,
    PROOFBASE_CONFIG_DIR: configDir,
  });
  running.push(cli);
  const [, secret] = await cli.waitForOutput(/Webhook signing secret: (pbwh_[0-9A-Za-z]{40})\n/);
  return { cli, secret: secret! };
}

const eventIds = (requests: ReceivedRequest[]) => requests.map((r) => r.headers["x-pb-event-id"]);

async function createSessions(count: number): Promise<string[]> {
  const eventIdsInOrder: string[] = [];
  for (let i = 0; i < count; i++) {
    const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" });
    const [event] = (await proofbase.events.list({ object_id: session.id, type: "verification_session.created" }).page()).data;
    eventIdsInOrder.push(event!.id);
  }
  return eventIdsInOrder;
}

/** Fails unless `cli` exits with 0 on this signal, after printing "Stopped.". */
async function stop(cli: CliProcess, signal: NodeJS.Signals) {
  cli.child.kill(signal);
  expect(await cli.exited).toBe(0);
  expect(cli.stdout(), `stderr: ${cli.stderr()}`).toMatch(/Stopped\.\n$/);
}

describe("proofbase listen", () => {
  let local: Receiver;
  let service: Receiver;
  let firstBatch: string[];
  let secret: string;

  it("forwards new events in order, signed with the printed secret, with the service's headers and bytes, filtered by --events", async () => {
    [local, service] = await Promise.all([receiver(), receiver()]);
    await proofbase.webhookEndpoints.create({ url: service.url, events: ["verification_session.created"] });
    await service.waitForRequests(1); // its ping: in the log before listen starts, so never forwarded
    const address = `0x${"ab".repeat(20)}`;
    const verified = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "approved", customer_address: address });
    await waitFor(async () => (await proofbase.verificationSessions.retrieve(verified.id)).status === "completed", "the customer's session to complete");
    await service.waitForRequests(2);

    const started = await listen(local, ["--events", "verification_session.created,ping"]);
    secret = started.secret;
    await proofbase.customers.suspend(address, { reason: "test" }); // customer.kyc_status.changed: not in --events
    const [excluded] = (await proofbase.events.list({ type: "customer.kyc_status.changed", limit: 1 }).page()).data.map((e) => e.id);
    firstBatch = await createSessions(3);

    const forwarded = await local.waitForRequests(3);
    expect(eventIds(forwarded)).toEqual(firstBatch); // oldest first; the older, excluded event never came
    expect(excluded).toMatch(/^evt_/);
    expect(eventIds(forwarded)).not.toContain(excluded);

    const fromService = await service.waitForRequests(5);
    for (const request of forwarded) {
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/webhooks");
      expect(independentVerify(request.rawBody, request.headers["x-pb-signature"] as string, secret)).toBe(true);
      const original = fromService.find((r) => r.headers["x-pb-event-id"] === request.headers["x-pb-event-id"])!;
      expect(request.rawBody.equals(original.rawBody)).toBe(true);
      expect(Object.keys(request.headers).sort()).toEqual(Object.keys(original.headers).sort());
      for (const name of ["content-type", "user-agent", "x-pb-event-id", "x-pb-event-type", "content-length", "connection"]) {
        expect(request.headers[name], name).toBe(original.headers[name]);
      }
      expect(request.headers["x-pb-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    }
    // The CLI prints an event's line once its answer is back, a moment after the receiver has it.
    const lineOf = (id: string) => new RegExp(`verification_session\\.created\\s+${id}  -> \\[200\\] \\(\\d+ ms\\)`);
    await waitFor(() => firstBatch.every((id) => lineOf(id).test(started.cli.stdout())) || null, "a line per forwarded event");
    expect(started.cli.stdout()).not.toContain(excluded);

    const ping = await proofbase.webhookEndpoints.list().then((list) => proofbase.webhookEndpoints.test(list.data[0]!.id));
    const [, , , pinged] = await local.waitForRequests(4);
    expect(pinged!.headers["x-pb-event-type"]).toBe("ping");
    expect(pinged!.headers["x-pb-event-id"]).toBe(ping.event_id);
    await stop(started.cli, "SIGTERM");
    expect(readdirSync(configDir).filter((f) => f.startsWith("listen-") && f.endsWith(".json"))).toHaveLength(1);
  });

  it("resumes where it stopped: events created while it was down are forwarded once, nothing twice, with the same secret", async () => {
    const missed = await createSessions(2);
    const again = await receiver();
    const restarted = await listen(again);
    expect(restarted.secret).toBe(secret);
    const forwarded = await again.waitForRequests(2);
    expect(eventIds(forwarded)).toEqual(missed);
    await createSessions(1).then(async ([live]) => expect(eventIds(await again.waitForRequests(3))[2]).toBe(live));
    await new Promise((resolve) => setTimeout(resolve, 800)); // a few more polls: nothing else comes
    expect(again.requests).toHaveLength(3);
    await stop(restarted.cli, "SIGINT");
    expect(local.requests).toHaveLength(4); // the first receiver got nothing more
  });

  it("--replay-since forwards past events again, oldest first, then keeps following; Ctrl-C exits 0", async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const replayTarget = await receiver();
    const replaying = await listen(replayTarget, ["--replay-since", since, "--events", "verification_session.created"]);
    const all = (await proofbase.events.list({ type: "verification_session.created", limit: 100 }).page()).data.map((e) => e.id).reverse();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(eventIds(await replayTarget.waitForRequests(all.length))).toEqual(all);
    const [next] = await createSessions(1);
    expect(eventIds(await replayTarget.waitForRequests(all.length + 1))[all.length]).toBe(next);
    await stop(replaying.cli, "SIGINT");
  });

  it("takes the key from PROOFBASE_API_KEY over --api-key, and warns about a key on the command line", async () => {
    const target = await receiver();
    const ownDir = mkdtempSync(join(tmpdir(), "pb-listen-env-"));
    const cli = runCli(installed.bin, ["listen", "--forward-to", target.url, "--interval", "200", "--api-key", "pb_sk_test_notarealkeynotarealkey"], {
      PROOFBASE_API_KEY: merchant.testKey,
      PROOFBASE_BASE_URL: api.baseUrl,
      PROOFBASE_CONFIG_DIR: ownDir,
    });
    running.push(cli);
    try {
      await cli.waitForOutput(/Webhook signing secret: pbwh_/);
      expect(cli.stderr()).toMatch(/--api-key ignored, using PROOFBASE_API_KEY; a key on the command line is visible to other users in the process list/);
      await stop(cli, "SIGINT");
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
  });

  it("refuses a plain http base URL that is not this machine, before sending the key anywhere", async () => {
    const target = await receiver();
    const hosts = ["http://verify.example.com", "http://10.0.0.8:3000", "http://[2001:db8::1]:3000", "http://127.0.0.1.nip.io:3000", "ftp://127.0.0.1"];
    for (const baseUrl of hosts) {
      const refused = runCli(installed.bin, ["listen", "--forward-to", target.url], { PROOFBASE_API_KEY: merchant.testKey, PROOFBASE_BASE_URL: baseUrl, PROOFBASE_CONFIG_DIR: configDir });
      expect(await refused.exited, baseUrl).toBe(2);
      expect(refused.stderr(), baseUrl).toMatch(/must be an https:\/\/ URL|refusing to send the API key over plain http/);
    }
    // https is allowed anywhere (this one then fails to connect: exit 1, not a usage error); http on
    // 127.0.0.1 is what every other test here runs against.
    const tlsUrl = api.baseUrl.replace("http:", "https:"); // the test api speaks no TLS: the handshake fails
    const tls = runCli(installed.bin, ["listen", "--forward-to", target.url, "--base-url", tlsUrl], { PROOFBASE_API_KEY: merchant.testKey, PROOFBASE_CONFIG_DIR: configDir });
    expect(await tls.exited).toBe(1);
    expect(tls.stderr()).toContain(`cannot read the event log of ${tlsUrl}`);
  });

  it("exits 1 on a key the service refuses, 2 on bad options, and prints its help", async () => {
    const target = await receiver();
    const refused = runCli(installed.bin, ["listen", "--forward-to", target.url, "--api-key", "pb_sk_test_notarealkeynotarealkey"], { PROOFBASE_BASE_URL: api.baseUrl, PROOFBASE_CONFIG_DIR: configDir });
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toMatch(/cannot read the event log/);
    expect(refused.stderr()).toMatch(/visible to other users in the process list/);
    expect(refused.stdout()).not.toMatch(/pbwh_/);

    const badType = runCli(installed.bin, ["listen", "--forward-to", target.url, "--api-key", merchant.testKey, "--events", "session.done"], {});
    expect(await badType.exited).toBe(2);
    expect(badType.stderr()).toMatch(/unknown event type\(s\) session\.done/);

    const help = runCli(installed.bin, ["listen", "--help"], {});
    expect(await help.exited).toBe(0);
    expect(help.stdout()).toMatch(/Usage: proofbase listen --forward-to <url>/);
    expect(readdirSync(configDir).filter((f) => f.endsWith(".json"))).toHaveLength(1); // nothing saved for the refused key
  });
});
