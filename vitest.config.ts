import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Deadlines, not speed checks: beside a busy `npm run bench` (load near 25 on two cores) tests
// that take a second alone have taken over 30 s.
const perProject = {
  setupFiles: ["test/setup-env.ts"],
  testTimeout: 120_000,
  hookTimeout: 180_000,
};

// The integration tests of queues, workers, rate limits and pub/sub, run a second time on a
// 3-master Redis Cluster (docs/redis.md).
const onRedisCluster = [
  "src/redis.test.ts",
  "test/webhooks-delivery.test.ts",
  "test/scheduler-recovery.test.ts",
  "src/sessions/sandbox.test.ts",
  "src/sessions/expiry.test.ts",
  "src/http/rate-limit.test.ts",
  "src/http/client-token-rate-limit.test.ts",
  "test/hardening/signup.test.ts", // a reservation against two counters (two slots)
  "src/auth/api-key-cache.test.ts",
  "test/redis-subscription.test.ts",
  "test/auth.test.ts",
  "test/idempotency.test.ts",
  "src/sms/sms-budgets.test.ts", // one SMS reservation against three counters (three slots)
];

// The API integration tests, run a second time through PgBouncer in transaction mode
// (docs/database.md, "PgBouncer").
const throughPgBouncer = [
  "test/through-pgbouncer.ts", // that the files below do go through it (only in this project)
  "test/contract.test.ts",
  "src/sessions/sessions-api.test.ts",
  "src/sessions/race.test.ts",
  "test/webhooks-delivery.test.ts",
  "test/idempotency.test.ts",
  "test/auth.test.ts",
  "test/portal.test.ts",
];

const testRoots = ["src", "workers", "test", ...readdirSync("packages").map((name) => `packages/${name}/src`)];
const allTestFiles = testRoots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `${root}/${file}`),
);

// Importing the app costs about a second per process; most files do it with the same settings
// and run one after another in shared processes (isolate: false). A file that sets its own
// environment before the config is read (in vi.hoisted, or through the browser tests'
// test/support/browser-env.ts) gets a fresh process, as before.
const setsOwnEnvironment = (file: string) => /vi\.hoisted\(|support\/browser-env\.js/.test(readFileSync(file, "utf8"));
const ownProcessFiles = allTestFiles.filter(setsOwnEnvironment);

export default defineConfig({
  test: {
    // Once per run, for both projects: the database, the run's key prefix.
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 3,
    reporters: ["default"],
    projects: [
      {
        test: {
          name: "redis",
          include: ownProcessFiles,
          ...perProject,
        },
      },
      {
        test: {
          name: "shared",
          include: allTestFiles.filter((file) => !ownProcessFiles.includes(file)),
          isolate: false,
          provide: { sharedProcess: true },
          ...perProject,
        },
      },
      {
        test: {
          name: "redis-cluster",
          include: onRedisCluster,
          globalSetup: ["test/redis-cluster-setup.ts"],
          ...perProject,
        },
      },
      {
        test: {
          name: "pgbouncer",
          include: throughPgBouncer,
          globalSetup: ["test/pgbouncer-setup.ts"],
          ...perProject,
        },
      },
    ],
  },
});
