import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import type { FollowPosition } from "./event-follower.js";

/** What `listen` keeps between runs: its signing secret and its place in the event log. */
export interface ListenState {
  version: 1;
  secret: string;
  position: FollowPosition;
}

/** `~/.proofbase/listen-<hash of deployment and key>.json` (`PROOFBASE_CONFIG_DIR` moves the folder). */
export function defaultStateFile(apiRoot: string, apiKey: string): string {
  const hash = createHash("sha256").update(`${apiRoot}\n${apiKey}`).digest("hex").slice(0, 16);
  return join(process.env.PROOFBASE_CONFIG_DIR ?? join(homedir(), ".proofbase"), `listen-${hash}.json`);
}

export function loadState(file: string): ListenState | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const state = JSON.parse(text) as ListenState;
  if (state?.version !== 1 || typeof state.secret !== "string" || typeof state.position?.seen !== "object") {
    throw new Error(`${file} is not a proofbase listen state file (delete it to start over)`);
  }
  return state;
}

/** Written whole to a temporary file and renamed, so a crash never leaves half a file. Holds the secret: owner-only. */
export function saveState(file: string, state: ListenState): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}
