import { readFileSync } from "node:fs";

export interface ProductionCommand {
  /** `VAR=value` assignments before `node`. */
  env: Record<string, string>;
  /** Node's own flags (V8 heap sizing and the like). */
  nodeArgs: string[];
  script: string;
}

/**
 * How production starts a process, read from its package.json script (`start:api`), the one place
 * that says it: `[VAR=value ...] node [--flag ...] dist/....js`. The bench runs the api the same
 * way; test/production-commands.test.ts holds the Dockerfile and docker-compose.yml to it.
 */
export function productionCommand(scriptName: string, packageJson = "package.json"): ProductionCommand {
  const scripts = (JSON.parse(readFileSync(packageJson, "utf8")) as { scripts: Record<string, string> }).scripts;
  const line = scripts[scriptName];
  if (!line) throw new Error(`package.json has no script ${scriptName}`);
  const words = line.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split("=");
    env[name!] = value.join("=");
  }
  if (words.shift() !== "node") throw new Error(`${scriptName} must run node: ${line}`);
  const nodeArgs: string[] = [];
  while (words[0]?.startsWith("-")) nodeArgs.push(words.shift()!);
  const script = words.shift();
  if (!script) throw new Error(`${scriptName} names no script: ${line}`);
  return { env, nodeArgs, script };
}
