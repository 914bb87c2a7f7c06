// `npx tsx bench/support/profile-summary.ts <file.cpuprofile | profile dir> [top]`: where a process
// spent its CPU. Given a directory (one per process under bench/profiles/), reads its main thread.
// Prints self time by function and by package/file, and inclusive time of the project's own
// functions (src/, workers/), so a hot path can be named with the profile as evidence.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function place(url: string): string {
  const path = url.replace(/^file:\/\//, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const own = /\/((?:src|workers|bench)\/.*)$/.exec(path);
  if (own) return own[1]!;
  if (path.startsWith("node:") || path === "") return path || "(native/vm)";
  return path.split("/").slice(-2).join("/");
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${place(url)}:${lineNumber + 1}`;
}

function table(title: string, entries: [string, number][], totalUs: number, top: number): string {
  const lines = entries
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => `${((us / totalUs) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  return `${title}\n${lines.join("\n")}`;
}

export function summarizeProfile(file: string, top = 25): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const idleUs = [...selfUs.entries()]
    .filter(([id]) => ["(idle)", "(program)", "(garbage collector)"].includes(byId.get(id)?.callFrame.functionName ?? ""))
    .map(([id, us]) => [byId.get(id)!.callFrame.functionName, us] as [string, number]);

  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const ownInclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    byFunction.set(label(node), (byFunction.get(label(node)) ?? 0) + us);
    const where = place(node.callFrame.url);
    byPlace.set(where, (byPlace.get(where) ?? 0) + us);
    // Inclusive time of our own functions: walk up the stack once per distinct frame.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)!;
      if (!/\/(src|workers)\//.test(frame.callFrame.url)) continue;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      ownInclusive.set(name, (ownInclusive.get(name) ?? 0) + us);
    }
  }

  return [
    `${file}: ${(totalUs / 1000).toFixed(0)} ms sampled over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`,
    idleUs.map(([name, us]) => `${name} ${((us / totalUs) * 100).toFixed(1)}%`).join(", "),
    "",
    table("Self time by package / file:", [...byPlace], totalUs, top),
    "",
    table("Self time by function:", [...byFunction], totalUs, top),
    "",
    table("Inclusive time of project functions (src/, workers/):", [...ownInclusive], totalUs, top),
  ].join("\n");
}

/** The main thread's profile in a process's profile directory (Node names it CPU.<...>.<pid>.0.<seq>.cpuprofile). */
export function mainThreadProfile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path).filter((f) => f.endsWith(".cpuprofile"));
  const main = files.find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (main) return join(path, main);
  const largest = files.sort((a, b) => statSync(join(path, b)).size - statSync(join(path, a)).size)[0];
  if (!largest) throw new Error(`no .cpuprofile in ${path} (profiles are written when the process exits gracefully)`);
  return join(path, largest);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write("usage: npx tsx bench/support/profile-summary.ts <file.cpuprofile | profile dir> [top]\n");
    process.exit(2);
  }
  process.stdout.write(`${summarizeProfile(mainThreadProfile(file), top ? Number(top) : 25)}\n`);
}
