/**
 * `npm run dev`: the whole service on a developer machine against Postgres and Redis on
 * 127.0.0.1. Applies migrations, makes sure a demo merchant exists, mints a fresh sandbox key
 * for it, starts the api and worker processes, and prints where everything is.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

process.env.NODE_ENV ??= "development";
// Lets a newcomer register a receiver on localhost; refused when NODE_ENV=production.
process.env.WEBHOOK_ALLOW_INSECURE_TARGETS ??= "true";

const DEMO_EMAIL = "demo@proofbase.test";
const DEMO_KEY_NAME = "demo sandbox key (npm run dev)";

function migrate(): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/db/migrate-cli.ts"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("\nMigrations failed (the reason is above). Postgres must answer on 127.0.0.1:5432 (see README).");
    process.exit(1);
  }
}

async function demoSandboxKey(): Promise<{ key: string; email: string; password: string }> {
  const [{ prisma, disconnectDb }, { createMerchant }, { mintApiKey, revokeApiKeys }, { SCOPES }, { redis }] = await Promise.all([
    import("../src/db/client.js"),
    import("../src/portal/create-merchant.js"),
    import("../src/portal/api-keys.js"),
    import("../src/auth/scopes.js"),
    import("../src/redis.js"),
  ]);
  const password = "demo-password-123";
  let user = await prisma.user.findUnique({ where: { email: DEMO_EMAIL } });
  if (!user) {
    await createMerchant({ email: DEMO_EMAIL, password, businessName: "Demo Store" });
    user = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
  }
  // Plaintext keys cannot be shown again, so each start mints a new one and revokes the last.
  await revokeApiKeys({ merchantId: user.merchantId, name: DEMO_KEY_NAME });
  const minted = await mintApiKey(user.merchantId, { name: DEMO_KEY_NAME, mode: "test", scopes: [...SCOPES] });
  await disconnectDb();
  redis.disconnect();
  return { key: minted.key, email: DEMO_EMAIL, password };
}

function start(name: string, file: string): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", file], { stdio: ["ignore", "inherit", "inherit"], env: process.env });
  child.on("exit", (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      void shutdown(1);
    }
  });
  return child;
}

async function waitUntilReady(url: string): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return false;
}

let shuttingDown = false;
const children: ChildProcess[] = [];
async function shutdown(code: number): Promise<void> {
  shuttingDown = true;
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

migrate();
const demo = await demoSandboxKey();
const { config } = await import("../src/config.js");
children.push(start("api", "src/api.ts"), start("worker", "workers/main.ts"));
const base = `http://127.0.0.1:${config.PORT}`;
if (!(await waitUntilReady(`${base}/readyz`))) {
  console.error(`The api did not become ready at ${base}/readyz; is Redis running on 127.0.0.1:6379?`);
  await shutdown(1);
}
console.log(`
Proofbase is running.
  API            ${base}/api/v1
  Merchant portal ${base}/api/merchant   (demo login: ${demo.email} / ${demo.password})
  Bull Board     ${base}/admin/queues   (user ${config.ADMIN_USER}, password ${config.NODE_ENV === "production" ? "from ADMIN_PASSWORD" : config.ADMIN_PASSWORD})
  Health         ${base}/healthz, ${base}/readyz

Sandbox key of the demo merchant (shown once; a new one is minted at every start):
  ${demo.key}

Try:
  curl -s ${base}/api/v1/verification-sessions -H "Authorization: Bearer ${demo.key}" \\
    -H "Content-Type: application/json" -d '{"flows":["wallet"],"test_outcome":"approved"}'
`);
