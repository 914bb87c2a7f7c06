import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The folder holding package.json: code runs from src/ (tsx) and from dist/src/ (the build, the image). */
export function packageRoot(): URL {
  for (let dir = new URL("..", import.meta.url); ; dir = new URL("../", dir)) {
    if (existsSync(new URL("package.json", dir))) return dir;
    if (dir.pathname === "/") throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
  }
}

/** package.json's version: what this build is. */
export function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL("package.json", packageRoot()), "utf8")) as { version?: unknown };
  if (typeof version !== "string") throw new Error("package.json has no version");
  return version;
}
