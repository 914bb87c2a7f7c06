// `proofbase logs tail` as developers run it: the compiled bin as a child process, against the
// real service in this process (whose request log writer writes the entries it follows).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createKey, createTestMerchant, type TestMerchant } from "../../../../test/support/factories.js";
import { installBuiltPackage, type InstalledPackage } from "../../test-support/built-package.js";
import { runCli, type CliProcess } from "../../test-support/cli-process.js";
import { Proofbase } from "../proofbase.js";

const SLOW = 120_000;
let api: TestApi;
let merchant: TestMerchant;
let installed: InstalledPackage;
let proofbase: Proofbase;
const running: CliProcess[] = [];

beforeAll(async () => {
  [api, merchant, installed] = await Promise.all([startApi(), createTestMerchant(), installBuiltPackage()]);
  proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
});

afterEach(() => {
  for (const cli of running.splice(0)) if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill("SIGKILL");
});

afterAll(async () => {
  await api?.close();
  installed?.remove();
});

function tail(args: string[], key = merchant.testKey): CliProcess {
  const cli = runCli(installed.bin, ["logs", "tail", "--interval", "200", ...args], { PROOFBASE_API_KEY: key, PROOFBASE_BASE_URL: api.baseUrl });
  running.push(cli);
  return cli;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

describe("proofbase logs tail", () => {
  it(
    "prints each new request once, oldest first, with time, status, method, path and request id; exits 0 on SIGTERM",
    async () => {
      const before = await proofbase.verificationSessions.create({ flows: ["wallet"] });
      const cli = tail([]);
      await cli.waitForOutput(/^Ready\. Following test requests/m);

      const created = await fetch(`${api.baseUrl}/api/v1/verification-sessions`, {
        method: "POST",
        headers: { Authorization: `Bearer ${merchant.testKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ flows: ["wallet"] }),
      });
      const createdId = created.headers.get("x-request-id")!;
      const missing = await fetch(`${api.baseUrl}/api/v1/verification-sessions/vs_nothere`, { headers: { Authorization: `Bearer ${merchant.testKey}` } });
      const missingId = missing.headers.get("x-request-id")!;

      await cli.waitForOutput(new RegExp(escaped(missingId)));
      const lines = cli.stdout().split("\n");
      const createdLine = lines.find((l) => l.includes(createdId));
      expect(createdLine).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+Z  201  POST   /api/v1/verification-sessions  ${createdId} \\(\\d+ ms\\)$`));
      expect(lines.find((l) => l.includes(missingId))).toMatch(/  404  GET    \/api\/v1\/verification-sessions\/vs_nothere  req_\S+  session_not_found \(/);
      expect(lines.findIndex((l) => l.includes(createdId))).toBeLessThan(lines.findIndex((l) => l.includes(missingId)));
      // What was logged before it started is not printed, and nothing twice.
      expect(cli.stdout()).not.toContain(before.id);
      // A later request is printed too, and by then nothing twice; its own polls never.
      const later = await fetch(`${api.baseUrl}/api/v1/events?limit=1`, { headers: { Authorization: `Bearer ${merchant.testKey}` } });
      await cli.waitForOutput(new RegExp(escaped(later.headers.get("x-request-id")!)));
      expect(cli.stdout().split(createdId).length).toBe(2);
      expect(cli.stdout()).not.toContain("/request-log");

      // The client's own resource reads the same log.
      const [entry] = (await proofbase.requestLog.list({ request_id: createdId }).page()).data;
      expect(entry).toMatchObject({ id: createdId, status: 201, method: "POST", error_code: null });

      cli.child.kill("SIGTERM");
      expect(await cli.exited).toBe(0);
      expect(cli.stderr()).toBe("");
    },
    SLOW,
  );

  it("passes --status and --path to the log: only the matching requests are printed", async () => {
    const cli = tail(["--status", "4xx", "--path", "/api/v1/verification-sessions"]);
    await cli.waitForOutput(/^Ready\./m);
    const ok = await fetch(`${api.baseUrl}/api/v1/verification-sessions?limit=1`, { headers: { Authorization: `Bearer ${merchant.testKey}` } });
    const otherPath = await fetch(`${api.baseUrl}/api/v1/customers/not-an-address`, { headers: { Authorization: `Bearer ${merchant.testKey}` } });
    const refused = await fetch(`${api.baseUrl}/api/v1/verification-sessions/vs_gone`, { headers: { Authorization: `Bearer ${merchant.testKey}` } });
    expect([ok.status, otherPath.status >= 400, refused.status]).toEqual([200, true, 404]);
    await cli.waitForOutput(new RegExp(escaped(refused.headers.get("x-request-id")!)));
    // The requests made before the matching one were logged in its batch or an earlier one.
    expect(cli.stdout()).not.toContain(ok.headers.get("x-request-id")!);
    expect(cli.stdout()).not.toContain(otherPath.headers.get("x-request-id")!);
    expect(cli.stdout()).not.toMatch(/  200  /);
  });

  it("refuses bad options (exit 2) and a key without the scope (exit 1)", async () => {
    const bad = tail(["--status", "4x"]);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr()).toMatch(/--status must be an HTTP status/);
    const noKey = runCli(installed.bin, ["logs", "tail"], { PROOFBASE_BASE_URL: api.baseUrl });
    expect(await noKey.exited).toBe(2);
    expect(noKey.stderr()).toMatch(/an API key is required/);
    const narrow = tail([], await createKey(merchant.merchantId, "test", ["sessions:write"]));
    expect(await narrow.exited).toBe(1);
    expect(narrow.stderr()).toMatch(/cannot read the request log/);
  });
});
