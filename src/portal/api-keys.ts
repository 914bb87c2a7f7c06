import { prisma } from "../db/client.js";
import { publishRevocations } from "../auth/api-key-cache.js";
import { redis } from "../redis.js";
import { ApiError } from "../errors/api-error.js";
import { newId } from "../ids.js";
import { generateApiKey, redactApiKey, sha256Hex, type Mode } from "../auth/api-key-format.js";
import type { Scope } from "../auth/scopes.js";

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
    object: "api_key",
    name: row.name,
    mode: row.mode,
    livemode: row.mode === "live",
    scopes: row.scopes,
    redacted_key: redactApiKey(row.mode, row.last4),
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Mints a key; the plaintext is returned here once and never stored (only its SHA-256). */
export async function mintApiKey(merchantId: string, input: { name: string; mode: Mode; scopes: Scope[] }) {
  const key = generateApiKey(input.mode);
  const row = await prisma.apiKey.create({
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
  return { ...presentApiKey(row), key };
}

export async function listApiKeys(merchantId: string) {
  const rows = await prisma.apiKey.findMany({ where: { merchantId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 500 });
  return rows.map(presentApiKey);
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
  const { count } = await prisma.apiKey.updateMany({
    where: { id: { in: keys.map((k) => k.id) }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  await publishRevocations(redis, keys.map((k) => k.keyHash));
  return count;
}

export async function revokeApiKey(merchantId: string, keyId: string) {
  await revokeApiKeys({ merchantId, id: keyId });
  const row = await prisma.apiKey.findFirst({ where: { id: keyId, merchantId } });
  if (!row) throw new ApiError("api_key_not_found", `No such API key: '${keyId}'`, "id");
  return presentApiKey(row);
}
