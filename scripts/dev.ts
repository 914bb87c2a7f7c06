/**
 * `npm run dev`: the whole service on a developer machine against Postgres and Redis on
 * 127.0.0.1. Applies migrations, makes sure a demo merchant exists with sandbox and live keys
 * (kept in .dev/demo-keys.json across starts), starts the api and worker processes, and prints where everything is.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

import { startDevInbox, type DevInbox } from "./dev-inbox.js";
import { DEV_CHAIN_ID, DEV_SIGNER_KEY, startDevChain, type DevChain } from "./local-chain.js";

process.env.NODE_ENV ??= "development";
// Lets a newcomer register a receiver on localhost; refused when NODE_ENV=production.
process.env.WEBHOOK_ALLOW_INSECURE_TARGETS ??= "true";

const DEMO_EMAIL = "demo@proofbase.test";
/** Where the demo keys are kept between starts (git-ignored, readable by you only). */
const DEMO_KEYS_FILE = ".dev/demo-keys.json";

function migrate(): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/platform/db/migrate-cli.ts"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("\nMigrations failed (the reason is above). Postgres must answer on 127.0.0.1:5432 (see README).");
    process.exit(1);
  }
}

/** The hosted verification page and browser SDK are served from web/dist: build them (about 2 s). */
function buildWeb(): void {
  // React's production build, whatever NODE_ENV the api runs with here.
  const result = spawnSync("npm", ["run", "--silent", "build:web"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) {
    console.error("\nBuilding the web app failed (the reason is above).");
    process.exit(1);
  }
}

async function demoKeys(): Promise<{ key: string; liveKey: string; email: string; password: string; kept: boolean }> {
  const [{ prisma, disconnectDb }, { createMerchant }, { redis }, { setLiveAccess }, { keptDemoKeys }, { opsActor }, { runAsOperations }] = await Promise.all([
    import("../src/platform/db/client.js"),
    import("../src/accounts/portal/create-merchant.js"),
    import("../src/platform/redis.js"),
    import("../src/billing/live-access/set-live-access.js"),
    import("./dev-keys.js"),
    import("../src/http/audit/actor.js"),
    import("../src/http/audit/audit-scope.js"),
  ]);
  const password = "demo-password-123";
  let user = await prisma.user.findUnique({ where: { email: DEMO_EMAIL } });
  if (!user) {
    await createMerchant({ email: DEMO_EMAIL, password, businessName: "Demo Store" });
    user = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
  }
  // The demo merchant works in live mode too, enabled the way operations enable any account.
  await setLiveAccess(user.merchantId, { enabled: true, reason: "dev: demo merchant", actor: opsActor("dev") });
  // Each key change is an audit row of the demo account, by operations ("dev").
  const asDev = <T>(action: string, work: () => Promise<T>) => runAsOperations(user.merchantId, opsActor("dev"), action, work);
  const keys = await keptDemoKeys(user.merchantId, DEMO_KEYS_FILE, asDev);
  await disconnectDb();
  redis.disconnect();
  return { key: keys.test, liveKey: keys.live, email: DEMO_EMAIL, password, kept: keys.kept };
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
let inbox: DevInbox | undefined;
async function shutdown(code: number): Promise<void> {
  shuttingDown = true;
  for (const child of children) child.kill("SIGTERM");
  // anvil dumps its state on SIGTERM; it is stopped after the service so nothing is mid-transaction.
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
  if (devChain && devChain.child.exitCode === null) {
    devChain.child.kill("SIGTERM");
    await new Promise((r) => devChain!.child.once("exit", r));
  }
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
  await inbox?.close();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

/**
 * Live mode needs a chain: unless CHAIN_RPC_URL points at one, an embedded anvil is started with
 * EAS deployed on it, and the api and worker are configured for it.
 */
let devChain: DevChain | undefined;
if (!process.env.CHAIN_RPC_URL) {
  devChain = await startDevChain(Number(process.env.DEV_CHAIN_PORT ?? 8545), ".dev");
  Object.assign(process.env, {
    CHAIN_RPC_URL: devChain.rpcUrl,
    CHAIN_ID: String(DEV_CHAIN_ID),
    CHAIN_SIGNER_PRIVATE_KEY: DEV_SIGNER_KEY,
    EAS_CONTRACT_ADDRESS: devChain.easAddress,
    EAS_SCHEMA_REGISTRY_ADDRESS: devChain.registryAddress,
  });
}
// For scripts run beside it (npm run demo:live): the chain this service attests on.
const chainEnv = Object.fromEntries(
  ["CHAIN_RPC_URL", "CHAIN_ID", "CHAIN_SIGNER_PRIVATE_KEY", "EAS_CONTRACT_ADDRESS", "EAS_SCHEMA_REGISTRY_ADDRESS"].map((k) => [k, process.env[k]]),
);
mkdirSync(".dev", { recursive: true });
writeFileSync(".dev/chain.json", `${JSON.stringify(chainEnv, null, 2)}\n`, { mode: 0o600 });

/**
 * Live phone codes go out through the real Twilio provider to a local server speaking its
 * Messages API, and live email codes through the real SMTP sender to a local SMTP server, whose
 * inbox a person (or npm run demo:live) reads, unless SMS_PROVIDER / EMAIL_PROVIDER is set.
 */
const inboxWants = { sms: !process.env.SMS_PROVIDER, mail: !process.env.EMAIL_PROVIDER };
if (inboxWants.sms || inboxWants.mail) {
  inbox = await startDevInbox(Number(process.env.DEV_INBOX_PORT ?? process.env.DEV_SMS_PORT ?? 3090), inboxWants);
  Object.assign(process.env, inbox.env);
}
writeFileSync(".dev/sms.json", `${JSON.stringify({ inbox: inboxWants.sms ? inbox!.url : null }, null, 2)}\n`);

migrate();
buildWeb();
const demo = await demoKeys();
const { config } = await import("../src/platform/config.js");
children.push(start("api", "src/api.ts"), start("worker", "workers/main.ts"));
const base = `http://127.0.0.1:${config.PORT}`;
if (!(await waitUntilReady(`${base}/readyz`))) {
  console.error(`The api did not become ready at ${base}/readyz; is Redis running on 127.0.0.1:6379?`);
  await shutdown(1);
}
console.log(`
Proofbase is running.
  API            ${base}/api/v1
  Dashboard      ${base}/   (sign in: ${demo.email} / ${demo.password})
  Portal API     ${base}/api/merchant   (what the dashboard calls; docs/dashboard.md)
  Hosted page    ${base}/verify#token=pbvs_...   (the url of a session's create response)
  Bull Board     ${base}/admin/queues   (user ${config.ADMIN_USER}, password ${config.NODE_ENV === "production" ? "from ADMIN_PASSWORD" : config.ADMIN_PASSWORD})
  Health         ${base}/healthz, ${base}/readyz
  Inbox          ${inbox ? `${inbox.url}/   (live-mode codes: texts through the Twilio provider to a local Messages API, emails through SMTP to a local server)` : "none (SMS_PROVIDER and EMAIL_PROVIDER are set)"}

  Chain (EAS)    ${process.env.CHAIN_RPC_URL}   chain id ${process.env.CHAIN_ID}${devChain ? " (embedded anvil, state in .dev/)" : ""}
                 EAS ${process.env.EAS_CONTRACT_ADDRESS}, SchemaRegistry ${process.env.EAS_SCHEMA_REGISTRY_ADDRESS}

Keys of the demo merchant (${demo.kept ? "the same as at the last start" : "minted now"}; kept in ${DEMO_KEYS_FILE} for the next starts):
  sandbox  ${demo.key}
  live     ${demo.liveKey}

Live mode end to end (a live verification through the SDK API the hosted page uses, its VIC
attested on the chain above; or open the url it prints and use your own wallet):
  npm run demo:live -- ${demo.liveKey}

Try:
  curl -s ${base}/api/v1/verification-sessions -H "Authorization: Bearer ${demo.key}" \\
    -H "Content-Type: application/json" -d '{"flows":["wallet"],"test_outcome":"approved"}'
  # go through the flows yourself: open the "url" of this one (test phone and email codes: 000000)
  curl -s ${base}/api/v1/verification-sessions -H "Authorization: Bearer ${demo.key}" \\
    -H "Content-Type: application/json" -d '{"flows":["wallet","phone","email"],"test_outcome":"interactive"}'
`);
