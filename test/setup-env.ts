import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { processTreeCpuSeconds } from "./support/file-cpu.js";

// The file's CPU for the timing report (test/support/timing-reporter.ts). This hook runs after the
// file's own (vitest runs after-hooks last registered first), once it has stopped what it started.
// (Vitest insists that a hook's first argument, the test context, be destructured: hence `{}`.)
const cpuAtStart = processTreeCpuSeconds();
afterAll(({}, file) => {
  file.meta.cpuSeconds = processTreeCpuSeconds() - cpuAtStart;
});

// Runs before each test file is imported, so src/platform/config.ts (parsed at import) sees these. A file
// may still override any of them with vi.hoisted(); such a file runs in a process of its own.
// In the shared project (vitest.config.ts) one process runs many files one after another with
// one config, read once: the key prefix is the process's, and each file's Redis state is
// deleted after it.
const shared = inject("sharedProcess") === true;
const globals = globalThis as { pbSharedPrefix?: string };
const newPrefix = () => `${process.env.TEST_RUN_PREFIX ?? "pbtest"}-${randomBytes(3).toString("hex")}`;
const filePrefix = shared ? (globals.pbSharedPrefix ??= newPrefix()) : newPrefix();
if (shared) {
  afterAll(async () => {
    const { releaseFileState } = await import("./support/shared-process.js");
    await releaseFileState();
  });
}
// The redis-cluster project (test/redis-cluster-setup.ts) runs the same files on a Redis
// Cluster, with the prefix as a hash tag the way a cluster deployment must set it.
const clusterNodes = inject("redisClusterNodes");
if (clusterNodes) process.env.REDIS_CLUSTER_NODES = clusterNodes;
process.env.QUEUE_PREFIX = clusterNodes ? `{${filePrefix}}` : filePrefix;
// The pgbouncer project (test/pgbouncer-setup.ts) runs the same files through PgBouncer in
// transaction mode; migrations keep a direct connection, as a deployment's must.
const pgbouncerPort = inject("pgbouncerPort");
if (pgbouncerPort && process.env.DATABASE_URL) {
  const through = new URL(process.env.DATABASE_URL);
  through.hostname = "127.0.0.1";
  through.port = String(pgbouncerPort);
  process.env.DIRECT_DATABASE_URL = process.env.DATABASE_URL;
  process.env.DATABASE_URL = through.toString();
}
process.env.LOG_LEVEL ??= "silent";
process.env.WEBHOOK_ALLOW_INSECURE_TARGETS ??= "true";
process.env.SANDBOX_DELAY_MS ??= "200";
process.env.RATE_LIMIT_PER_SECOND ??= "0";
// Password hashes at scrypt 2^10 instead of 2^15: the suite signs up and signs in about 900
// times, ~100 ms of CPU each at the default. The code is the same; src/accounts/portal/passwords.test.ts
// holds the default cost and production's floor.
process.env.PASSWORD_HASH_COST ??= "10";
// Abuse limits are strict by default; tests that do not exercise them raise them out of the way.
for (const [name, value] of Object.entries({
  LOGIN_MAX_FAILURES_PER_EMAIL_IP: "100000",
  LOGIN_MAX_FAILURES_PER_EMAIL: "100000",
  LOGIN_MAX_ATTEMPTS_PER_IP: "100000",
  LOGIN_MAX_ATTEMPTS_GLOBAL_PER_MINUTE: "100000",
  SIGNUP_MAX_PER_IP_PER_HOUR: "100000",
  SIGNUP_MAX_GLOBAL_PER_HOUR: "100000",
  PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR: "100000",
  PASSWORD_RESET_MAX_PER_IP_PER_HOUR: "100000",
  INVITATIONS_MAX_PER_ACCOUNT_PER_HOUR: "100000",
  INVITATIONS_MAX_PER_EMAIL_PER_HOUR: "100000",
  AUTH_FAILURES_PER_IP_PER_MINUTE: "100000",
  ADMIN_AUTH_FAILURES_PER_IP: "100000",
  API_KEYS_MAX_ACTIVE_PER_MODE: "1000",
  WEBHOOK_REPLAY_DELIVERIES_PER_HOUR: "100000",
  WEBHOOK_MAX_HOSTS_PER_MERCHANT: "1000",
  WEBHOOK_MAX_ENDPOINTS_PER_MODE: "250",
  SMS_MAX_PER_MERCHANT_PER_DAY: "100000",
  SMS_MAX_PER_NUMBER_PER_HOUR: "100000",
  SMS_MAX_PER_IP_PER_HOUR: "100000",
})) process.env[name] ??= value;
