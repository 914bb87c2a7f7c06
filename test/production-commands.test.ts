import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productionCommand } from "../bench/support/production-command.js";
import { dockerignored, dockerignorePatterns } from "./support/dockerfile.js";

// package.json's start:api is how production runs the api (and what the bench measures); the
// image and the compose file must start it the same way.
describe("the api's production command", () => {
  const api = productionCommand("start:api");

  it("is compiled JavaScript with the memory settings docs/performance.md measured", () => {
    expect(api.script).toBe("dist/src/api.js");
    expect(api.nodeArgs).toContain("--max-old-space-size=160");
    // Without it V8 grows a heap this small by its minimum factor and runs a full GC every half second under load.
    expect(api.nodeArgs).toContain("--heap-growing-percent=100");
    expect(api.env).toEqual({ MALLOC_ARENA_MAX: "2" });
  });

  it("is the Dockerfile's CMD, with its environment set in the image", () => {
    const dockerfile = readFileSync("Dockerfile", "utf8");
    const cmd = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)].at(-1)?.[1];
    expect(JSON.parse(cmd!)).toEqual(["node", ...api.nodeArgs, api.script]);
    for (const [name, value] of Object.entries(api.env)) expect(dockerfile).toMatch(new RegExp(`^ENV ${name}=${value}$`, "m"));
  });

  it("is the api service's command in docker-compose.yml", () => {
    // Plain text: the file is small and a YAML parser is not a dependency.
    const compose = readFileSync("docker-compose.yml", "utf8");
    const apiService = compose.slice(compose.indexOf("\n  api:"), compose.indexOf("\n  worker"));
    const command = /command: (\[.*?\])/.exec(apiService)?.[1];
    expect(JSON.parse(command!)).toEqual(["node", ...api.nodeArgs, api.script]);
  });

  it("parses the environment, the Node flags and the script of a script line", () => {
    expect(productionCommand("start:worker")).toEqual({ env: {}, nodeArgs: [], script: "dist/workers/main.js" });
  });
});

describe("docker-compose.yml", () => {
  it("publishes the infrastructure (Postgres, Redis, anvil, Prometheus, Grafana) on 127.0.0.1 only", () => {
    const compose = readFileSync("docker-compose.yml", "utf8");
    const published = new Map<string, string[]>();
    let service = "";
    for (const line of compose.split("\n")) {
      const name = /^  ([a-z][\w-]*):\s*$/.exec(line)?.[1];
      if (name) service = name;
      const ports = /^\s+ports: (\[.*\])\s*$/.exec(line)?.[1];
      if (ports) published.set(service, JSON.parse(ports));
    }
    for (const infra of ["postgres", "redis", "anvil", "prometheus", "grafana"]) {
      expect(published.get(infra), infra).toBeDefined();
      for (const mapping of published.get(infra)!) expect(mapping, infra).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    }
    // Every published port is accounted for: the infrastructure above, and the api itself.
    expect([...published.keys()].sort()).toEqual(["anvil", "api", "grafana", "postgres", "prometheus", "redis"]);
  });
});

// Docker sends the working directory, not git's view of it: what .gitignore keeps out of a clean
// checkout (installed or built files, local settings) must stay out of the image's context too,
// or a developer's build differs from CI's. test/image-build.test.ts replays the build from it.
describe(".dockerignore", () => {
  const patterns = dockerignorePatterns();

  it("leaves out what a clean checkout lacks, wherever it lies", () => {
    for (const file of [
      "node_modules/x/index.js",
      "packages/client/node_modules/x/index.js",
      "dist/src/api.js",
      "web/dist/index.html",
      "packages/client/dist/index.js",
      "src/platform/generated/prisma/client.ts",
      ".env",
      "web/.env.local",
      ".dev/demo-keys.json",
      "build/proofbase-client-0.1.0.tgz",
      "bench/results/run.json",
    ])
      expect(dockerignored(file, patterns), file).toBe(true);
  });

  it("keeps what the build stage copies", () => {
    for (const file of ["package.json", "package-lock.json", "prisma/schema/schema.prisma", "scripts/web-size.ts", "src/api.ts", "workers/main.ts", "web/src/sdk/proofbase-verify.ts", "web/vite.config.ts"])
      expect(dockerignored(file, patterns), file).toBe(false);
  });

  it("reads patterns as Docker does: anchored at the context's root, `**` for any folders, `!` to keep", () => {
    expect(dockerignored("test/a.ts", ["test"])).toBe(true);
    expect(dockerignored("src/test/a.ts", ["test"])).toBe(false);
    expect(dockerignored("src/test/a.ts", ["**/test"])).toBe(true);
    expect(dockerignored("a.md", ["*.md"])).toBe(true);
    expect(dockerignored("docs/a.md", ["*.md"])).toBe(false);
    expect(dockerignored("docs/keep.md", ["docs", "!docs/keep.md"])).toBe(false);
  });
});
