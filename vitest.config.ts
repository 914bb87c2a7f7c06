import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { compiledSources, compiledSourcesPattern } from "./test/support/compiled-services.js";

// Deadlines, not speed checks: beside a busy `npm run bench` (load near 25 on two cores) tests
// that take a second alone have taken over 30 s.
const perProject = {
  setupFiles: ["test/setup-env.ts"],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // expect.poll's own default is 1 s: a page that took longer to render under load failed the test.
  expect: { poll: { timeout: 30_000 } },
  // Node loads the run's compile of src/ and workers/ (test/support/compiled-services.ts).
  server: { deps: { external: [compiledSourcesPattern] } },
};

// The integration tests of queues, workers, rate limits and pub/sub, run a second time on a
// 3-master Redis Cluster (docs/redis.md).
const onRedisCluster = [
  "src/platform/redis.test.ts",
  "test/webhooks-delivery.test.ts",
  "test/scheduler-recovery.test.ts",
  "src/sessions/sandbox.test.ts",
  "src/sessions/expiry.test.ts",
  "src/http/rate-limit.test.ts",
  "src/http/client-token-rate-limit.test.ts",
  "test/hardening/signup.test.ts", // a reservation against two counters (two slots)
  "src/http/auth/api-key-cache.test.ts",
  "test/redis-subscription.test.ts",
  "test/auth.test.ts",
  "test/idempotency.test.ts",
  "src/messaging/sms/sms-budgets.test.ts", // one SMS reservation against three counters (three slots)
  "test/portal-bounds.test.ts", // one-at-a-time holds of simulations and exports
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
  "src/platform/db/named-statements.test.ts", // unnamed statements through it, named straight to Postgres
];

// `npm run test:fast` (TEST_SUBSET=fast; README.md, "Testing"): the inner loop leaves out these
// files, the slowest of the timing report (build/test-timing.txt), and the redis-cluster and
// pgbouncer projects. `npm test` runs everything.
const slowFiles = [
  // (and every Chromium test: a file that imports test/support/browser-env.ts, below)
  // the image, builds and releases, a read replica, the packed client
  "test/image-build.test.ts",
  "test/production-commands.test.ts",
  "test/upgrade.test.ts",
  "test/restore-drill.test.ts",
  "test/read-replica.test.ts",
  "packages/client/src/package-install.test.ts",
  // docs run as written: the client guide against the packed package, the Python and Go
  // receivers compiled and run, the CLI firing every catalog event
  "packages/client/src/guide.test.ts",
  "packages/client/src/webhooks/receiver-snippets.test.ts",
  "packages/client/src/cli/trigger.test.ts",
  // processes killed on purpose, faults, a chain
  "test/billing-crash-safety.test.ts",
  "test/onchain-crash-safety.test.ts",
  "test/webhooks-crash-safety.test.ts",
  "test/graceful-shutdown.test.ts",
  "test/onchain-rpc-faults.test.ts",
  "test/onchain-attestation.test.ts",
  // the contract matrix, its audit replays, the fuzzer
  "test/contract.test.ts",
  "test/audit-coverage.test.ts",
  "test/audit-coverage-keys.test.ts",
  "test/fuzz/openapi-fuzz.test.ts",
  // the slowest of the rest (processes of their own, workers, large data sets)
  "src/platform/crypto/key-rotation.test.ts",
  "test/redaction.test.ts",
  "test/live-access.test.ts",
  "test/search-plans.test.ts",
  "test/portal-bounds.test.ts",
  "packages/client/src/cli/listen.test.ts",
  "src/http/audit/audit-log-api.test.ts",
  "test/hardening/login-throttle.test.ts",
  "test/hardening/request-errors.test.ts",
  "test/webhooks-delivery.test.ts",
  "test/exports.test.ts",
  "src/http/audit/audit-chain.test.ts",
  "test/openapi-document.test.ts",
  "test/schema-drift.test.ts",
];
const fastOnly = process.env.TEST_SUBSET === "fast";
const runsChromium = (file: string) => /support\/browser-env\.js/.test(readFileSync(file, "utf8"));
const inSubset = (file: string) => !fastOnly || !(slowFiles.includes(file) || runsChromium(file));

const testRoots = ["src", "workers", "test", ...readdirSync("packages").map((name) => `packages/${name}/src`)];
const allTestFiles = testRoots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `${root}/${file}`)
    .filter(inSubset),
);

// Importing the app costs about two seconds of CPU per process; most files do it with the same
// settings and run one after another in shared processes (isolate: false). A file that sets its
// own environment before the config is read (in vi.hoisted, or a PUBLIC_URL of its own) gets a
// fresh process. The browser tests share processes of their own: test/support/browser-env.ts
// sets the port their pages link to once per process, and each file's api listens on it in turn.
const setsOwnEnvironment = (file: string) => /vi\.hoisted\(|localhost-public-url\.test-support\.js/.test(readFileSync(file, "utf8"));
const ownProcessFiles = allTestFiles.filter(setsOwnEnvironment);
const sharedBrowserFiles = allTestFiles.filter((file) => runsChromium(file) && !setsOwnEnvironment(file));
const sharedFiles = allTestFiles.filter((file) => !setsOwnEnvironment(file) && !runsChromium(file));

/** A project: its files and settings, with what every project has (the compile's plugin, perProject). */
const project = (test: { name: string; include: string[]; globalSetup?: string[]; isolate?: boolean; provide?: { sharedProcess: boolean } }) => ({
  plugins: [compiledSources()],
  test: { ...test, ...perProject },
});
/** A project whose files run one after another in shared processes (test/support/shared-process.ts). */
const sharedProcesses = (name: string, include: string[]) => project({ name, include, isolate: false, provide: { sharedProcess: true } });

export default defineConfig({
  test: {
    // Once per run, for every project: the database, the run's key prefix, the compile.
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 3,
    // The timing report (build/test-timing.txt, test/support/timing-reporter.ts) after every run.
    reporters: ["default", "./test/support/timing-reporter.ts"],
    projects: [
      project({ name: "redis", include: ownProcessFiles }),
      sharedProcesses("shared", sharedFiles),
      sharedProcesses("browser", sharedBrowserFiles),
      project({ name: "redis-cluster", include: onRedisCluster, globalSetup: ["test/redis-cluster-setup.ts"] }),
      project({ name: "pgbouncer", include: throughPgBouncer, globalSetup: ["test/pgbouncer-setup.ts"] }),
    ].filter((project) => !fastOnly || ["redis", "shared", "browser"].includes(project.test.name)),
  },
});
