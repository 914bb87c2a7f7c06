import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { spawnNode, stopProcess, type BenchProcess } from "../../bench/support/processes.js";
import type { StripeServer } from "../../test/support/stripe-server.js";
import type { TwilioServer } from "../../test/support/twilio-server.js";
import { ABUSE_LIMITS } from "./abuse-plan.js";

/** The real processes under test: what runs, where it logs, and how it is (re)started. */
export interface Service {
  name: string;
  kind: "api" | "worker";
  /** The api's port (fixed across restarts, so clients keep their address). */
  port?: number;
  proc: BenchProcess | undefined;
  /** Starts it (again) and resolves once it serves: /readyz answers 200, or the worker logged "worker started". */
  start: () => Promise<void>;
  /** SIGKILL, and waits for the exit. */
  kill: () => Promise<void>;
  /** SIGTERM (graceful), SIGKILL after a grace period. */
  stop: () => Promise<void>;
}

const running = (proc: BenchProcess | undefined): proc is BenchProcess => !!proc && proc.child.exitCode === null && proc.child.signalCode === null;

async function waitUntil(what: string, service: Service, probe: () => Promise<boolean> | boolean, timeoutMs = 90_000): Promise<void> {
  const logPath = service.proc?.logPath;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(service.proc)) throw new Error(`${service.name} exited before ${what} (log: ${logPath})`);
    if (await probe()) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (log: ${logPath})`);
}

function defineService(options: { name: string; kind: Service["kind"]; script: string; args?: string[]; port?: number; env: NodeJS.ProcessEnv; logDir: string }): Service {
  const logFile = join(options.logDir, `${options.name}.log`);
  const service: Service = {
    name: options.name,
    kind: options.kind,
    port: options.port,
    proc: undefined,
    start: async () => {
      if (running(service.proc)) throw new Error(`${service.name} is already running`);
      const logOffset = existsSync(logFile) ? statSync(logFile).size : 0;
      service.proc = spawnNode({
        name: options.name,
        role: options.kind,
        script: options.script,
        args: options.args,
        env: { ...options.env, ...(options.port ? { PORT: String(options.port) } : {}) },
        output: { logFile },
      });
      if (options.kind === "api") {
        await waitUntil("/readyz to answer 200", service, async () => {
          try {
            return (await fetch(`http://127.0.0.1:${options.port}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
          } catch {
            return false;
          }
        });
      } else {
        await waitUntil('"worker started" in its log', service, () => existsSync(logFile) && readFileSync(logFile).subarray(logOffset).includes('"msg":"worker started"'));
      }
    },
    kill: async () => {
      const proc = service.proc;
      if (!running(proc)) return;
      proc.child.kill("SIGKILL");
      await proc.exited;
    },
    stop: async () => {
      if (service.proc) await stopProcess(service.proc, 10_000);
    },
  };
  return service;
}

export interface Fleet {
  apis: Service[];
  /** Every queue but webhook-retry. */
  workers: Service[];
  /** webhook-retry only, as production runs it (docs/architecture.md). */
  retryWorker: Service;
  all: Service[];
}

/** Two api processes, two workers, one retry worker: run from the sources (tsx), logging into logDir. */
export function defineFleet(env: NodeJS.ProcessEnv, apiPorts: [number, number], logDir: string): Fleet {
  const apis = apiPorts.map((port, i) => defineService({ name: `api-${i + 1}`, kind: "api", script: "src/api.ts", port, env, logDir }));
  const workers = [1, 2].map((n) =>
    defineService({ name: `worker-${n}`, kind: "worker", script: "workers/main.ts", args: ["--except", "webhook-retry"], env, logDir }),
  );
  const retryWorker = defineService({ name: "retry-worker", kind: "worker", script: "workers/main.ts", args: ["webhook-retry"], env, logDir });
  return { apis, workers, retryWorker, all: [...apis, ...workers, retryWorker] };
}

/** The settings every service process runs with: the run's own dependencies, and time compressed. */
export function serviceEnv(deps: {
  databaseUrl: string;
  /** Postgres itself, when databaseUrl is a PgBouncer in front of it. */
  directDatabaseUrl?: string;
  redisUrl: string;
  publicUrl: string;
  chain: Record<string, string>;
  stripe: StripeServer;
  twilio: TwilioServer;
  /** The SMTP stand-in every email goes to (the portal attacker's invitation). */
  smtpUrl: string;
  admin: { user: string; password: string };
}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    DATABASE_URL: deps.databaseUrl,
    ...(deps.directDatabaseUrl ? { DIRECT_DATABASE_URL: deps.directDatabaseUrl } : {}),
    DATABASE_POOL_SIZE: "10",
    DATABASE_CONNECT_TIMEOUT_MS: "3000",
    REDIS_URL: deps.redisUrl,
    QUEUE_PREFIX: "chaos",
    // Both apis issue SIWE challenges for one origin, so either can check the other's.
    PUBLIC_URL: deps.publicUrl,
    RATE_LIMIT_PER_SECOND: "0",
    SIGNUP_MAX_PER_IP_PER_HOUR: "1000",
    // Retries seconds apart instead of hours, and a sweeper every 2 s, so repairs happen within the run.
    WEBHOOK_RETRY_SCHEDULE: "1s,2s,4s,8s,16s,32s",
    WEBHOOK_TIMEOUT_MS: "3000",
    WEBHOOK_ALLOW_INSECURE_TARGETS: "true",
    SWEEP_INTERVAL_MS: "2000",
    // Every live text reaches the Twilio stand-in, which records it: the abuse rows count them there.
    SMS_PROVIDER: "twilio",
    TWILIO_API_URL: deps.twilio.apiUrl,
    TWILIO_ACCOUNT_SID: deps.twilio.accountSid,
    TWILIO_AUTH_TOKEN: deps.twilio.authToken,
    TWILIO_FROM: deps.twilio.from,
    // Small budgets, so that the abuse load reaches each of them within a quick run.
    SMS_MAX_PER_MERCHANT_PER_DAY: String(ABUSE_LIMITS.perMerchantPerDay),
    SMS_MAX_PER_NUMBER_PER_HOUR: String(ABUSE_LIMITS.perNumberPerHour),
    SMS_MAX_PER_IP_PER_HOUR: String(ABUSE_LIMITS.perIpPerHour),
    WEBHOOK_MAX_ENDPOINTS_PER_MODE: String(ABUSE_LIMITS.endpointsPerMode),
    EMAIL_PROVIDER: "smtp",
    SMTP_URL: deps.smtpUrl,
    ADMIN_USER: deps.admin.user,
    ADMIN_PASSWORD: deps.admin.password,
    ...deps.chain,
    CHAIN_RPC_TIMEOUT_MS: "2000",
    CHAIN_RECEIPT_TIMEOUT_MS: "10000",
    CHAIN_POLL_INTERVAL_MS: "100",
    BILLING_PROVIDER: "stripe",
    STRIPE_API_URL: deps.stripe.url,
    STRIPE_SECRET_KEY: deps.stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: deps.stripe.webhookSecret,
    STRIPE_TIMEOUT_MS: "3000",
  };
}
