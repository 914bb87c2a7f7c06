import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { looksLikeTotp, matchingStep, newTotpSecret, otpauthUrl } from "./totp.js";

const codeAt = (secret: string, timestamp: number) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp });

describe("TOTP (RFC 6238: SHA-1, 30 s, 6 digits, one step either side)", () => {
  // The middle of a step, so ±15 s stays inside it.
  const now = 1_800_000_015_000;
  const step = Math.floor(now / 30_000);

  it("accepts the codes of the step before, this one and the next, naming each step", () => {
    const secret = newTotpSecret();
    expect(matchingStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
  });

  it("refuses codes two steps away and wrong codes", () => {
    const secret = newTotpSecret();
    const window = new Set([-1, 0, 1].map((d) => codeAt(secret, now + d * 30_000)));
    for (const far of [codeAt(secret, now - 60_000), codeAt(secret, now + 60_000)]) if (!window.has(far)) expect(matchingStep(secret, far, now)).toBeNull();
    const wrong = ["000000", "123456", "999999"].find((c) => !window.has(c))!;
    expect(matchingStep(secret, wrong, now)).toBeNull();
    expect(matchingStep(newTotpSecret(), codeAt(secret, now), now)).toBeNull();
  });

  it("matches RFC 6238's published SHA-1 test vector", () => {
    // Appendix B: secret "12345678901234567890", T = 59 s -> 94287082 (8 digits); 6 digits: 287082.
    const secret = OTPAuth.Secret.fromLatin1("12345678901234567890").base32;
    expect(matchingStep(secret, "287082", 59_000)).toBe(1);
  });

  it("makes a 160-bit base32 secret and the otpauth URL apps import", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, "jane@example.com"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Proofbase");
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(url.pathname)).toContain("jane@example.com");
  });

  it("tells authenticator codes from recovery codes", () => {
    expect(looksLikeTotp("123 456")).toBe(true);
    expect(looksLikeTotp("abcde-fghjk")).toBe(false);
    expect(looksLikeTotp("12345")).toBe(false);
  });
});
