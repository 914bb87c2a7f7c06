import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { publishRevocations } from "../../http/auth/api-key-cache.js";
import { redis } from "../../platform/redis.js";
import { config } from "../../platform/config.js";
import { InvalidInput, LiveModeNotEnabled, NotFound, PermissionMissing } from "../../platform/errors/domain-errors.js";
import { liveAccessRefused } from "../../http/auth/live-access-gate.js";
import { newId } from "../../platform/ids.js";
import { generateApiKey, redactApiKey, sha256Hex, type Mode } from "../../http/auth/api-key-format.js";
import type { Scope } from "../../http/auth/scopes.js";
import { scopeBeyond, type Permission, type Role } from "../../http/auth/permissions.js";

interface ApiKeyRow {
  id: string;
  name: string;
  mode: Mode;
  scopes: string[];
  last4: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    object: "api_key" as const,
    name: row.name,
    mode: row.mode,
    livemode: row.mode === "live",
    scopes: row.scopes as Scope[],
    redacted_key: redactApiKey(row.mode, row.last4),
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Mints a key; the plaintext is returned here once and never stored (only its SHA-256). At most
 * API_KEYS_MAX_ACTIVE_PER_MODE keys of a mode are active at once: the count and the insert run
 * under a lock per account and mode, so concurrent mints cannot pass the cap together. A live key
 * needs the account's live access (contract section 11).
 */
export async function mintApiKey(merchantId: string, input: { name: string; mode: Mode; scopes: Scope[] }) {
  const key = generateApiKey(input.mode);
  const max = config.API_KEYS_MAX_ACTIVE_PER_MODE;
  const row = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`api-keys:${merchantId}:${input.mode}`}, 0))`;
    const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { liveEnabled: true } });
    if (liveAccessRefused(input.mode, merchant.liveEnabled)) throw new LiveModeNotEnabled();
    const active = await tx.apiKey.count({ where: { merchantId, mode: input.mode, revokedAt: null } });
    if (active >= max) throw new InvalidInput(`An account can have at most ${max} active ${input.mode} API keys; revoke one first.`, "mode");
    const created = await tx.apiKey.create({
      data: {
        id: newId("apiKey"),
        merchantId,
        name: input.name,
        mode: input.mode,
        scopes: [...new Set(input.scopes)],
        keyHash: sha256Hex(key),
        last4: key.slice(-4),
      },
    });
    await recordRequestAudit(tx, { target: `api_key:${created.id}` });
    return created;
  });
  return { ...presentApiKey(row), key };
}

/**
 * A key minted from the dashboard: its scopes within the user's permissions, so a key never does
 * what its minter's role is refused (a live key's second factor is the route's step-up).
 */
export async function mintKeyAsUser(
  user: { merchantId: string; role: Role; permissions: ReadonlySet<Permission> },
  input: { name: string; mode: Mode; scopes: Scope[] },
) {
  const beyond = scopeBeyond(user.permissions, input.scopes);
  if (beyond)
    throw new PermissionMissing(
      `Your role (${user.role}) does not have the '${beyond.permission}' permission the '${beyond.scope}' scope grants: a key can hold only scopes within its minter's permissions; ask an owner or admin to mint it.`,
      "scopes",
    );
  return mintApiKey(user.merchantId, { name: input.name, mode: input.mode, scopes: input.scopes });
}

/** Revoked keys shown beside the active ones, newest first. */
export const REVOKED_KEYS_LISTED = 100;

/** Every active key (at most API_KEYS_MAX_ACTIVE_PER_MODE per mode), then the latest revoked ones. */
export async function listApiKeys(merchantId: string) {
  const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [active, revoked] = await Promise.all([
    prisma.apiKey.findMany({ where: { merchantId, revokedAt: null }, orderBy: order }),
    prisma.apiKey.findMany({ where: { merchantId, revokedAt: { not: null } }, orderBy: order, take: REVOKED_KEYS_LISTED }),
  ]);
  return [...active, ...revoked].map(presentApiKey);
}

/** Revokes keys matching `where` (within one merchant) and makes every api process forget them at once. Returns how many were newly revoked. */
export async function revokeApiKeys(where: { merchantId: string; id?: string; name?: string }): Promise<number> {
  // A named key is broadcast even if it was already revoked: a retry after a failed broadcast
  // must still reach every process.
  const keys = await prisma.apiKey.findMany({
    where: where.id ? where : { ...where, revokedAt: null },
    select: { id: true, keyHash: true },
  });
  if (keys.length === 0) return 0;
  const count = await prisma.$transaction(async (tx) => {
    const { count } = await tx.apiKey.updateMany({
      where: { id: { in: keys.map((k) => k.id) }, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count > 0) await recordRequestAudit(tx);
    return count;
  });
  await publishRevocations(redis, keys.map((k) => k.keyHash));
  return count;
}

export async function revokeApiKey(merchantId: string, keyId: string) {
  await revokeApiKeys({ merchantId, id: keyId });
  const row = await prisma.apiKey.findFirst({ where: { id: keyId, merchantId } });
  if (!row) throw new NotFound("api_key", keyId);
  return presentApiKey(row);
}
