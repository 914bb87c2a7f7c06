import { isSupportedCountry } from "libphonenumber-js/max";
import { z } from "zod";

/** What libphonenumber-js `getType()` can answer (SMS_ALLOWED_LINE_TYPES picks among them). */
export const PHONE_LINE_TYPES = [
  "MOBILE",
  "FIXED_LINE",
  "FIXED_LINE_OR_MOBILE",
  "PREMIUM_RATE",
  "TOLL_FREE",
  "SHARED_COST",
  "VOIP",
  "PERSONAL_NUMBER",
  "PAGER",
  "UAN",
  "VOICEMAIL",
] as const;
export type PhoneLineType = (typeof PHONE_LINE_TYPES)[number];

/** log2 of scrypt's N for password hashes (src/accounts/portal/passwords.ts); 2^17 needs 128 MiB a hash. */
export const PASSWORD_HASH_COST_DEFAULT = 15;
export const PASSWORD_HASH_COST_MAX = 17;

const DEV_ENCRYPTION_KEY = "dev-only-encryption-key-change-me-0123456789";
const DEV_ADMIN_PASSWORD = "dev-only-admin-password";

const durationUnitsMs = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "5d" -> 432000000 (units ms, s, m, h, d). */
export function parseDuration(value: string): number {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)\s*$/.exec(value);
  if (!match) throw new Error(`invalid duration "${value}" (use ms, s, m, h or d units)`);
  return Number(match[1]) * durationUnitsMs[match[2] as keyof typeof durationUnitsMs];
}

/** "5m,1h,5h,18h" -> [300000, 3600000, ...]; offsets from the first attempt, strictly increasing. */
export function parseRetrySchedule(value: string): number[] {
  const offsets = value.split(",").map((part) => {
    const match = /^\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(part);
    if (!match) throw new Error(`invalid duration "${part}" (use ms, s, m or h units)`);
    return parseDuration(part);
  });
  offsets.forEach((offset, i) => {
    if (i > 0 && offset <= offsets[i - 1]!) throw new Error("offsets must be strictly increasing");
  });
  return offsets;
}

/**
 * "10.0.0.1:6379,rediss://user:pass@10.0.0.2:6379" -> normalized redis[s]:// URLs. Every node
 * must share one scheme and one set of credentials (a cluster client applies them to all nodes).
 */
export function parseRedisNodes(value: string): string[] {
  const nodes = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry, i) => {
      // Messages name the node by position: an entry may hold a password.
      let url: URL;
      try {
        url = new URL(/^[a-z]+:\/\//i.test(entry) ? entry : `redis://${entry}`);
      } catch {
        throw new Error(`node ${i + 1} is not host:port or a redis:// URL`);
      }
      if (url.protocol !== "redis:" && url.protocol !== "rediss:") throw new Error(`node ${i + 1} must use redis:// or rediss://`);
      if (!url.hostname || !url.port) throw new Error(`node ${i + 1} needs a host and a port`);
      return url;
    });
  const access = (url: URL) => `${url.protocol}${url.username}:${url.password}`;
  if (nodes.some((url) => access(url) !== access(nodes[0]!))) throw new Error("every node must use the same scheme and credentials");
  return nodes.map((url) => url.toString());
}

/** A key prefix holding exactly one hash tag ("{pb}", "pb{1}"): every key under it hashes to one cluster slot. */
const HASH_TAGGED = /^[^{}]*\{[^{}]+\}[^{}]*$/;

const flagText = z.enum(["true", "false", "1", "0"]);
const isOn = (v: z.infer<typeof flagText>) => v === "true" || v === "1";
/** "true"/"1" or "false"/"0"; unset is `fallback`. */
const booleanFlag = (fallback: "true" | "false") => flagText.default(fallback).transform(isOn);
/** The same, where unset means "decided elsewhere" (undefined). */
const optionalFlag = flagText.optional().transform((v) => (v === undefined ? undefined : isOn(v)));

const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x-prefixed 20-byte address")
  .transform((v) => v as `0x${string}`);

/** Settings that together configure on-chain attestation; all or none (all in production). */
export const CHAIN_SETTINGS = [
  "CHAIN_RPC_URL",
  "CHAIN_ID",
  "CHAIN_SIGNER_PRIVATE_KEY",
  "EAS_CONTRACT_ADDRESS",
  "EAS_SCHEMA_REGISTRY_ADDRESS",
] as const;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    SERVICE_NAME: z.string().regex(/^[A-Za-z0-9]+$/).default("Proofbase"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/proofbase"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** A streaming replica of DATABASE_URL for lag-tolerant reads (docs/database.md, "Read replicas"); unset, every read is on the primary. */
    DATABASE_REPLICA_URL: z.string().url().optional(),
    /** After a write, the caller's reads stay on the primary this long; keep the replica's lag below it. */
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
    REDIS_URL: z.string().url().default("redis://127.0.0.1:6379"),
    /** Redis Cluster seed nodes ("host:port" or redis[s]:// URLs, comma-separated); set, it replaces REDIS_URL (docs/redis.md). */
    REDIS_CLUSTER_NODES: z
      .string()
      .default("")
      .transform((value, ctx) => {
        try {
          return parseRedisNodes(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    // Braces allowed: "{pb}" hash-tags every BullMQ key into one slot for Redis Cluster.
    QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_{}-]+$/).default("pb"),
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .default("5m,1h,5h,18h")
      .transform((value, ctx) => {
        try {
          return parseRetrySchedule(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    WEBHOOK_ALLOW_INSECURE_TARGETS: booleanFlag("false"),
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(100),
    // Retries get fewer slots than first attempts, so a failing receiver's backlog cannot crowd
    // out deliveries to healthy ones.
    WEBHOOK_RETRY_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(25),
    /** DNS servers ("ip" or "ip:port", comma-separated) used to resolve webhook hosts; empty = system resolvers. */
    WEBHOOK_DNS_SERVERS: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((s) => s.trim()).filter((s) => s.length > 0)),
    SESSION_TTL_SECONDS: z.coerce.number().int().min(1).default(86_400),
    SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
    EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
    SIGNING_SECRET_OVERLAP_SECONDS: z.coerce.number().int().min(0).default(86_400),
    SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
    PRUNE_INTERVAL_MS: z.coerce.number().int().min(1_000).default(3_600_000),
    // VICs past expires_at are expired this often (docs/credentials.md); with the status list's
    // refresh this bounds how late a credential shows expired (contract: within 60 s).
    VIC_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(100).max(30_000).default(15_000),
    // The request log (docs/api.md, "Request log"): every /api/v1 request of an account, kept this
    // long, written by the api in batches: every REQUEST_LOG_FLUSH_MS or REQUEST_LOG_BATCH_ROWS
    // rows, whichever comes first; at most REQUEST_LOG_BUFFER_ROWS wait (the oldest are dropped).
    REQUEST_LOG_ENABLED: booleanFlag("true"),
    REQUEST_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    REQUEST_LOG_FLUSH_MS: z.coerce.number().int().min(10).default(1_000),
    REQUEST_LOG_BATCH_ROWS: z.coerce.number().int().min(1).max(10_000).default(500),
    REQUEST_LOG_BUFFER_ROWS: z.coerce.number().int().min(1).default(20_000),
    RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(0).default(100),
    // Express "trust proxy": empty = the socket address is the client (no proxy in front);
    // "loopback", a hop count or a subnet list when a load balancer sets X-Forwarded-For.
    TRUST_PROXY: z.string().default(""),
    // Abuse limits (docs/api.md, "Limits"). 0 disables a limit; tests raise them.
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * scrypt's cost for new password hashes: N = 2^PASSWORD_HASH_COST (r=8, p=1). 15, the default,
     * is ~32 MiB and ~100 ms of CPU a hash; production refuses less. A hash keeps its own cost, so
     * raising it leaves existing passwords valid. The test suite runs at 10 (test/setup-env.ts).
     */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(PASSWORD_HASH_COST_MAX).default(PASSWORD_HASH_COST_DEFAULT),
    LOGIN_MAX_FAILURES_PER_EMAIL_IP: z.coerce.number().int().min(0).default(10),
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(0).default(100),
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(0).default(100),
    LOGIN_MAX_ATTEMPTS_GLOBAL_PER_MINUTE: z.coerce.number().int().min(0).default(1_000),
    SIGNUP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(5),
    SIGNUP_MAX_GLOBAL_PER_HOUR: z.coerce.number().int().min(0).default(200),
    PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(0).default(5),
    PASSWORD_RESET_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(20),
    INVITATIONS_MAX_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(0).default(20),
    INVITATIONS_MAX_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(0).default(3),
    AUTH_FAILURES_PER_IP_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    ADMIN_AUTH_FAILURES_PER_IP: z.coerce.number().int().min(0).default(10),
    API_KEYS_MAX_ACTIVE_PER_MODE: z.coerce.number().int().min(1).default(50),
    NOTES_MAX_PER_CUSTOMER: z.coerce.number().int().min(1).default(100),
    WEBHOOK_REPLAY_DELIVERIES_PER_HOUR: z.coerce.number().int().min(0).default(500),
    WEBHOOK_MAX_HOSTS_PER_MERCHANT: z.coerce.number().int().min(1).default(10),
    // Stripe's number: bounds how many POSTs one event fans out to (docs/security.md).
    WEBHOOK_MAX_ENDPOINTS_PER_MODE: z.coerce.number().int().min(1).max(250).default(16),
    // An endpoint whose every attempt failed for this long is disabled (docs/webhook-endpoints.md).
    WEBHOOK_DISABLE_AFTER: z
      .string()
      .default("5d")
      .transform((value, ctx) => {
        try {
          return parseDuration(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    // The key ring (docs/operations.md, "Encryption keys and their rotation"): ENCRYPTION_KEYS
    // lists keys newest first (the first seals, every one unseals); ENCRYPTION_KEY alone is a
    // ring of one. HASH_KEY keys the phone and email hashes, which must outlive a rotation.
    ENCRYPTION_KEY: z.string().min(32).optional(),
    ENCRYPTION_KEYS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const keys = value.split(",").map((key) => key.trim());
        if (keys.some((key) => key.length < 32)) ctx.addIssue({ code: "custom", message: "every key must be at least 32 characters (comma-separated, newest first)" });
        if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", message: "lists a key twice" });
        return keys;
      }),
    HASH_KEY: z.string().min(32).optional(),
    ADMIN_USER: z.string().min(1).default("admin"),
    ADMIN_PASSWORD: z.string().min(12).default(DEV_ADMIN_PASSWORD),
    // Prometheus metrics (docs/metrics.md): GET /metrics on the api, a listener per worker.
    METRICS_ENABLED: booleanFlag("true"),
    /** Bearer token scrapers may use instead of the admin basic auth; long enough that guessing it is hopeless. */
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    /** The worker's metrics listener; 0 = none. Several workers on one host need one port each. */
    WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    WORKER_METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** Where end users reach this service (the hosted page, SIWE domain/uri); default http://127.0.0.1:{PORT}. */
    PUBLIC_URL: z
      .string()
      .url()
      .refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    /** Built web app (the hosted verification page and the browser SDK), served by the api. */
    WEB_DIST_DIR: z.string().min(1).default("web/dist"),
    /** Requests per minute one client token (pbvs_) may make to /api/sdk/v1; 0 disables the limit. */
    SDK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
    SMS_PROVIDER: z.enum(["twilio", "console"]).default("console"),
    SMS_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
    TWILIO_API_URL: z.string().url().default("https://api.twilio.com").transform((value) => value.replace(/\/+$/, "")),
    TWILIO_ACCOUNT_SID: z.string().default(""),
    TWILIO_AUTH_TOKEN: z.string().default(""),
    TWILIO_FROM: z.string().default(""),
    // SMS fraud guard (docs/security.md, "SMS"): what a live code may cost the platform.
    /** libphonenumber-js types a number must have to be texted (comma-separated). */
    SMS_ALLOWED_LINE_TYPES: z
      .string()
      .default("MOBILE,FIXED_LINE_OR_MOBILE")
      .transform((value) => value.split(",").map((s) => s.trim()).filter((s) => s.length > 0))
      .pipe(z.array(z.enum(PHONE_LINE_TYPES)).min(1)),
    /** Countries texted for accounts without their own list: unset = all but the high-risk list; `all`; or ISO codes, comma-separated. */
    SMS_DEFAULT_COUNTRIES: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((s) => s.trim().toUpperCase()).filter((s) => s.length > 0))
      .pipe(z.union([z.tuple([z.literal("ALL")]), z.array(z.string().refine((code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code), "must be ISO 3166 alpha-2 codes"))])),
    SMS_MAX_PER_MERCHANT_PER_DAY: z.coerce.number().int().min(0).default(1_000),
    SMS_MAX_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(0).default(5),
    SMS_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(20),
    /** The global switch: false stops every live SMS (send-code answers 503; queued sends are canceled). */
    SMS_SENDING_ENABLED: booleanFlag("true"),
    EMAIL_PROVIDER: z.enum(["smtp", "console"]).default("console"),
    /** The SMTP server nodemailer sends through, e.g. smtps://user:pass@smtp.example.com:465. */
    SMTP_URL: z.string().default(""),
    EMAIL_FROM: z.string().min(3).default("Proofbase <no-reply@proofbase.local>"),
    EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(20),
    /** Live verification emails per address per hour, across merchants; 0 disables the limit. */
    EMAIL_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(5),
    /** Live verification emails per merchant per hour; 0 disables the limit. */
    EMAIL_MAX_PER_MERCHANT_PER_HOUR: z.coerce.number().int().min(0).default(500),
    /** Live verification emails asked for from one client address (IPv6: its /64) per hour; 0 disables the limit. */
    EMAIL_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(20),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Where log lines go. The CLI (src/cli.ts) sets stderr: its stdout is only its JSON. */
    LOG_DESTINATION: z.enum(["stdout", "stderr"]).default("stdout"),
    /**
     * Check every response against its declared schema (a mismatch is a 500 that names it).
     * Unset: on outside production, so every test run checks every response it sees, and off in
     * production, which trusts the types and skips the cost. The bench turns it off to measure
     * what production runs.
     */
    RESPONSE_SCHEMA_CHECK: optionalFlag,
    // EVM settings: the chain live VICs are attested on (EAS), also the SIWE challenges' default
    // chain id and the RPC through which smart-contract wallet signatures (EIP-1271/6492) are
    // checked. Optional outside production: without them live attestations wait, pending.
    CHAIN_RPC_URL: z.string().url().optional(),
    // Attestation rows store it as INTEGER: every chain EAS is deployed on fits.
    CHAIN_ID: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    CHAIN_SIGNER_PRIVATE_KEY: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, "must be 0x followed by 64 hex digits")
      .transform((v) => v as `0x${string}`)
      .optional(),
    EAS_CONTRACT_ADDRESS: evmAddress.optional(),
    EAS_SCHEMA_REGISTRY_ADDRESS: evmAddress.optional(),
    /** Most VICs attested (or revoked) by one transaction; 1 sends one transaction per VIC. */
    CHAIN_BATCH_MAX: z.coerce.number().int().min(1).max(500).default(100),
    /** Blocks on top of (and including) the one holding a transaction before it counts as final. */
    CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(1),
    CHAIN_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** How long a job waits for a broadcast transaction's receipt before leaving it to a retry. */
    CHAIN_RECEIPT_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    CHAIN_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(250),
    /** Reverted or refused attempts of one VIC's attestation before it is `failed`. */
    CHAIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    // Billing reports (contract section 8).
    BILLING_PROVIDER: z.enum(["none", "stripe"]).default("none"),
    STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_METER_EVENT_NAME: z.string().min(1).max(100).default("proofbase_verification"),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The signing secret (`whsec_...`) of the Stripe webhook endpoint that reaches /api/billing/stripe/webhook. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** The currency of the setup-mode Checkout Session (Stripe requires one without payment_method_types). */
    STRIPE_CHECKOUT_CURRENCY: z.string().regex(/^[a-z]{3}$/, "must be a lower-case ISO 4217 code").default("usd"),
    // Expensive portal work (docs/security.md, "Expensive portal work"): the rule simulator replays
    // on SIMULATION_THREADS worker threads per api process, each run at most SIMULATION_BUDGET rule
    // evaluations ((rules in force + draft rules) x sessions); at most EXPORT_CONCURRENCY CSV
    // exports per api process hold a database connection at once.
    SIMULATION_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    SIMULATION_BUDGET: z.coerce.number().int().min(1).default(2_000_000),
    EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    // The image and its health endpoints (docs/operations.md).
    /**
     * On SIGTERM the api fails /readyz and keeps serving this long, so load balancers stop sending
     * it requests, before it stops accepting. Unset: 5 in production, 0 elsewhere.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
    /** How long /readyz keeps its answer about the database's migrations (each probe still pings Postgres and Redis). */
    READINESS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    // Hot statements (src/platform/db/sql.ts) as named prepared statements, parsed once per pooled
    // connection (docs/database.md, "PgBouncer"). Unset: named unless DIRECT_DATABASE_URL is set,
    // which says DATABASE_URL is a PgBouncer (in transaction mode, before 1.21, a named statement
    // may reach a server connection that never parsed it).
    DATABASE_NAMED_STATEMENTS: optionalFlag,
    DIRECT_DATABASE_URL: z.string().url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.REDIS_CLUSTER_NODES.length > 0 && !HASH_TAGGED.test(env.QUEUE_PREFIX))
      ctx.addIssue({ code: "custom", path: ["QUEUE_PREFIX"], message: "must hold one hash tag, like {pb}, on a Redis Cluster (each BullMQ queue must live in one slot)" });
    if (env.SMS_PROVIDER === "twilio")
      for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const)
        if (env[key] === "") ctx.addIssue({ code: "custom", path: [key], message: "must be set when SMS_PROVIDER=twilio" });
    if (env.EMAIL_PROVIDER === "smtp" && !/^smtps?:\/\//.test(env.SMTP_URL))
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "must be an smtp:// or smtps:// URL when EMAIL_PROVIDER=smtp" });
    const missingChain = CHAIN_SETTINGS.filter((key) => env[key] === undefined);
    if (env.NODE_ENV === "production" || missingChain.length < CHAIN_SETTINGS.length)
      for (const key of missingChain)
        ctx.addIssue({ code: "custom", path: [key], message: env.NODE_ENV === "production" ? "must be set in production" : "must be set with the other CHAIN_ and EAS_ settings" });
    if (env.BILLING_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY)
      ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "must be set when BILLING_PROVIDER=stripe" });
    if (env.BILLING_PROVIDER === "stripe" && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "must be set when BILLING_PROVIDER=stripe (activation arrives by webhook)" });
    if (env.ENCRYPTION_KEY && env.ENCRYPTION_KEYS)
      ctx.addIssue({ code: "custom", path: ["ENCRYPTION_KEYS"], message: "set either ENCRYPTION_KEYS or ENCRYPTION_KEY, not both" });
    if (env.ENCRYPTION_KEYS && env.ENCRYPTION_KEYS.length > 1 && !env.HASH_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["HASH_KEY"],
        message: "must be set when ENCRYPTION_KEYS holds more than one key: the key the phone and email hashes were made with (the former ENCRYPTION_KEY)",
      });
    if (env.NODE_ENV !== "production") return;
    if (env.SMS_PROVIDER === "console")
      ctx.addIssue({ code: "custom", path: ["SMS_PROVIDER"], message: "console is for development only; use twilio in production" });
    if (env.EMAIL_PROVIDER === "console")
      ctx.addIssue({ code: "custom", path: ["EMAIL_PROVIDER"], message: "console is for development only; use smtp in production" });
    const ring = env.ENCRYPTION_KEYS ?? (env.ENCRYPTION_KEY ? [env.ENCRYPTION_KEY] : []);
    if (ring.length === 0 || ring.includes(DEV_ENCRYPTION_KEY))
      ctx.addIssue({ code: "custom", path: [env.ENCRYPTION_KEYS ? "ENCRYPTION_KEYS" : "ENCRYPTION_KEY"], message: "must be set in production" });
    if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD)
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "must be set in production" });
    if (env.WEBHOOK_ALLOW_INSECURE_TARGETS)
      ctx.addIssue({ code: "custom", path: ["WEBHOOK_ALLOW_INSECURE_TARGETS"], message: "is not allowed in production" });
    if (env.PASSWORD_HASH_COST < PASSWORD_HASH_COST_DEFAULT)
      ctx.addIssue({ code: "custom", path: ["PASSWORD_HASH_COST"], message: `must be at least ${PASSWORD_HASH_COST_DEFAULT} in production` });
  });

const withDefaults = schema.transform(({ ENCRYPTION_KEY, ENCRYPTION_KEYS, HASH_KEY, ...env }) => {
  const ring = ENCRYPTION_KEYS ?? [ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY];
  return {
    ...env,
    ENCRYPTION_KEYS: ring,
    // One key ring of one (the usual start) keys its hashes with that key, as before the ring.
    HASH_KEY: HASH_KEY ?? ring[ring.length - 1]!,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`,
    SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === "production" ? 5 : 0),
  };
});

export type Config = z.output<typeof withDefaults>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = withDefaults.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

/** Parsed once at boot; a bad environment stops the process before it serves anything. */
export const config: Config = loadConfig();
