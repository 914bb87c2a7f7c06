import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VERSION } from "./version.js";

// What a merchant gets from `npm run pack:client` (docs/client.md, "Install"): the tarball
// installs into a project of its own, compiles against strict settings with `skipLibCheck: false`
// and no @types/node or DOM library, and runs. The tarball is packed with --ignore-scripts here:
// `pack:client` runs prepack (a rebuild of dist/, which the root install already built), and a
// rebuild would delete dist/ under the other tests that run the CLI at the same time.
const root = fileURLToPath(new URL("../../..", import.meta.url));
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const npm = (args: string[], cwd: string) => spawnSync("npm", args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_update_notifier: "false" } });

const SAMPLE = `import { Proofbase, type RequestOptions } from "@proofbase/client";
import { proofbaseWebhook, signWebhookPayload, verifyWebhook } from "@proofbase/client/webhooks";

const proofbase = new Proofbase("pb_sk_test_123", { baseUrl: "http://127.0.0.1:9" });
export async function run(options: RequestOptions): Promise<string> {
  const session = await proofbase.verificationSessions.create({ flows: ["wallet"], metadata: { order: "1" } }, options);
  const ids: string[] = [];
  for await (const s of proofbase.verificationSessions.list({ limit: 10 })) ids.push(s.id + s.status);
  // @ts-expect-error the types know the flows: an unknown one does not compile
  await proofbase.verificationSessions.create({ flows: ["retina"] });
  const body = JSON.stringify({ id: "evt_1", type: "ping" });
  const event = verifyWebhook(body, signWebhookPayload(body, "pbwh_x"), "pbwh_x");
  void proofbaseWebhook("pbwh_x");
  return session.id + event.type + ids.join();
}
run({ signal: new AbortController().signal }).catch(() => undefined);
`;

describe("the packed client", () => {
  it("installs from its tarball into a fresh project, compiles there with skipLibCheck off and no @types/node, and runs", () => {
    const packs = mkdtempSync(join(tmpdir(), "pb-client-pack-"));
    const packed = npm(["pack", "-w", "@proofbase/client", "--ignore-scripts", "--pack-destination", packs], root);
    expect(packed.status, packed.stderr).toBe(0);
    expect(readdirSync(packs)).toEqual([`proofbase-client-${VERSION}.tgz`]);

    const project = mkdtempSync(join(tmpdir(), "pb-client-project-"));
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "merchant-app", private: true, type: "module" }));
    const installed = npm(["install", join(packs, `proofbase-client-${VERSION}.tgz`), "--offline", "--no-audit", "--no-fund"], project);
    expect(installed.status, installed.stderr).toBe(0);
    expect(readdirSync(join(project, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["@proofbase"]); // no dependencies came with it

    writeFileSync(join(project, "sample.ts"), SAMPLE);
    // AbortController is the one global the sample itself uses; declared as a merchant's lib would.
    writeFileSync(join(project, "globals.d.ts"), "declare class AbortController { readonly signal: { readonly aborted: boolean; readonly reason: unknown; addEventListener(type: 'abort', listener: () => void): void; removeEventListener(type: 'abort', listener: () => void): void } }\n");
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, skipLibCheck: false, types: [], lib: ["ES2022"], noEmit: true },
        files: ["sample.ts", "globals.d.ts"],
      }),
    );
    const compiled = spawnSync(process.execPath, [tsc, "-p", project], { encoding: "utf8" });
    expect(compiled.stdout + compiled.stderr).toBe("");
    expect(compiled.status).toBe(0);

    // It runs: both entry points import, a signed body verifies, and the bin answers.
    const script = `import { Proofbase } from "@proofbase/client"; import { signWebhookPayload, verifyWebhook } from "@proofbase/client/webhooks";
      const body = JSON.stringify({ id: "evt_1", type: "ping" });
      console.log(typeof Proofbase, verifyWebhook(body, signWebhookPayload(body, "pbwh_s"), "pbwh_s").type);`;
    expect(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: project, encoding: "utf8" }).trim()).toBe("function ping");
    const help = spawnSync(join(project, "node_modules", ".bin", "proofbase"), ["--help"], { cwd: project, encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("listen");
  });

  it("passes npm publish --dry-run with nothing to warn about but the missing registry login", () => {
    const dry = npm(["publish", "--dry-run", "--ignore-scripts", "-w", "@proofbase/client"], root);
    expect(dry.status, dry.stderr).toBe(0);
    const warnings = (dry.stdout + dry.stderr).split("\n").filter((line) => /npm (warn|WARN|error|ERR)/.test(line) && !line.includes("requires you to be logged in"));
    expect(warnings).toEqual([]);
    const files = (dry.stdout + dry.stderr).split("\n").filter((line) => /npm notice [\d.]+k?B /.test(line));
    expect(files.some((line) => line.endsWith("dist/index.d.ts"))).toBe(true);
    expect(files.filter((line) => /\.test\.|\/src\/|test-support/.test(line))).toEqual([]);
  });
});
