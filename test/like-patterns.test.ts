import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("LIKE patterns", () => {
  it("every LIKE, ILIKE and Prisma insensitive comparison in src/ takes its value through likeLiteral", () => {
    const unescaped = sourceFiles(join(root, "src")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .filter(({ line }) => /mode:\s*["']insensitive["']|\bI?LIKE\s/.test(line) && !line.includes("likeLiteral("))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(unescaped).toEqual([]);
  });
});
