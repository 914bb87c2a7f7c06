import { createHash, ECDH } from "node:crypto";
import { z } from "zod";

const UNCOMPRESSED = Buffer.from([0x04]);

// Points already found on the curve: a device saving its credential again sends the same key, and
// decoding it is a sixth of that request's CPU (docs/performance.md, credentials). Bounded; a
// forgotten point is only decoded again.
const pointsOnCurve = new Set<string>();
const POINTS_KEPT = 10_000;

function onCurve(x: string, y: string): boolean {
  const point = `${x}.${y}`;
  if (pointsOnCurve.has(point)) return true;
  // OpenSSL decodes the uncompressed point only if it lies on the curve: a fifth of the cost of
  // importing it as a key (createPublicKey), which also checks its order.
  try {
    ECDH.convertKey(Buffer.concat([UNCOMPRESSED, Buffer.from(x, "base64url"), Buffer.from(y, "base64url")]), "prime256v1");
  } catch {
    return false;
  }
  if (pointsOnCurve.size >= POINTS_KEPT) pointsOnCurve.delete(pointsOnCurve.values().next().value!);
  pointsOnCurve.add(point);
  return true;
}
const coordinate = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 coordinate (43 characters)");

/** The public P-256 key the person's device holds (`cnf.jwk`): only its public members are kept. */
export const holderJwkSchema = z
  .object({ kty: z.literal("EC"), crv: z.literal("P-256"), x: coordinate, y: coordinate })
  .refine((jwk) => onCurve(jwk.x, jwk.y), { message: "is not a point on P-256" })
  .transform(({ kty, crv, x, y }) => ({ kty, crv, x, y }))
  .meta({ id: "HolderJwk", description: "A public P-256 JWK (`kty` EC, `crv` P-256, `x`, `y`); private members are refused by never being read." });

export type HolderJwk = z.output<typeof holderJwkSchema>;

/**
 * The key's RFC 7638 thumbprint (SHA-256, base64url), as jose's calculateJwkThumbprint makes it:
 * hashed here with node:crypto because WebCrypto's digest, which jose uses, costs a thread-pool
 * job per credential issued (docs/performance.md, "Latest full run", Credentials).
 */
export function holderThumbprint({ crv, kty, x, y }: HolderJwk): string {
  return createHash("sha256").update(JSON.stringify({ crv, kty, x, y })).digest("base64url");
}
