import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readImportGraph, runtimeCycles } from "./support/import-graph.js";

// IMPORT_GRAPH_ROOT checks another checkout (e.g. an older commit) with the same rules.
const root = resolve(process.env.IMPORT_GRAPH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const graph = readImportGraph(root, ["src", "workers"]);

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
});
