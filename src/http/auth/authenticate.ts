import type { NextFunction, Request, Response } from "express";
import { prisma } from "../../platform/db/client.js";
import { ApiError } from "../../platform/errors/api-error.js";
import { clientAddress } from "../client-address.js";
import { cachedKey, isKnownMissing, rememberKey, rememberMissing, type CachedKey } from "./api-key-cache.js";
import { countFailedAuthentication, refuseBlockedAddress } from "./auth-failures.js";
import { apiKeyMode, sha256Hex, type Mode } from "./api-key-format.js";
import { liveAccessRefused, liveModeNotEnabled } from "./live-access-gate.js";
import type { Scope } from "./scopes.js";

export interface AuthContext {
  merchantId: string;
  keyId: string;
  mode: Mode;
  livemode: boolean;
  scopes: ReadonlySet<Scope>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}

/** The bearer token, or null: anything but `Authorization: Bearer <token>` is missing_api_key. */
function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer (\S+)$/.exec(header.trim()) : null;
  return match ? match[1]! : null;
}

const missingKey = () => new ApiError("missing_api_key", "No API key provided. Send it as 'Authorization: Bearer pb_sk_...'.");

function refuseToken(token: string): ApiError {
  if (token.startsWith("pbk_"))
    return new ApiError("invalid_api_key", "Store keys (pbk_) authenticate the plugin licensing program, not /api/v1.");
  if (token.startsWith("pbvs_"))
    return new ApiError("invalid_api_key", "Client tokens (pbvs_) are for the frontend SDK; use a secret key (pb_sk_) server-side.");
  return new ApiError("invalid_api_key", "Invalid API key provided.");
}

async function loadKey(keyHash: string): Promise<CachedKey | null> {
  if (isKnownMissing(keyHash)) return null;
  const row = await prisma.apiKey.findUnique({
    where: { keyHash },
    select: { id: true, merchantId: true, mode: true, scopes: true, revokedAt: true, merchant: { select: { liveEnabled: true } } },
  });
  if (!row || row.revokedAt) {
    rememberMissing(keyHash);
    return null;
  }
  const key = { id: row.id, merchantId: row.merchantId, mode: row.mode, scopes: row.scopes, liveEnabled: row.merchant.liveEnabled };
  rememberKey(keyHash, key);
  return key;
}

// One context per cached key, not one per request: the cache hands out the same CachedKey object
// while the entry lives, and a context is never modified.
const contexts = new WeakMap<CachedKey, AuthContext>();

function authContextOf(key: CachedKey): AuthContext {
  let context = contexts.get(key);
  if (!context) {
    context = { merchantId: key.merchantId, keyId: key.id, mode: key.mode, livemode: key.mode === "live", scopes: new Set(key.scopes as Scope[]) };
    contexts.set(key, context);
  }
  return context;
}

/**
 * Resolves the secret key to its merchant, mode and scopes. Runs before every /api/v1 handler,
 * so a request without a valid key never reaches one. Keys are cached briefly in-process;
 * revocation takes effect at once because it is broadcast to every api process (api-key-cache.ts).
 * A live key of an account without live access is refused (live_mode_not_enabled); the access is
 * cached with the key and a change is broadcast the same way.
 * A cached key passes synchronously: no promise, no await on the hot path.
 */
export function authenticate(req: Request, _res: Response, next: NextFunction): void | Promise<void> {
  const presented = presentedKey(req);
  const cached = presented.keyHash ? cachedKey(presented.keyHash) : undefined;
  if (cached && cached.mode === presented.claimedMode) {
    req.auth = authContextOf(cached);
    if (liveAccessRefused(cached.mode, cached.liveEnabled)) throw liveModeNotEnabled();
    return next();
  }
  return resolveUncachedKey(req, presented).then((key) => {
    req.auth = authContextOf(key);
    if (liveAccessRefused(key.mode, key.liveEnabled)) throw liveModeNotEnabled();
    next();
  });
}

interface PresentedKey {
  token: string | null;
  claimedMode: Mode | null;
  keyHash: string | null;
}

function presentedKey(req: Request): PresentedKey {
  const token = bearerToken(req);
  const claimedMode = token ? apiKeyMode(token) : null;
  return { token, claimedMode, keyHash: token && claimedMode ? sha256Hex(token) : null };
}

/**
 * A key not in memory: an address that used up its failed authentications
 * (AUTH_FAILURES_PER_IP_PER_MINUTE) is refused with 429 before any lookup, and each failure is counted.
 */
async function resolveUncachedKey(req: Request, { token, claimedMode, keyHash }: PresentedKey): Promise<CachedKey> {
  const clientIp = clientAddress(req);
  await refuseBlockedAddress(clientIp);
  const key = keyHash ? await loadKey(keyHash) : null;
  if (key && key.mode === claimedMode) return key;
  throw await countFailedAuthentication(clientIp, token === null ? missingKey() : refuseToken(token));
}
