import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readImportGraph } from "../../test/support/import-graph.js";
import { FLOW_NAMES } from "./registry.js";

/**
 * A flow is named only in its own places (docs/architecture.md, "Adding a flow"): its folder, its
 * schema file, its migrations, its line in the registry. Everything else reaches it through the
 * registry, so adding or removing it touches nothing else. These flows are older than the
 * extension points and their names are words the rest of the code uses for other things (a
 * customer is a wallet address; members have email addresses; src/credentials is the VICs;
 * the SMS channel and the code tables' columns say phone), so they are held to the import rule
 * and to the branching rule (below), not to this one; every other registered flow (the passkey
 * flow, and any new one) is held to all three.
 */
const NOT_YET_SELF_CONTAINED: readonly string[] = ["wallet", "phone", "email", "credential"];
const SELF_CONTAINED = FLOW_NAMES.filter((flow) => !NOT_YET_SELF_CONTAINED.includes(flow));

// What the check reads: the server's sources, tests, scripts and schema, and the published client
// (git's files; the client reaches a flow's routes by operationId, `Proofbase.call`). The
// published OpenAPI documents and docs/ describe the API (they name every route); web/ is the
// browser side, held by test/web-flow-isolation.test.ts.
const ROOTS = ["src", "workers", "test", "scripts", "bench", "prisma", "packages", "vitest.config.ts", "package.json", "Dockerfile"];

const allowed = (flow: string) => [
  new RegExp(`^src/flows/${flow}/`),
  new RegExp(`^prisma/schema/flows/${flow}\\.prisma$`),
  new RegExp(`^prisma/migrations/\\d+_${flow}\\w*/`),
  /^src\/flows\/registry\.ts$/,
  /^src\/flows\/flow-isolation\.test\.ts$/,
];

/** Each of `files` with a line matching `pattern`, as `file:line` of the first. */
const firstLinesMatching = (files: readonly string[], read: (file: string) => string, pattern: RegExp): string[] =>
  files.flatMap((file) => {
    const line = read(file).split("\n").findIndex((text) => pattern.test(text));
    return line < 0 ? [] : [`${file}:${line + 1}`];
  });

/** The files of `files` outside `flow`'s places that name it (any case, within identifiers too: `deletePasskey`), with the first line that does. */
function strayMentions(flow: string, files: readonly string[], read: (file: string) => string): string[] {
  return firstLinesMatching(
    files.filter((file) => !allowed(flow).some((pattern) => pattern.test(file))),
    read,
    new RegExp(flow, "i"),
  );
}

const gitFiles = (): string[] =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...ROOTS], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file !== "" && !/\.(png|jpg|webp|ico|wasm)$/.test(file));

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return ""; // deleted in the work tree, not yet in git's index
  }
};

describe("a self-contained flow", () => {
  it("is every registered flow but the older ones", () => {
    for (const flow of NOT_YET_SELF_CONTAINED) expect(FLOW_NAMES).toContain(flow);
  });

  for (const flow of SELF_CONTAINED)
    it(`${flow}: no file outside its folder, schema file, migrations and the registry names it`, () => {
      const files = gitFiles();
      expect(files.filter((file) => file.startsWith(`src/flows/${flow}/`)).length).toBeGreaterThan(3);
      expect(strayMentions(flow, files, readOrEmpty)).toEqual([]);
    });

  it("finds a mention anywhere else, in any case, and not in the flow's places", () => {
    const texts: Record<string, string> = {
      "src/customers/routes.ts": "const x = 1;\nimport { deletePasskey } from './x.js';",
      "src/flows/passkey/flow.ts": "passkey",
      "src/flows/registry.ts": "passkeyFlow",
      "prisma/migrations/20261130400000_passkeys/migration.sql": "CREATE TABLE passkeys",
      "prisma/schema/flows/passkey.prisma": "model Passkey {}",
      "prisma/schema/schema.prisma": "model Customer {}",
      "test/contract/v1-scenarios.ts": "// PASSKEY",
    };
    expect(strayMentions("passkey", Object.keys(texts), (file) => texts[file]!)).toEqual(["src/customers/routes.ts:2", "test/contract/v1-scenarios.ts:1"]);
  });
});

// Every TypeScript file of the code base, with what it imports (static, type-only and dynamic).
const IMPORT_ROOTS = ["src", "workers", "test", "scripts", "bench", "packages"];

/** The files outside `flow`'s folder (the registry aside) that import a file of it, with the file they import. */
function importsFromOutside(flow: string, graph: ReturnType<typeof readImportGraph>): string[] {
  const inside = (file: string) => file.startsWith(`src/flows/${flow}/`);
  return [...graph].flatMap(([file, edges]) =>
    inside(file) || file === "src/flows/registry.ts" ? [] : edges.filter((edge) => inside(edge.to)).map((edge) => `${file} -> ${edge.to}`),
  );
}

describe("a flow's folder", () => {
  const graph = readImportGraph(join(import.meta.dirname, "..", ".."), IMPORT_ROOTS);

  for (const flow of FLOW_NAMES)
    it(`${flow}: nothing outside it imports it but the registry (any import kind, tests and scripts included)`, () => {
      expect(importsFromOutside(flow, graph)).toEqual([]);
    });

  it("finds an import from outside of any kind, and lets the flow's own files and the registry through", () => {
    const graph = new Map([
      ["src/billing/x.ts", [{ to: "src/flows/phone/live-sms.ts", runtime: false }]],
      ["test/y.test.ts", [{ to: "src/flows/phone/flow.ts", runtime: true }, { to: "src/flows/codes/code.ts", runtime: true }]],
      ["src/flows/phone/flow.ts", [{ to: "src/flows/phone/channel.ts", runtime: true }]],
      ["src/flows/registry.ts", [{ to: "src/flows/phone/flow.ts", runtime: true }]],
      ["src/flows/phoneme/z.ts", [{ to: "src/flows/phoneme/w.ts", runtime: true }]],
    ]);
    expect(importsFromOutside("phone", graph)).toEqual(["src/billing/x.ts -> src/flows/phone/live-sms.ts", "test/y.test.ts -> src/flows/phone/flow.ts"]);
  });
});


/**
 * The server's code outside `flow`'s places that branches on its name as a value (`type ===
 * "wallet"`, `flows.includes("phone")`, `case "email":`, SQL's `type = 'phone'`), with the line:
 * what a flow changes in shared behaviour comes from its module instead. The older flows' names
 * stay words of their own elsewhere (an email channel, a credential object); only a comparison
 * says "this flow".
 */
function branchesOnName(flow: string, files: readonly string[], read: (file: string) => string): string[] {
  const q = `["'\`]${flow}["'\`]`;
  const branch = new RegExp(`(===|!==|==)\\s*${q}|${q}\\s*(===|!==|==)|includes\\(${q}\\)|\\btype\\s*=\\s*${q}|\\bcase\\s+${q}`);
  const shared = files.filter((file) => /^(src|workers)\/.*\.ts$/.test(file) && !/\.test(-support)?\.ts$/.test(file) && !allowed(flow).some((pattern) => pattern.test(file)));
  return firstLinesMatching(shared, read, branch);
}

describe("the server's shared code", () => {
  for (const flow of FLOW_NAMES)
    it(`${flow}: no file outside its places branches on its name`, () => {
      expect(branchesOnName(flow, gitFiles(), readOrEmpty)).toEqual([]);
    });

  it("finds a comparison with the name, in code or SQL, and not a mere mention", () => {
    const texts: Record<string, string> = {
      "src/sessions/a.ts": 'const x = 1;\nif (f.type === "wallet") return;',
      "src/sessions/b.ts": "session.flows.includes('wallet')",
      "src/reporting/c.ts": "JOIN sdk_flows pf ON pf.type = 'wallet'",
      "src/messaging/d.ts": 'switch (t) {\n  case "wallet":',
      "src/customers/e.ts": "// a customer is a wallet address\nconst wallet = 'wallet address';",
      "src/flows/wallet/flow.ts": 'name: "wallet", x === "wallet"',
      "src/sessions/f.test.ts": 'expect(type === "wallet")',
      "web/src/g.tsx": 'flow.type === "wallet"',
    };
    expect(branchesOnName("wallet", Object.keys(texts), (file) => texts[file]!)).toEqual(["src/sessions/a.ts:2", "src/sessions/b.ts:1", "src/reporting/c.ts:1", "src/messaging/d.ts:2"]);
  });
});
