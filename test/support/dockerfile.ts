// Reads the Dockerfile and replays its stages where no container daemon exists: each stage's
// filesystem is a temporary directory, its COPY instructions copy exactly the files Docker would
// send (the build context: the checkout's files, less .dockerignore), and its RUN steps run there.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface Instruction {
  keyword: string;
  args: string;
  /** `--from=build` and the like. */
  flags: Record<string, string>;
}

export interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages, with line continuations joined and comments dropped. */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    if (/^\s*#/.test(raw)) continue; // comments, also between continued lines
    const line = raw.trimEnd();
    if (line.endsWith("\\")) {
      pending += line.slice(0, -1).trim() + " ";
      continue;
    }
    const whole = (pending + line.trim()).trim();
    pending = "";
    if (whole) logical.push(whole);
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword, rest] = /^(\w+)\s*(.*)$/.exec(line)!;
    const flags: Record<string, string> = {};
    let args = rest!;
    for (let flag = /^--([\w-]+)=(\S+)\s+/.exec(args); flag; flag = /^--([\w-]+)=(\S+)\s+/.exec(args)) {
      flags[flag[1]!] = flag[2]!;
      args = args.slice(flag[0].length);
    }
    const upper = keyword!.toUpperCase();
    if (upper === "FROM") {
      const [image, as, name] = args.split(/\s+/);
      stages.push({ image: image!, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
      continue;
    }
    if (stages.length === 0) throw new Error(`Dockerfile: ${upper} before the first FROM`);
    stages.at(-1)!.instructions.push({ keyword: upper, args, flags });
  }
  return stages;
}

/** A .dockerignore pattern as a regular expression over slash-separated paths (Go's filepath.Match, plus `**`). */
function patternRegex(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*" && pattern[i + 1] === "*") {
      const folders = pattern[i + 2] === "/";
      source += folders ? "(?:.*/)?" : ".*";
      i += folders ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** Whether .dockerignore's `patterns` leave `file` out of the context (a matched folder leaves out all it holds). */
export function dockerignored(file: string, patterns: string[]): boolean {
  const parts = file.split("/");
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
  let excluded = false;
  for (const raw of patterns) {
    const negated = raw.startsWith("!");
    const pattern = posix.normalize((negated ? raw.slice(1) : raw).trim()).replace(/^\/+/, "").replace(/\/+$/, "");
    const regex = patternRegex(pattern);
    if (prefixes.some((prefix) => regex.test(prefix))) excluded = !negated;
  }
  return excluded;
}

export function dockerignorePatterns(): string[] {
  const file = join(repoRoot, ".dockerignore");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/**
 * The build context of a clean checkout: the files git has (committed or new, never git-ignored
 * ones such as node_modules, dist/ or src/platform/generated/), less what .dockerignore leaves out.
 */
export function buildContext(): Set<string> {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repoRoot, encoding: "utf8" });
  const patterns = dockerignorePatterns();
  return new Set(
    listed
      .split("\0")
      .filter((file) => file && existsSync(join(repoRoot, file)) && !statSync(join(repoRoot, file)).isDirectory())
      .filter((file) => !dockerignored(file, patterns)),
  );
}

export interface ReplayedStage {
  stage: Stage;
  /** The stage's filesystem root. */
  root: string;
  /** Its WORKDIR, as a path inside `root`. */
  workdir: string;
  env: Record<string, string>;
  /** Each COPY's destination files, relative to the stage's root (`app/package.json`). */
  copied: string[];
  user: string | undefined;
}

export interface ReplayOptions {
  context: Set<string>;
  /** Where each earlier stage's filesystem is (for COPY --from). */
  stages: Map<string, ReplayedStage>;
  /**
   * What replaces an `npm ci` RUN step (called with the stage so far and the step's flags); the
   * replay never installs from a registry.
   */
  npmCi: (stage: ReplayedStage, flags: string[]) => void;
  /** The environment every RUN step starts from (Docker's is the base image's, not this process's). */
  baseEnv: Record<string, string>;
  log?: (line: string) => void;
}

function inStage(stage: ReplayedStage, path: string): string {
  const absolute = path.startsWith("/") ? path : posix.join(stage.workdir, path);
  return join(stage.root, absolute);
}

function copy(stage: ReplayedStage, instruction: Instruction, options: ReplayOptions): void {
  const words = instruction.args.split(/\s+/);
  if (words.length < 2 || words[0]!.startsWith("[")) throw new Error(`COPY ${instruction.args}: the replay reads only "COPY src... dest"`);
  const sources = words.slice(0, -1);
  const dest = words.at(-1)!;
  const intoFolder = dest.endsWith("/") || sources.length > 1;
  const from = instruction.flags.from;
  for (const source of sources) {
    if (/[*?[]/.test(source)) throw new Error(`COPY ${source}: the replay does not expand wildcards`);
    if (from) {
      const origin = options.stages.get(from);
      if (!origin) throw new Error(`COPY --from=${from}: no earlier stage of that name`);
      const path = join(origin.root, posix.isAbsolute(source) ? source : posix.join(origin.workdir, source));
      if (!existsSync(path)) throw new Error(`COPY --from=${from} ${source}: stage ${from} has no ${source} (after its RUN steps)`);
      const target = statSync(path).isDirectory() || !intoFolder ? inStage(stage, dest) : inStage(stage, posix.join(dest, posix.basename(source)));
      cpSync(path, target, { recursive: true, dereference: false });
      stage.copied.push(posix.relative(stage.root, target));
      continue;
    }
    const normalized = posix.normalize(source).replace(/^\.\/?/, "").replace(/\/$/, "");
    const files = [...options.context].filter((file) => normalized === "" || file === normalized || file.startsWith(`${normalized}/`));
    if (files.length === 0) throw new Error(`COPY ${source}: not in the build context (missing, git-ignored or in .dockerignore)`);
    for (const file of files) {
      const isTheSource = file === normalized;
      const target = isTheSource
        ? intoFolder
          ? posix.join(dest, posix.basename(file))
          : dest
        : posix.join(dest, normalized === "" ? file : file.slice(normalized.length + 1));
      const to = inStage(stage, target);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(join(repoRoot, file), to);
      stage.copied.push(posix.relative("/", posix.isAbsolute(target) ? target : posix.join(stage.workdir, target)));
    }
  }
}

function run(stage: ReplayedStage, command: string, options: ReplayOptions): void {
  const ci = /^npm ci((?:\s+--[\w-=]+)*)(\s*&&\s*npm cache clean --force)?$/.exec(command);
  if (ci) {
    options.npmCi(stage, ci[1]!.trim().split(/\s+/).filter(Boolean));
    return;
  }
  if (/\bnpm (ci|install|i)\b/.test(command)) throw new Error(`RUN ${command}: the replay knows only "npm ci [--flags]" (optionally "&& npm cache clean --force")`);
  options.log?.(`RUN ${command}`);
  const result = spawnSync("sh", ["-c", command], {
    cwd: join(stage.root, stage.workdir),
    env: { ...options.baseEnv, HOME: join(stage.root, "root"), ...stage.env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`RUN ${command} failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
}

/** Replays `stage` into `root`: WORKDIR, ENV, COPY, RUN and USER; the rest (EXPOSE, CMD...) is read, not run. */
export function replayStage(stage: Stage, root: string, options: ReplayOptions): ReplayedStage {
  const replayed: ReplayedStage = { stage, root, workdir: "/", env: {}, copied: [], user: undefined };
  mkdirSync(join(root, "root"), { recursive: true });
  for (const instruction of stage.instructions) {
    switch (instruction.keyword) {
      case "WORKDIR":
        replayed.workdir = posix.resolve(replayed.workdir, instruction.args);
        mkdirSync(join(root, replayed.workdir), { recursive: true });
        break;
      case "ENV": {
        const assignment = /^([A-Za-z_]\w*)=(\S+)$/.exec(instruction.args);
        if (!assignment) throw new Error(`ENV ${instruction.args}: the replay reads only "ENV NAME=value"`);
        replayed.env[assignment[1]!] = assignment[2]!;
        break;
      }
      case "COPY":
        copy(replayed, instruction, options);
        break;
      case "RUN":
        run(replayed, instruction.args, options);
        break;
      case "USER":
        replayed.user = instruction.args;
        break;
      case "ADD":
        throw new Error("ADD: the replay does not read it; use COPY");
      default:
        break;
    }
  }
  if (stage.name) options.stages.set(stage.name, replayed);
  return replayed;
}

/** Links the repository's installed node_modules where `npm ci` would have installed. */
export function linkNodeModules(stage: ReplayedStage): void {
  symlinkSync(join(repoRoot, "node_modules"), join(stage.root, stage.workdir, "node_modules"), "dir");
}
