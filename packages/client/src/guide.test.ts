// docs/client.md, run as written: its files in a project where the package is installed as a
// merchant gets it (compiled from the current sources), its `proofbase listen` command, against
// the real service.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { runWorkers } from "../../../test/support/workers.js";
import { installBuiltPackage, type InstalledPackage } from "../test-support/built-package.js";
import { runCli, type CliProcess } from "../test-support/cli-process.js";

const guide = readFileSync(new URL("../../../docs/client.md", import.meta.url), "utf8");

function guideFile(name: string): string {
  const code = new RegExp(`<!-- guide-file: ${name.replace(".", "\\.")} -->\\n\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1];
  if (!code) throw new Error(`docs/client.md has no ${name}`);
  return code;
}

/** The arguments of the guide's `npx proofbase ...` command. */
function guideCommand(name: string): string[] {
  const block = new RegExp(`<!-- guide-command: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1];
  const line = block?.split("\n").find((l) => l.startsWith("npx proofbase "));
  if (!line) throw new Error(`docs/client.md has no ${name} command`);
  return line.slice("npx proofbase ".length).split(/\s+/);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let api: TestApi;
let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };
let installed: InstalledPackage;
let configDir: string;
const processes: CliProcess[] = [];

beforeAll(async () => {
  [api, merchant, workers, installed] = await Promise.all([
    startApi(),
    createTestMerchant(),
    runWorkers(["sandbox-progress", "webhook-delivery"]),
    installBuiltPackage(["express"]),
  ]);
  configDir = mkdtempSync(join(tmpdir(), "pb-guide-"));
  for (const name of ["create-session.mjs", "server.mjs", "list-sessions.mjs", "handle-errors.mjs"]) writeFileSync(join(installed.project, name), guideFile(name));
});

afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  await workers?.stop();
  await api?.close();
  installed?.remove();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

function env(extra: Record<string, string> = {}) {
  return { PROOFBASE_API_KEY: merchant.testKey, PROOFBASE_BASE_URL: api.baseUrl, PROOFBASE_CONFIG_DIR: configDir, ...extra };
}

/** `node <file>` in the merchant's project, to completion. */
async function node(file: string): Promise<string> {
  const child = spawn(process.execPath, [file], { cwd: installed.project, env: { PATH: process.env.PATH ?? "", ...env() }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (err += c));
  const [code] = await once(child, "close"); // after its pipes are read, not just its exit
  if (code !== 0) throw new Error(`node ${file} exited ${code}: ${err}`);
  return out;
}

describe("docs/client.md, end to end", () => {
  it("create a session, receive its webhook through proofbase listen, verify it with the kit, page through sessions", async () => {
    const port = await freePort();
    const args = guideCommand("listen").map((arg) => arg.replace("http://localhost:4000/webhooks", `http://localhost:${port}/webhooks`));
    expect(args).toContain(`http://localhost:${port}/webhooks`);
    const listen = runCli(installed.bin, args, env(), installed.project);
    processes.push(listen);
    const [, secret] = await listen.waitForOutput(/Webhook signing secret: (pbwh_\w+)\n/);

    const server = runCli(join(installed.project, "server.mjs"), [], env({ RECEIVER_PORT: String(port), PROOFBASE_WEBHOOK_SECRET: secret! }), installed.project);
    processes.push(server);
    await server.waitForOutput(new RegExp(`listening on http://localhost:${port}/webhooks`));

    const created = await node("create-session.mjs");
    const [, sessionId] = /created (vs_\w+) \(created\); send your user to (\S+)/.exec(created) ?? [];
    expect(sessionId).toBeDefined();
    expect(await node("create-session.mjs")).toBe(created); // the Idempotency-Key: the same session again

    const [line] = await server.waitForOutput(new RegExp(`session ${sessionId} completed: VIC vic_\\w+ for 0x[0-9a-f]{40}`));
    expect(line).toBeDefined();
    await listen.waitForOutput(/verification_session\.completed\s+evt_\w+ {2}-> \[200\] \(\d+ ms\)/);
    expect(server.stdout()).not.toMatch(/verification_session\.created/); // --events kept only completions

    const listed = await node("list-sessions.mjs");
    expect(listed).toContain(`${sessionId} `);
    expect(listed).toContain("A-1001");
    expect(listed).toMatch(/1 completed session\(s\)/);
    expect(listed).toMatch(/first page: 1 session\(s\), has_more: false/);

    const errors = await node("handle-errors.mjs");
    expect(errors).toMatch(/not found: session_not_found \(status 404, request \S+\)/);
    expect(errors).toMatch(/invalid: invalid_limit on limit/);

    listen.child.kill("SIGINT");
    expect(await listen.exited).toBe(0);
  });

  it("the installed bin answers `proofbase listen --help` and `--version`", async () => {
    const help = runCli(installed.bin, ["listen", "--help"], {}, installed.project);
    expect(await help.exited).toBe(0);
    expect(help.stdout()).toMatch(/--replay-since <time>/);
    const version = runCli(installed.bin, ["--version"], {}, installed.project);
    expect(await version.exited).toBe(0);
    expect(version.stdout().trim()).toBe(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version);
  });
});
