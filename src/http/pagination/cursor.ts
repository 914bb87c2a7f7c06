import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { currentKey, derivedKey, keyRing } from "../../platform/crypto/key-ring.js";

/** What a cursor is bound to: a cursor from another list, merchant, mode or filter is ignored. */
export interface CursorScope {
  list: string;
  merchantId: string;
  mode: string;
  filter?: string;
}

export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

function sign(scope: CursorScope, payload: string, secret = currentKey().secret): Buffer {
  return createHmac("sha256", derivedKey(secret, "pagination-cursor"))
    .update(JSON.stringify([scope.list, scope.merchantId, scope.mode, scope.filter ?? ""]))
    .update("\n")
    .update(payload)
    .digest()
    .subarray(0, 16);
}

export function encodeCursor(scope: CursorScope, position: KeysetPosition): string {
  const payload = Buffer.from(JSON.stringify([position.createdAt.getTime(), position.id])).toString("base64url");
  return `${payload}.${sign(scope, payload).toString("base64url")}`;
}

const positionSchema = z.tuple([z.number().int().nonnegative(), z.string().min(1).max(64)]);

/** The position a cursor points at, or null when it is malformed, tampered or foreign (start from the top). */
export function decodeCursor(scope: CursorScope, cursor: string | undefined): KeysetPosition | null {
  if (!cursor) return null;
  const [payload, signature, extra] = cursor.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, "base64url");
  // Signed by any ring key: a rotation does not send a client paging a list back to the top.
  const signedByRing = keyRing().some(({ secret }) => {
    const expected = sign(scope, payload, secret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signedByRing) return null;
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? { createdAt: new Date(parsed.data[0]), id: parsed.data[1] } : null;
  } catch {
    return null; // unparsable payload: a stale format, treated like any unusable cursor
  }
}
