import type { Request, Response } from "express";
import { config } from "../platform/config.js";
import { pool, prisma } from "../platform/db/client.js";
import { APPLIED_MIGRATION_NAMES, shippedMigrationNames } from "../platform/db/migrate.js";
import { logger } from "../platform/logger.js";
import { packageVersion } from "../platform/package-root.js";
import { redis } from "../platform/redis.js";

type Check = "ok" | "unavailable";
type MigrationsCheck = Check | "behind";

// Read once at boot: the version this process runs, whatever happens to the files later.
const VERSION = packageVersion();

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    return "ok";
  } catch {
    return "unavailable"; // the status itself is the answer; readiness failures are expected while a dependency is down
  }
}

let shipped: Promise<string[]> | undefined;
let cached: { result: MigrationsCheck; at: number } | undefined;
let reportedMissing = "";
let reportedUnreadable = false;

/**
 * Whether every migration this build ships is applied. A database ahead of the build (the next
 * release's migrations, during a rolling upgrade) is fine: migrations are expand/contract, so this
 * code runs on the next schema (docs/operations.md, "Upgrades"). Only a missing one makes the api
 * unready. A definite answer is kept for READINESS_CACHE_MS, so probes stay one `SELECT 1` each.
 */
async function migrationsCheck(): Promise<MigrationsCheck> {
  if (cached && performance.now() - cached.at < config.READINESS_CACHE_MS) return cached.result;
  shipped ??= shippedMigrationNames();
  let expected: string[];
  try {
    expected = await shipped;
  } catch (error) {
    // A build without its migrations folder cannot tell what it expects: never ready, said once.
    if (!reportedUnreadable) logger.error({ err: (error as Error).message }, "readyz: cannot read this build's migrations");
    reportedUnreadable = true;
    return "unavailable";
  }
  let applied: Set<string>;
  try {
    const query = pool.query<{ migration_name: string }>(APPLIED_MIGRATION_NAMES);
    const { rows } = await Promise.race([query, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    applied = new Set(rows.map((row) => row.migration_name));
  } catch {
    return "unavailable"; // Postgres's own check says why; not cached, so its return is seen at once
  }
  const missing = expected.filter((name) => !applied.has(name));
  const listed = missing.join(", ");
  if (listed !== reportedMissing) {
    reportedMissing = listed;
    if (missing.length > 0) logger.warn({ missing }, "readyz: the database lacks migrations this build expects; run the migrations");
  }
  const result = missing.length === 0 ? "ok" : "behind";
  cached = { result, at: performance.now() };
  return result;
}

let draining = false;

/** From now on /readyz answers 503, so load balancers stop sending new requests (the graceful stop's first step). */
export function startDraining(): void {
  draining = true;
}

/** Liveness: the process answers. Never checks a dependency (a restart would not bring one back). */
export function healthz(_req: Request, res: Response): void {
  res.json({ status: "ok", version: VERSION });
}

export async function readyz(_req: Request, res: Response): Promise<void> {
  if (draining) {
    res.status(503).json({ status: "stopping" });
    return;
  }
  const [postgres, redisStatus, migrations] = await Promise.all([
    check(() => prisma.$queryRaw`SELECT 1`),
    check(() => redis.ping()),
    migrationsCheck(),
  ]);
  const ready = postgres === "ok" && redisStatus === "ok" && migrations === "ok";
  res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks: { postgres, redis: redisStatus, migrations } });
}
