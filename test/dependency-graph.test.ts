import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { folderGraph, readImportGraph, runtimeClosure, runtimeCycles, type ImportGraph } from "./support/import-graph.js";

// IMPORT_GRAPH_ROOT checks another checkout (e.g. an older commit) with the same rules.
const root = resolve(process.env.IMPORT_GRAPH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const graph = readImportGraph(root, ["src", "workers"]);

/**
 * What the HTTP framework (src/http: the router, principals, the audit trail, pagination) may
 * import, of any kind: itself and src/platform, the foundations below every domain. Domains import
 * the framework (defineRoute, schemas, errors); the composition root (src/app) imports both and
 * wires them, so the framework never imports a domain.
 */
const HTTP_FOUNDATIONS = ["src/http", "src/platform"];

/**
 * Every folder import that lies on a folder-level cycle (both ends in one strongly connected
 * group), with the file imports that make it. The layers are docs/architecture.md's "Layout",
 * the rules docs/conventions.md's "Imports"; a cycle means some folder both serves and uses another.
 */
function folderImportsOnCycles(files: ImportGraph): string[] {
  const srcOnly = new Map([...files].filter(([file]) => file.startsWith("src/")));
  const { graph: folders, imports } = folderGraph(srcOnly);
  return runtimeCycles(folders).flatMap(({ files: group }) =>
    group.flatMap((from) =>
      (folders.get(from) ?? []).filter((e) => group.includes(e.to)).map((e) => `${from} -> ${e.to} (${imports.get(`${from} -> ${e.to}`)!.join(", ")})`),
    ),
  );
}

/** Job handlers (`*.handler.ts`) are named only by their definition's lazy `import()`. */
const isHandler = (file: string) => file.endsWith(".handler.ts");

describe("the import graph of src/ and workers/", () => {
  it("is read from the real files", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("workers/main.ts")?.map((e) => e.to)).toContain("workers/start-workers.ts");
  });

  it("has no src/ file importing workers/ (type-only imports included)", () => {
    const offending = [...graph].flatMap(([file, edges]) =>
      file.startsWith("src/") ? edges.filter((e) => e.to.startsWith("workers/")).map((e) => `${file} -> ${e.to}`) : [],
    );
    expect(offending).toEqual([]);
  });

  it("has no src/http file importing anything but the foundations (type-only and dynamic imports included)", () => {
    const offending = [...graph].flatMap(([file, edges]) =>
      file.startsWith("src/http/") && !file.endsWith(".test.ts")
        ? edges.filter((e) => !HTTP_FOUNDATIONS.some((allowed) => e.to.startsWith(`${allowed}/`))).map((e) => `${file} -> ${e.to}`)
        : [],
    );
    expect(offending).toEqual([]);
  });

  it("has no folder-level cycle among src/ folders, counting every import kind: the folders form layers", () => {
    expect(folderImportsOnCycles(graph)).toEqual([]);
  });

  it("loads no job handler in the api process, and imports handlers only lazily", () => {
    const api = runtimeClosure(graph, "src/api.ts");
    expect(api).toContain("src/app/create-app.ts");
    expect(api).toContain("src/sessions/jobs/session-expiry.ts"); // definitions, yes
    expect([...api].filter(isHandler)).toEqual([]);
    const handlers = [...graph.keys()].filter(isHandler);
    expect(handlers.length).toBeGreaterThanOrEqual(9);
    const staticImports = [...graph].flatMap(([file, edges]) => edges.filter((e) => e.runtime && isHandler(e.to)).map((e) => `${file} -> ${e.to}`));
    expect(staticImports.filter((edge) => !edge.includes(".test.ts ->"))).toEqual([]);
  });

  it("has no runtime import cycle", () => {
    const report = runtimeCycles(graph).map(({ path, files }) => `${path.join(" -> ")} (one cycle among ${files.length} files: ${files.join(", ")})`);
    expect(report).toEqual([]);
  });
});

describe("the cycle check", () => {
  const fixture = mkdtempSync(join(tmpdir(), "import-graph-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };

  it("reports a value cycle as a path, and ignores imports that compile away", () => {
    write("src/a.ts", `import { b } from "./b.js";\nexport const a = () => b;\nexport type A = number;\n`);
    write("src/b.ts", `import { c } from "./deep/c.js";\nexport const b = c;\n`);
    write("src/deep/c.ts", `import { a } from "../a.js";\nexport const c = 1;\nexport const useA = () => a();\n`);
    write("src/types-only.ts", `import type { A } from "./a.js";\nimport { b } from "./b.js";\nexport type { A };\nexport const t: A = b;\n`);
    write("src/as-type.ts", `import { A } from "./a.js";\nexport const x: A = 1;\n`);
    write("src/x.ts", `import { TypeOnly } from "./y.js";\nexport type X = TypeOnly;\nexport const x = 1;\n`);
    write("src/y.ts", `import type { X } from "./x.js";\nexport type TypeOnly = X | string;\nexport { x } from "./x.js";\n`);
    const fixtureGraph = readImportGraph(fixture, ["src"]);

    expect(fixtureGraph.get("src/as-type.ts")).toEqual([{ to: "src/a.ts", runtime: false }]);
    expect(runtimeCycles(fixtureGraph)).toEqual([
      { path: ["src/a.ts", "src/b.ts", "src/deep/c.ts", "src/a.ts"], files: ["src/a.ts", "src/b.ts", "src/deep/c.ts"] },
    ]);
  });

  it("finds folder-level cycles, through nested folders, type-only and dynamic imports included", () => {
    write("folders/src/http/router.ts", `import { rule } from "../orders/rule.js";\nexport const router = rule;\n`);
    write("folders/src/orders/rule.ts", `export const rule = 1;\n`);
    write("folders/src/orders/routes.ts", `import { router } from "../http/router.js";\nexport const routes = [router];\n`);
    write("folders/src/orders/jobs/ship.ts", `import { notify } from "../../mail/notify.js";\nexport const ship = () => import("./ship.handler.js");\nexport const n = notify;\n`);
    write("folders/src/orders/jobs/ship.handler.ts", `export const handle = 1;\n`);
    write("folders/src/mail/notify.ts", `import type { routes } from "../orders/routes.js";\nexport const notify = (r: typeof routes) => r;\nexport const lazy = () => import("../orders/rule.js");\n`);
    const fixtureGraph = readImportGraph(join(fixture, "folders"), ["src"]);

    expect(folderImportsOnCycles(fixtureGraph)).toEqual([
      "src/http -> src/orders (src/http/router.ts -> src/orders/rule.ts)",
      "src/mail -> src/orders (src/mail/notify.ts -> src/orders/routes.ts (type-only or dynamic), src/mail/notify.ts -> src/orders/rule.ts (type-only or dynamic))",
      "src/orders -> src/mail (src/orders/jobs/ship.ts -> src/mail/notify.ts)",
      "src/orders -> src/http (src/orders/routes.ts -> src/http/router.ts)",
    ]);
    expect([...runtimeClosure(fixtureGraph, "src/orders/jobs/ship.ts")].sort()).toEqual(["src/mail/notify.ts", "src/orders/jobs/ship.ts"]);
  });
});
