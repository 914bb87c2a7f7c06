// docs/webhooks.md's Python and Go receivers, run against a real signed delivery from the
// service. Without python3 or go on the PATH they fail, naming what to install (README.md).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant } from "../../../../test/support/factories.js";
import { startReceiver, type ReceivedRequest, type Receiver } from "../../../../test/support/receiver.js";
import { runWorkers } from "../../../../test/support/workers.js";
import { Proofbase } from "../proofbase.js";
import { requireCommand } from "../../../../test/support/toolchain.js";
import { generateWebhookSecret } from "./signature.js";

const guide = readFileSync(new URL("../../../../docs/webhooks.md", import.meta.url), "utf8");
const snippet = (language: "python" | "go") => new RegExp(`<!-- verify-snippet-${language} -->\\n\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1];

/** One check a snippet must get right: the arguments, and the answer. */
interface Case {
  name: string;
  body: Buffer;
  header: string | null;
  secrets: string[];
  nowSeconds: number;
  expected: boolean;
}

let api: TestApi;
let workers: { stop: () => Promise<void> };
let receiver: Receiver;
let delivery: ReceivedRequest;
let secret: string;
let dir: string;

beforeAll(async () => {
  const merchant = await createTestMerchant();
  [api, workers, receiver] = await Promise.all([startApi(), runWorkers(["webhook-delivery"]), startReceiver()]);
  const endpoint = await new Proofbase(merchant.testKey, { baseUrl: api.baseUrl }).webhookEndpoints.create({ url: receiver.url, events: ["ping"] });
  secret = endpoint.secret;
  delivery = (await receiver.waitForRequests(1))[0]!;
  dir = mkdtempSync(join(tmpdir(), "pb-snippets-"));
});

afterAll(async () => {
  await workers?.stop();
  await receiver?.close();
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function cases(): Case[] {
  const header = delivery.headers["x-pb-signature"] as string;
  const t = Number(/t=(\d+)/.exec(header)![1]);
  return [
    { name: "the real delivery", body: delivery.rawBody, header, secrets: [secret], nowSeconds: t + 5, expected: true },
    { name: "rotation: the right secret second", body: delivery.rawBody, header, secrets: [generateWebhookSecret(), secret], nowSeconds: t, expected: true },
    { name: "the wrong secret", body: delivery.rawBody, header, secrets: [generateWebhookSecret()], nowSeconds: t, expected: false },
    { name: "a changed body", body: Buffer.concat([delivery.rawBody, Buffer.from(" ")]), header, secrets: [secret], nowSeconds: t, expected: false },
    { name: "301 s later", body: delivery.rawBody, header, secrets: [secret], nowSeconds: t + 301, expected: false },
    { name: "301 s earlier", body: delivery.rawBody, header, secrets: [secret], nowSeconds: t - 301, expected: false },
    { name: "no header", body: delivery.rawBody, header: null, secrets: [secret], nowSeconds: t, expected: false },
    { name: "a non-numeric t", body: delivery.rawBody, header: header.replace(/t=\d+/, "t=+1"), secrets: [secret], nowSeconds: 1, expected: false },
  ];
}

/** Runs `command` once per case (body file, then header, secrets and now as a JSON argument); it prints true or false. */
function answers(command: string[], cwd: string): Array<{ name: string; answer: string; expected: boolean }> {
  return cases().map((c, i) => {
    const bodyFile = join(dir, `body-${i}`);
    writeFileSync(bodyFile, c.body);
    const result = spawnSync(command[0]!, [...command.slice(1), bodyFile, JSON.stringify({ header: c.header, secrets: c.secrets, now: c.nowSeconds })], { cwd, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command.join(" ")} failed: ${result.stderr}`);
    return { name: c.name, answer: result.stdout.trim(), expected: c.expected };
  });
}

describe("docs/webhooks.md receiver snippets", () => {
  it("Python: verify_proofbase_signature", () => {
    requireCommand("python3", ["--version"], "the Python receiver snippet's test");
    const code = snippet("python");
    expect(code).toBeDefined();
    writeFileSync(join(dir, "proofbase_verify.py"), code!);
    writeFileSync(
      join(dir, "run.py"),
      [
        "import json, sys",
        "from proofbase_verify import verify_proofbase_signature",
        "args = json.loads(sys.argv[2])",
        "body = open(sys.argv[1], 'rb').read()",
        "print('true' if verify_proofbase_signature(body, args['header'], args['secrets'], args['now']) else 'false')",
      ].join("\n"),
    );
    for (const { name, answer, expected } of answers(["python3", "run.py"], dir)) expect(answer, name).toBe(String(expected));
  });

  it("Go: VerifySignature", () => {
    requireCommand("go", ["version"], "the Go receiver snippet's test");
    const code = snippet("go");
    expect(code).toBeDefined();
    const goDir = join(dir, "snippet-go");
    mkdirSync(goDir);
    writeFileSync(join(goDir, "go.mod"), "module snippet\n\ngo 1.19\n");
    writeFileSync(join(goDir, "verify.go"), code!.replace(/^package proofbase$/m, "package main"));
    writeFileSync(
      join(goDir, "main.go"),
      `package main

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

func main() {
	body, _ := os.ReadFile(os.Args[1])
	var args struct {
		Header  *string  \`json:"header"\`
		Secrets []string \`json:"secrets"\`
		Now     int64    \`json:"now"\`
	}
	if err := json.Unmarshal([]byte(os.Args[2]), &args); err != nil {
		panic(err)
	}
	header := ""
	if args.Header != nil {
		header = *args.Header
	}
	fmt.Println(VerifySignature(body, header, args.Secrets, time.Unix(args.Now, 0)))
}
`,
    );
    const build = spawnSync("go", ["build", "-o", "verify"], { cwd: goDir, encoding: "utf8", env: { ...process.env, GOFLAGS: "-mod=mod", GOCACHE: join(dir, "gocache"), GOPATH: join(dir, "gopath"), HOME: dir } });
    if (build.status !== 0) throw new Error(`go build failed: ${build.stderr}`);
    for (const { name, answer, expected } of answers([join(goDir, "verify")], goDir)) expect(answer, name).toBe(String(expected));
  });
});
