import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

export interface ImportEdge {
  /** Relative to the root, with forward slashes. */
  to: string;
  /**
   * True for a static import that stays in the compiled file; false for those that vanish
   * (`import type`, `export type`, names used only as types) and for dynamic `import()`, which
   * loads nothing while the importing module is being evaluated.
   */
  runtime: boolean;
}

/** Every project file under `dirs` and the project files each one imports (packages left out). */
export type ImportGraph = Map<string, ImportEdge[]>;

function listTsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "node_modules" ? [] : listTsFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

/** `./x.js` written in a .ts file means `./x.ts` (NodeNext); also accepts `./x` and `./x/index`. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts"), base];
  return candidates.find((path) => path.endsWith(".ts") && existsSync(path) && statSync(path).isFile());
}

/** Identifiers used as values, i.e. what survives when the types are stripped. */
function valueNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isHeritageClause(node) && node.token === ts.SyntaxKind.ImplementsKeyword) return;
    if (ts.isExportSpecifier(node) && (node.isTypeOnly || node.parent.parent.isTypeOnly)) return;
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return names;
}

/** The names an import binds at run time (`import { type A }` binds nothing then). */
function boundValueNames(clause: ts.ImportClause): string[] {
  if (clause.isTypeOnly) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
  return names;
}

/**
 * Static imports of a file, as written (`all`) and as left after compilation (`runtime`). Like
 * tsc and esbuild without verbatimModuleSyntax, an import none of whose names is used as a value
 * is dropped from the compiled file, and so are `import type` and `export type ... from`.
 */
function importsOf(path: string): { all: string[]; runtime: Set<string> } {
  const source = readFileSync(path, "utf8");
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, true);
  const used = valueNames(file);
  // Every import, dynamic ones and `import("./x.js").T` types included.
  const all = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  const runtime = new Set<string>();
  for (const statement of file.statements) {
    const module = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!module || !ts.isStringLiteral(module)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || boundValueNames(clause).some((name) => used.has(name))) runtime.add(module.text);
    } else {
      const clause = statement.exportClause;
      const typesOnly = statement.isTypeOnly || (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) runtime.add(module.text);
    }
  }
  return { all, runtime };
}

/** Builds the import graph of every .ts file under `dirs` (relative to `root`). */
export function readImportGraph(root: string, dirs: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const name = (path: string) => relative(root, path).split(sep).join("/");
  for (const file of dirs.flatMap((dir) => listTsFiles(join(root, dir)))) {
    const { all, runtime } = importsOf(file);
    const edges = new Map<string, ImportEdge>();
    for (const specifier of all) {
      const target = resolveRelative(file, specifier);
      if (!target) continue;
      const to = name(target);
      const edge = edges.get(to) ?? { to, runtime: false };
      edge.runtime ||= runtime.has(specifier);
      edges.set(to, edge);
    }
    graph.set(name(file), [...edges.values()]);
  }
  return graph;
}

export interface CycleGroup {
  /** One concrete cycle through the group, first file repeated at the end: a -> b -> a. */
  path: string[];
  /** Every file of the group (a strongly connected component): each reaches every other. */
  files: string[];
}

/**
 * The groups of files that import each other at run time (strongly connected components with
 * more than one file, or a file importing itself), each with one concrete cycle through it.
 */
export function runtimeCycles(graph: ImportGraph): CycleGroup[] {
  const next = (file: string) => (graph.get(file) ?? []).filter((e) => e.runtime && graph.has(e.to)).map((e) => e.to);

  // Tarjan's algorithm, iterative (the graph is a few hundred files, but recursion depth is not ours to bound).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ file: string; children: string[]; i: number }> = [];
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter++);
      stack.push(file);
      onStack.add(file);
      work.push({ file, children: next(file), i: 0 });
    };
    visit(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.i < frame.children.length) {
        const child = frame.children[frame.i++]!;
        if (!index.has(child)) visit(child);
        else if (onStack.has(child)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1 || next(frame.file).includes(frame.file)) components.push(component.sort());
      }
    }
  }
  return components.map((files) => ({ path: shortestCycle(files[0]!, new Set(files), next), files }));
}

/** The shortest path from `start` back to itself inside one component (breadth first). */
function shortestCycle(start: string, within: Set<string>, next: (file: string) => string[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head]!;
    for (const child of next(file).filter((c) => within.has(c))) {
      if (child === start) {
        const path: string[] = [];
        for (let at = file; at !== start; at = cameFrom.get(at)!) path.unshift(at);
        return [start, ...path, start];
      }
      if (!cameFrom.has(child)) {
        cameFrom.set(child, file);
        queue.push(child);
      }
    }
  }
  return [start];
}

/**
 * What a file belongs to at folder level: `src/<folder>` for a file in a folder under src/ (at any
 * depth: `src/events/webhooks/jobs/x.ts` is `src/events/webhooks`), the file itself for a file directly in
 * src/ (`src/platform/config.ts`), and likewise under workers/.
 */
export function folderOf(file: string): string {
  const parts = file.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : file;
}

/**
 * The folder-level graph: an edge from folder A to folder B when a file of A imports a file of B
 * in any way: at run time, type-only (`import type`, names used only as types) or dynamic
 * (`import()`). A type is as much a dependency of the code that names it as a value is, and a
 * lazy import still reaches the folder. Tests are left out, and what only tests import beside
 * them (`*.test-support.ts`: a flow's contract scenarios): they import test/support, which
 * imports the whole app. Each edge remembers the imports that make it, so a report can name them.
 */
export function folderGraph(graph: ImportGraph): { graph: ImportGraph; imports: Map<string, string[]> } {
  const folders: ImportGraph = new Map();
  const imports = new Map<string, string[]>();
  for (const [file, edges] of graph) {
    if (file.endsWith(".test.ts") || file.endsWith(".test-support.ts")) continue;
    const from = folderOf(file);
    const out = folders.get(from) ?? [];
    folders.set(from, out);
    for (const edge of edges) {
      const to = folderOf(edge.to);
      if (!graph.has(edge.to) || to === from) continue;
      if (!out.some((e) => e.to === to)) out.push({ to, runtime: true });
      const key = `${from} -> ${to}`;
      imports.set(key, [...(imports.get(key) ?? []), `${file} -> ${edge.to}${edge.runtime ? "" : " (type-only or dynamic)"}`]);
    }
  }
  return { graph: folders, imports };
}

/** Every file `entry` loads while it is being evaluated: its static runtime imports, transitively. */
export function runtimeClosure(graph: ImportGraph, entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let head = 0; head < queue.length; head++) {
    for (const edge of graph.get(queue[head]!) ?? []) {
      if (edge.runtime && !seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return seen;
}
