import "./platform/cli-logs-to-stderr.js";
import { parseArgs } from "node:util";
import { z } from "zod";
import { SCOPES } from "./http/auth/scopes.js";
import { disconnectDb, prisma } from "./platform/db/client.js";
import { createMerchant } from "./accounts/portal/create-merchant.js";
import { mintApiKey } from "./accounts/portal/api-keys.js";
import { setLiveAccess } from "./billing/live-access/set-live-access.js";
import { redis } from "./platform/redis.js";
import { runAsOperations } from "./http/audit/audit-scope.js";
import { verifyAuditChain } from "./http/audit/verify-audit-chain.js";
import { opsActor } from "./http/audit/actor.js";
import { currentKey, keyRing } from "./platform/crypto/key-ring.js";
import { checkSealedValues, rotateSealedValues } from "./platform/crypto/rotate-sealed-values.js";
import { recordRestoreFence } from "./platform/db/restore-fence.js";
import { createIssuerKey, retireIssuerKey } from "./credentials/issuer-keys.js";

const USAGE = `Usage:
  npm run cli -- create-merchant --email E --password P [--business-name NAME] [--live]
      Creates a merchant account with its owner and a test key holding every scope. New accounts
      are test-only; --live also enables live access (reason "cli: created with --live") and
      mints a live key. Prints JSON; the key plaintexts are shown only here.
  npm run cli -- live-access --email E --enable|--disable [--reason TEXT]
      Enables or disables the live access of the account owning E (the per-account kill switch:
      disabling stops its live keys at once in every api process and cancels its queued live
      SMS). Prints JSON with the account's state.
  npm run cli -- audit-verify --email E | --merchant ID
      Verifies the audit log's hash chain of the account owning E (or of account ID): prints OK
      with the row count and the chain head (seq and hash: keep it to detect a cut tail later),
      or names the first broken row (id, seq, what does not hold) and exits with status 1.
  npm run cli -- chain:deploy --rpc-url URL [--private-key-env NAME]
      Deploys EAS (SchemaRegistry, then EAS) to a chain that lacks it, such as a private network,
      signed by the key in the environment variable NAME (default DEPLOYER_PRIVATE_KEY). Prints
      JSON with the chain id and the two addresses for EAS_CONTRACT_ADDRESS and
      EAS_SCHEMA_REGISTRY_ADDRESS. Public chains already have EAS: see docs/onchain.md.
  npm run cli -- rotate-encryption-key [--check] [--batch-size N]
      Seals every stored sealed value (webhook signing secrets, TOTP secrets, invitation and
      reset tokens, queued codes, idempotent responses) again under the first key of
      ENCRYPTION_KEYS, in batches that each commit (default 500), printing progress; stopped, it
      resumes where it was. --check writes nothing: it opens every value with the ring and prints
      how many each key sealed; it exits 1 while a value names a key other than the first, or no
      key of the ring opens it (then that key must not be removed yet). docs/operations.md.
  npm run cli -- rotate-credential-issuer-key
      Makes a new ES256 key for the credentials people hold (docs/credentials.md): it signs from
      now on (each api process picks it up within 5 s); every older key stays published at
      /.well-known/jwt-vc-issuer, so credentials it signed keep verifying. Prints the new public
      JWK. Its private half is sealed with ENCRYPTION_KEYS like every sealed value.
  npm run cli -- retire-credential-issuer-key KID
      For a key that may be compromised: KID is no longer published and never signs again, so
      every credential it signed stops verifying (each api process within 5 s; verifiers that
      cache the issuer's keys, when their cache ends). If KID signs today, a new key is made
      first. People re-save their credential from the hosted page. Retiring twice is a no-op.
  npm run cli -- restore-fence [--note TEXT]
      Records that this database was just restored from a backup. Run it once after the restore
      and before starting any worker: a code still queued from before this moment is first looked
      up with the SMS provider and, if the provider already holds its text (sent after the backup
      point), recorded as sent instead of being sent again. Prints JSON with the fence's time.
      docs/operations.md, "Backup and restore".`;

const createMerchantArgs = z.object({
  email: z.email(),
  password: z.string().min(10, "password must be at least 10 characters"),
  "business-name": z.string().min(1).optional(),
  live: z.boolean().optional(),
});

async function createMerchantCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: "string" }, password: { type: "string" }, "business-name": { type: "string" }, live: { type: "boolean" } },
    strict: true,
  });
  const args = createMerchantArgs.parse(values);
  const { merchantId, userId } = await createMerchant({
    email: args.email,
    password: args.password,
    businessName: args["business-name"] ?? args.email,
  });
  const scopes = [...SCOPES];
  const mint = (name: string, mode: "test" | "live") => runAsOperations(merchantId, opsActor("cli"), "mintApiKey", () => mintApiKey(merchantId, { name, mode, scopes }));
  const test = await mint("cli test key", "test");
  let live = null;
  if (args.live) {
    await setLiveAccess(merchantId, { enabled: true, reason: "cli: created with --live", actor: opsActor("cli") });
    live = await mint("cli live key", "live");
  }
  process.stdout.write(
    `${JSON.stringify({ account_id: merchantId, user_id: userId, email: args.email.toLowerCase(), api_keys: { test, live } }, null, 2)}\n`,
  );
}

const liveAccessArgs = z
  .object({ email: z.email(), enable: z.boolean().optional(), disable: z.boolean().optional(), reason: z.string().trim().min(1).max(400).optional() })
  .refine((a) => a.enable !== a.disable, "give exactly one of --enable and --disable");

async function liveAccessCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: "string" }, enable: { type: "boolean" }, disable: { type: "boolean" }, reason: { type: "string" } },
    strict: true,
  });
  const args = liveAccessArgs.parse(values);
  const user = await prisma.user.findUnique({ where: { email: args.email.toLowerCase() }, select: { merchantId: true } });
  if (!user) throw new Error("no account has this email");
  const enabled = args.enable === true;
  const result = await setLiveAccess(user.merchantId, { enabled, reason: `cli: ${args.reason ?? (enabled ? "enabled" : "disabled")}`, actor: opsActor("cli") });
  process.stdout.write(
    `${JSON.stringify({ account_id: user.merchantId, live_enabled: result.liveEnabled, live_enabled_reason: result.reason, changed: result.changed, canceled_sms: result.canceledSms }, null, 2)}
`,
  );
}

const auditVerifyArgs = z
  .object({ email: z.email().optional(), merchant: z.string().min(1).max(100).optional() })
  .refine((a) => (a.email === undefined) !== (a.merchant === undefined), "give exactly one of --email and --merchant");

/** Returns the exit status: 0 when the chain holds, 1 when a row breaks it. */
async function auditVerifyCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { email: { type: "string" }, merchant: { type: "string" } }, strict: true });
  const args = auditVerifyArgs.parse(values);
  const merchantId = args.merchant ?? (await prisma.user.findUnique({ where: { email: args.email!.toLowerCase() }, select: { merchantId: true } }))?.merchantId;
  if (!merchantId || !(await prisma.merchant.findUnique({ where: { id: merchantId }, select: { id: true } })))
    throw new Error(args.merchant ? "no account has this id" : "no account has this email");
  const report = await verifyAuditChain(merchantId);
  if (report.broken) {
    const { id, seq, problem } = report.broken;
    process.stdout.write(`BROKEN: account ${merchantId}, first broken row ${id} (seq ${seq}): ${problem}. ${report.rows} rows before it hold.\n`);
    return 1;
  }
  const head = report.head ? `; head seq ${report.head.seq}, hash ${report.head.hash}` : "";
  process.stdout.write(`OK: account ${merchantId}, ${report.rows} rows, hash chain intact${head}\n`);
  return 0;
}

async function chainDeployCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { "rpc-url": { type: "string" }, "private-key-env": { type: "string" } }, strict: true });
  const rpcUrl = z.url().parse(values["rpc-url"], { error: () => "--rpc-url must be the chain's JSON-RPC URL" });
  const keyVar = values["private-key-env"] ?? "DEPLOYER_PRIVATE_KEY";
  const key = process.env[keyVar];
  if (!key || !/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`set ${keyVar} to the deployer's private key (0x + 64 hex digits)`);
  const [{ createChainClients }, { deployEas }] = await Promise.all([import("./chain/chain-clients.js"), import("./chain/deploy-eas.js")]);
  const probe = createChainClients({ rpcUrl, chainId: 1, signerPrivateKey: key as `0x${string}`, easAddress: "0x0000000000000000000000000000000000000000", registryAddress: "0x0000000000000000000000000000000000000000" });
  const chainId = await probe.publicClient.getChainId();
  const clients = createChainClients({ rpcUrl, chainId, signerPrivateKey: key as `0x${string}`, easAddress: "0x0000000000000000000000000000000000000000", registryAddress: "0x0000000000000000000000000000000000000000" });
  const deployed = await deployEas(clients);
  process.stdout.write(`${JSON.stringify({ chain_id: chainId, deployer: clients.account.address, EAS_CONTRACT_ADDRESS: deployed.easAddress, EAS_SCHEMA_REGISTRY_ADDRESS: deployed.registryAddress }, null, 2)}\n`);
}

async function rotateEncryptionKeyCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { check: { type: "boolean" }, "batch-size": { type: "string" } }, strict: true });
  const batchSize = z.coerce.number().int().min(1).max(10_000).parse(values["batch-size"] ?? 500, { error: () => "--batch-size must be a whole number from 1 to 10000" });
  const current = currentKey().id;
  if (values.check) {
    const report = await checkSealedValues({ batchSize });
    const pending = report.some((c) => c.unreadable > 0 || Object.keys(c.byKey).some((id) => id !== current));
    process.stdout.write(`${JSON.stringify({ current_key: current, ring: keyRing().map((k) => k.id), columns: report }, null, 2)}\n`);
    process.stdout.write(pending ? "PENDING: values sealed under other keys (or unreadable) remain; run rotate-encryption-key before removing a key\n" : `OK: every sealed value is under key ${current}\n`);
    return pending ? 1 : 0;
  }
  process.stderr.write(`re-sealing under key ${current} (ring: ${keyRing().map((k) => k.id).join(", ")}), batches of ${batchSize}\n`);
  const report = await rotateSealedValues({ batchSize, onBatch: (column, done) => process.stderr.write(`  ${column}: ${done} re-sealed\n`) });
  process.stdout.write(`${JSON.stringify({ current_key: current, columns: report }, null, 2)}\n`);
  return 0;
}

async function restoreFenceCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { note: { type: "string" } }, strict: true });
  const note = z.string().trim().min(1).max(400).optional().parse(values.note, { error: () => "--note must be 1 to 400 characters" });
  const fence = await recordRestoreFence(note ?? null);
  process.stdout.write(`${JSON.stringify({ restore_fence: fence.id, fenced_at: fence.fencedAt.toISOString(), note: note ?? null }, null, 2)}\n`);
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  try {
    if (command === "create-merchant") {
      await createMerchantCommand(rest);
      return 0;
    }
    if (command === "live-access") {
      await liveAccessCommand(rest);
      return 0;
    }
    if (command === "audit-verify") return await auditVerifyCommand(rest);
    if (command === "rotate-encryption-key") return await rotateEncryptionKeyCommand(rest);
    if (command === "rotate-credential-issuer-key") {
      process.stdout.write(`${JSON.stringify({ signing_key: await createIssuerKey() }, null, 2)}\n`);
      return 0;
    }
    if (command === "retire-credential-issuer-key") {
      const kid = rest[0];
      if (!kid || kid.startsWith("-")) throw new Error("retire-credential-issuer-key needs the key's kid (as /.well-known/jwt-vc-issuer lists it)");
      const { retired, retiredAt, signingKey } = await retireIssuerKey(kid);
      process.stdout.write(`${JSON.stringify({ retired, retired_at: retiredAt.toISOString(), signing_key: signingKey }, null, 2)}\n`);
      return 0;
    }
    if (command === "restore-fence") {
      await restoreFenceCommand(rest);
      return 0;
    }
    if (command === "chain:deploy") {
      await chainDeployCommand(rest);
      return 0;
    }
    process.stderr.write(`${USAGE}\n`);
    return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  } catch (error) {
    const message =
      error instanceof z.ZodError ? error.issues.map((i) => (i.path.length > 0 ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ") : (error as Error).message;
    process.stderr.write(`error: ${message}\n`);
    return 1;
  } finally {
    await disconnectDb();
    redis.disconnect();
  }
}

process.exitCode = await main();
