import { describe, expect, it } from "vitest";
import { verifyWebhook } from "../../../test/support/verify-webhook.js";
import { encryptSecret, generateSigningSecret } from "./secrets.js";
import { computeSignature, signatureHeader, signingSecrets } from "./sign.js";

const body = JSON.stringify({ id: "evt_1", type: "ping", created: "2026-11-21T00:00:00.000Z", livemode: false, data: { message: "hé ✓" } });
const raw = Buffer.from(body, "utf8");
const now = () => Math.floor(Date.now() / 1000);

describe("webhook signatures (spec 6.3)", () => {
  it("signs <t>.<raw body> with HMAC-SHA-256 as lowercase hex, verifiable by an independent implementation", () => {
    const secret = generateSigningSecret("proofbase");
    const t = now();
    const header = signatureHeader([secret], t, body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(header).toBe(`t=${t},v1=${computeSignature(secret, t, body)}`);
    expect(verifyWebhook(raw, header, secret)).toBe(true);
  });

  it("fails verification for another secret, a changed body, a stale or missing timestamp", () => {
    const secret = generateSigningSecret("proofbase");
    const t = now();
    const header = signatureHeader([secret], t, body);
    expect(verifyWebhook(raw, header, generateSigningSecret("proofbase"))).toBe(false);
    expect(verifyWebhook(Buffer.from(body.replace("ping", "pong")), header, secret)).toBe(false);
    expect(verifyWebhook(raw, signatureHeader([secret], t - 301, body), secret)).toBe(false);
    expect(verifyWebhook(raw, signatureHeader([secret], t - 299, body), secret)).toBe(true);
    expect(verifyWebhook(raw, header.replace(/^t=\d+,/, ""), secret)).toBe(false);
  });

  it("carries one v1 per secret, new first, each verifying on its own", () => {
    const [fresh, old] = [generateSigningSecret("proofbase"), generateSigningSecret("proofbase")];
    const t = now();
    const header = signatureHeader([fresh, old], t, body);
    expect(header).toBe(`t=${t},v1=${computeSignature(fresh, t, body)},v1=${computeSignature(old, t, body)}`);
    expect(verifyWebhook(raw, header, fresh)).toBe(true);
    expect(verifyWebhook(raw, header, old)).toBe(true);
  });

  it("signs with the previous secret only while its overlap lasts", () => {
    const [fresh, old] = [generateSigningSecret("proofbase"), generateSigningSecret("proofbase")];
    const endpoint = { secretCiphertext: encryptSecret(fresh), previousSecretCiphertext: encryptSecret(old) };
    const at = new Date();
    expect(signingSecrets({ ...endpoint, previousSecretExpiresAt: new Date(at.getTime() + 1_000) }, at)).toEqual([fresh, old]);
    expect(signingSecrets({ ...endpoint, previousSecretExpiresAt: at }, at)).toEqual([fresh]);
    expect(signingSecrets({ ...endpoint, previousSecretCiphertext: null, previousSecretExpiresAt: null }, at)).toEqual([fresh]);
  });
});
