import type { IIoK8sApiCoreV1EnvVar } from "kubernetes-models/v1/EnvVar";
import type { IIoK8sApiCoreV1EnvFromSource } from "kubernetes-models/v1/EnvFromSource";
import { CONFIG_MAP_NAME, SECRET_NAME } from "./release.js";

/**
 * The settings (src/platform/config.ts) that are secrets: every process reads them from the Secret the
 * operator creates (docs/operations.md, "TLS and secrets"), never from these manifests. A key
 * marked optional may be missing from the Secret; a required one missing keeps the pod from
 * starting (CreateContainerConfigError), which is the point.
 */
export const SECRET_ENV: readonly { name: string; optional: boolean; why: string }[] = [
  { name: "DATABASE_URL", optional: false, why: "Postgres URL with its password (PgBouncer's when one is in front)" },
  { name: "DATABASE_REPLICA_URL", optional: true, why: "a streaming replica for lag-tolerant reads (docs/database.md)" },
  { name: "DIRECT_DATABASE_URL", optional: true, why: "Postgres itself when DATABASE_URL is a PgBouncer: hot statements then stay unnamed (docs/database.md)" },
  { name: "REDIS_URL", optional: false, why: "Redis URL with its password; with a cluster, any node (REDIS_CLUSTER_NODES wins)" },
  { name: "REDIS_CLUSTER_NODES", optional: true, why: "Redis Cluster seeds with credentials (docs/redis.md)" },
  { name: "ENCRYPTION_KEYS", optional: true, why: "the key ring, comma-separated, the first encrypts (or ENCRYPTION_KEY alone)" },
  { name: "ENCRYPTION_KEY", optional: true, why: "a ring of one; one of the two must be set" },
  { name: "HASH_KEY", optional: true, why: "keys the phone and email hashes; required once ENCRYPTION_KEYS holds two keys (docs/operations.md)" },
  { name: "ADMIN_PASSWORD", optional: false, why: "Bull Board and /metrics basic auth" },
  { name: "METRICS_TOKEN", optional: false, why: "the bearer token the ServiceMonitor scrapes with" },
  { name: "TWILIO_AUTH_TOKEN", optional: false, why: "SMS (production sends with Twilio)" },
  { name: "SMTP_URL", optional: false, why: "smtp(s)://user:password@host:port (production mails through SMTP)" },
  { name: "CHAIN_RPC_URL", optional: false, why: "the chain's RPC URL, which usually carries a provider's API key" },
  { name: "CHAIN_SIGNER_PRIVATE_KEY", optional: false, why: "the key that signs attestations" },
  { name: "STRIPE_SECRET_KEY", optional: true, why: "billing, when BILLING_PROVIDER=stripe" },
  { name: "STRIPE_WEBHOOK_SECRET", optional: true, why: "billing, when BILLING_PROVIDER=stripe" },
];

/** The migration Job's only settings: the runner reads nothing else (src/platform/db/migrate-cli.ts). */
export const MIGRATE_SECRET_ENV: readonly { name: string; optional: boolean }[] = [
  { name: "DATABASE_URL", optional: false },
  { name: "DIRECT_DATABASE_URL", optional: true }, // Postgres itself when DATABASE_URL is a PgBouncer
];

/** Settings whose names look secret but are not: public endpoints and an account identifier. */
export const NOT_SECRET = ["PUBLIC_URL", "TWILIO_API_URL", "STRIPE_API_URL", "TWILIO_ACCOUNT_SID"] as const;

/**
 * The non-secret settings every process shares (the ConfigMap). An empty value is one the
 * operator must set in an overlay: the service refuses to start with it, naming the setting.
 */
export const CONFIG: Record<string, string> = {
  NODE_ENV: "production",
  PUBLIC_URL: "",
  // Proxies with private addresses (an ingress controller's pods, a balancer inside the VPC) may
  // set X-Forwarded-For; per-address limits then see the client (docs/operations.md).
  TRUST_PROXY: "loopback, uniquelocal",
  LOG_LEVEL: "info",
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "",
  TWILIO_FROM: "",
  EMAIL_PROVIDER: "smtp",
  EMAIL_FROM: "",
  CHAIN_ID: "",
  EAS_CONTRACT_ADDRESS: "",
  EAS_SCHEMA_REGISTRY_ADDRESS: "",
  BILLING_PROVIDER: "none",
};

function secretRef(name: string, optional: boolean): IIoK8sApiCoreV1EnvVar {
  return { name, valueFrom: { secretKeyRef: { name: SECRET_NAME, key: name, ...(optional ? { optional: true } : {}) } } };
}

/** The environment of the api and worker containers: the ConfigMap, then each secret by reference. */
export function serviceEnv(own: Record<string, string>): { env: IIoK8sApiCoreV1EnvVar[]; envFrom: IIoK8sApiCoreV1EnvFromSource[] } {
  return {
    envFrom: [{ configMapRef: { name: CONFIG_MAP_NAME } }],
    env: [...Object.entries(own).map(([name, value]) => ({ name, value })), ...SECRET_ENV.map((s) => secretRef(s.name, s.optional))],
  };
}

export function migrateEnv(): IIoK8sApiCoreV1EnvVar[] {
  return MIGRATE_SECRET_ENV.map((s) => secretRef(s.name, s.optional));
}
