import { generateKeyPairSync } from "node:crypto";
import { calculateJwkThumbprint } from "jose";
import { expect, it } from "vitest";
import { holderJwkSchema, holderThumbprint } from "./holder-jwk.js";

it("a holder key's thumbprint is RFC 7638's, as jose calculates it (credentials already stored are found again)", async () => {
  for (let i = 0; i < 5; i++) {
    const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" });
    const holder = holderJwkSchema.parse({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y });
    expect(holderThumbprint(holder)).toBe(await calculateJwkThumbprint(holder, "sha256"));
  }
});

it("refuses a key that is not a point on P-256", () => {
  const x = "A".repeat(43);
  expect(holderJwkSchema.safeParse({ kty: "EC", crv: "P-256", x, y: x }).success).toBe(false);
});

it("refuses a point one bit off the curve, and takes every real key, again when it comes back", () => {
  for (let i = 0; i < 20; i++) {
    const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" });
    const y = Buffer.from(jwk.y!, "base64url");
    expect(holderJwkSchema.safeParse({ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y }).success).toBe(true);
    y[31]! ^= 1;
    expect(holderJwkSchema.safeParse({ kty: "EC", crv: "P-256", x: jwk.x, y: y.toString("base64url") }).success).toBe(false);
    expect(holderJwkSchema.safeParse({ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y }).success).toBe(true);
  }
});
