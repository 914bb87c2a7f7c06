import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VERSION } from "./version.js";

// What merchants install must stand alone: no import reaches outside the package (the service's
// src/ in particular) and nothing but Node's built-ins is needed at run time.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const sourceDir = join(packageDir, "src");

const shippedSources = () =>
  readdirSync(sourceDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name));

const importsOf = (text: string) => [...text.matchAll(/(?:^|\s)(?:import|export)\s[^"';]*?from\s+"([^"]+)"|import\("([^"]+)"\)/gm)].map((m) => m[1] ?? m[2]!);

describe("the package", () => {
  it("imports only Node built-ins and its own files", () => {
    const outside: string[] = [];
    const files = shippedSources();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const specifier of importsOf(readFileSync(file, "utf8"))) {
        const own = specifier.startsWith(".") && !relative(sourceDir, join(file, "..", specifier)).startsWith("..");
        if (!own && !specifier.startsWith("node:")) outside.push(`${relative(packageDir, file)}: ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("has no runtime dependencies, and its VERSION is package.json's", () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(VERSION).toBe(manifest.version);
  });
});
