import { createHash } from "node:crypto";
import { createHeaderAndPayload, StatusList } from "@sd-jwt/jwt-status-list";
import { importJWK, SignJWT } from "jose";
import { prisma } from "../platform/db/client.js";
import { credentialIssuer, STATUS_LIST_SIZE, statusListUri } from "./credential-format.js";
import { signingKey } from "./issuer-keys.js";
import { VicLifecycle } from "./vic-lifecycle.js";

/** How long a published list may be cached (its `ttl`, Cache-Control max-age and this process's own cache). */
export const STATUS_LIST_TTL_SECONDS = 30;
/** How long a signed list stays valid (`exp`): a verifier refuses one older than this. */
const STATUS_LIST_VALIDITY_SECONDS = 24 * 3600;

export interface SignedStatusList {
  jwt: string;
  /** Changes exactly when a bit does (or the signing key): the ETag. */
  etag: string;
}

const built = new Map<number, { at: number; kid: string; value: SignedStatusList }>();

/** How often a process may re-read which lists exist when asked for one beyond them. */
const LIST_COUNT_REREAD_MS = 1_000;
let lists: { at: number; count: number } | undefined;

/**
 * Whether list `list` exists: list 0 always, a later one once a credential's status index falls in
 * it (indexes are a sequence, so lists fill in order). The count is re-read (one index lookup) only
 * when asked for a list beyond it, at most once a second per process: a request for any of the
 * route's billion list numbers nobody was given costs no signing and no memory, and a flood of them
 * one Postgres lookup a second.
 */
async function listExists(list: number): Promise<boolean> {
  if (list === 0 || (lists && list < lists.count)) return true;
  if (lists && Date.now() - lists.at < LIST_COUNT_REREAD_MS) return false;
  const [row] = await prisma.$queryRaw<{ max: number | null }[]>`SELECT max(status_idx) AS max FROM credentials`;
  lists = { at: Date.now(), count: Math.floor((row?.max ?? 0) / STATUS_LIST_SIZE) + 1 };
  return list < lists.count;
}

/**
 * Status list `list` (IETF Token Status List, 1 bit per credential: 1 = invalid): a credential's
 * bit is 1 once its VIC is revoked or expired. Read from Postgres at most every
 * STATUS_LIST_TTL_SECONDS per process, so a revocation or expiry shows within that plus the
 * expiry job's interval (under 60 s); only the invalid entries of the list's range are read.
 * Null for a list no credential points into, unless the caller read the list's number from a
 * credential whose signature it checked (`known`): a list opened less than a second ago exists.
 */
export async function statusListJwt(list: number, { known = false } = {}): Promise<SignedStatusList | null> {
  // A list signed by a key since retired (or replaced) is built again: verifiers would refuse it.
  const key = await signingKey();
  const hit = built.get(list);
  if (hit && hit.kid === key.kid && Date.now() - hit.at < STATUS_LIST_TTL_SECONDS * 1000) return hit.value;
  if (!known && !(await listExists(list))) return null;
  const first = list * STATUS_LIST_SIZE;
  const invalid = await prisma.$queryRaw<{ status_idx: number }[]>`
    SELECT c.status_idx FROM credentials c JOIN vics v ON v.id = c.vic_id
     WHERE c.status_idx >= ${first} AND c.status_idx < ${first + STATUS_LIST_SIZE}
       AND NOT (${VicLifecycle.sql.is("active", "v")})`;
  const bits = new StatusList(new Array<number>(STATUS_LIST_SIZE).fill(0), 1);
  for (const { status_idx } of invalid) bits.setStatus(status_idx - first, 1);
  const now = Math.floor(Date.now() / 1000);
  const { header, payload } = createHeaderAndPayload(
    bits,
    { iss: credentialIssuer(), sub: statusListUri(list), iat: now, exp: now + STATUS_LIST_VALIDITY_SECONDS, ttl: STATUS_LIST_TTL_SECONDS },
    { alg: "ES256", typ: "statuslist+jwt", kid: key.kid },
  );
  const jwt = await new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(await importJWK(key.privateJwk, "ES256"));
  const etag = `"${createHash("sha256").update(key.kid).update(bits.compressStatusList()).digest("base64url").slice(0, 27)}"`;
  const value = { jwt, etag };
  built.set(list, { at: Date.now(), kid: key.kid, value });
  return value;
}

/** Forgets the built lists (tests that must see a change at once). */
export function forgetStatusLists(): void {
  built.clear();
  lists = undefined;
}

