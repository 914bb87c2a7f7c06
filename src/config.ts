import { z } from "zod";

const DEV_ENCRYPTION_KEY = "dev-only-encryption-key-change-me-0123456789";
const DEV_ADMIN_PASSWORD = "dev-only-admin-password";

const durationUnitsMs = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** "5m,1h,5h,18h" -> [300000, 3600000, ...]; offsets from the first attempt, strictly increasing. */
export function parseRetrySchedule(value: string): number[] {
  const offsets = value.split(",").map((part) => {
    const match = /^\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(part);
    if (!match) throw new Error(`invalid duration "${part}" (use ms, s, m or h units)`);
    return Number(match[1]) * durationUnitsMs[match[2] as keyof typeof durationUnitsMs];
  });
  offsets.forEach((offset, i) => {
    if (i > 0 && offset <= offsets[i - 1]!) throw new Error("offsets must be strictly increasing");
  });
  return offsets;
}

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .default("false")
  .transform((v) => v === "true" || v === "1");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    SERVICE_NAME: z.string().regex(/^[A-Za-z0-9]+$/).default("Proofbase"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/proofbase"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    REDIS_URL: z.string().url().default("redis://127.0.0.1:6379"),
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
    WEBHOOK_ALLOW_INSECURE_TARGETS: booleanFlag,
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
    RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(0).default(100),
    ENCRYPTION_KEY: z.string().min(32).default(DEV_ENCRYPTION_KEY),
    ADMIN_USER: z.string().min(1).default("admin"),
    ADMIN_PASSWORD: z.string().min(12).default(DEV_ADMIN_PASSWORD),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    if (env.ENCRYPTION_KEY === DEV_ENCRYPTION_KEY)
      ctx.addIssue({ code: "custom", path: ["ENCRYPTION_KEY"], message: "must be set in production" });
    if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD)
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "must be set in production" });
    if (env.WEBHOOK_ALLOW_INSECURE_TARGETS)
      ctx.addIssue({ code: "custom", path: ["WEBHOOK_ALLOW_INSECURE_TARGETS"], message: "is not allowed in production" });
  });

export type Config = z.output<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

/** Parsed once at boot; a bad environment stops the process before it serves anything. */
export const config: Config = loadConfig();
