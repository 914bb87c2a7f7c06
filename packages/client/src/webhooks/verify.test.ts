import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureHeader as serviceSignatureHeader } from "../../../../src/events/webhooks/sign.js";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../../test/support/factories.js";
import { startReceiver, type Receiver } from "../../../../test/support/receiver.js";
import { runWorkers } from "../../../../test/support/workers.js";
import { Proofbase } from "../proofbase.js";
import { generateWebhookSecret, signWebhookPayload, verifyWebhook, WebhookVerificationError, type WebhookVerificationCode } from "./index.js";

const secret = "pbwh_testsecretAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const oldSecret = "pbwh_oldsecretBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
const body = JSON.stringify({ id: "evt_1", object: "event", type: "ping", created: "2026-11-22T10:00:00.000Z", created_at: "2026-11-22T10:00:00.000Z", livemode: false, data: { message: "héllo" } });
const now = 1_795_233_097;

/** Signed here with node:crypto directly, from the spec's recipe, not with the kit. */
const hmac = (key: string, t: number, payload: string | Buffer) => createHmac("sha256", key).update(`${t}.`).update(payload).digest("hex");

function refusal(call: () => unknown): WebhookVerificationCode {
  try {
    call();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
  throw new Error("verification passed");
}

describe("verifyWebhook", () => {
  it("returns the typed event for a valid signature, from a string or the raw bytes", () => {
    const header = `t=${now},v1=${hmac(secret, now, body)}`;
    const event = verifyWebhook(body, header, secret, { nowSeconds: now });
    expect(event).toMatchObject({ id: "evt_1", type: "ping" });
    if (event.type === "ping") expect(event.data.message).toBe("héllo");
    expect(verifyWebhook(Buffer.from(body), header, [secret], { nowSeconds: now + 299 }).id).toBe("evt_1");
  });

  it("accepts either secret during a rotation overlap (several v1, several secrets)", () => {
    const both = `t=${now},v1=${hmac(secret, now, body)},v1=${hmac(oldSecret, now, body)}`;
    expect(verifyWebhook(body, both, oldSecret, { nowSeconds: now }).id).toBe("evt_1");
    expect(verifyWebhook(body, both, secret, { nowSeconds: now }).id).toBe("evt_1");
    const oldOnly = `t=${now},v1=${hmac(oldSecret, now, body)}`;
    expect(verifyWebhook(body, oldOnly, [secret, oldSecret], { nowSeconds: now }).id).toBe("evt_1");
    expect(refusal(() => verifyWebhook(body, oldOnly, [secret], { nowSeconds: now }))).toBe("no_matching_signature");
  });

  it("refuses a missing or malformed header", () => {
    const v1 = hmac(secret, now, body);
    expect(refusal(() => verifyWebhook(body, undefined, secret))).toBe("missing_header");
    expect(refusal(() => verifyWebhook(body, "", secret))).toBe("missing_header");
    for (const header of ["garbage", `t=abc,v1=${v1}`, `t=${now}`, `v1=${v1}`, `t=${now};v1=${v1}`, `t=-5,v1=${v1}`]) {
      expect(refusal(() => verifyWebhook(body, header, secret, { nowSeconds: now })), header).toBe("malformed_header");
    }
  });

  it("refuses a timestamp outside the tolerance, either way, once the signature matches", () => {
    for (const t of [now - 301, now + 301]) {
      expect(refusal(() => verifyWebhook(body, `t=${t},v1=${hmac(secret, t, body)}`, secret, { nowSeconds: now }))).toBe("timestamp_outside_tolerance");
    }
    const t = now - 600;
    expect(verifyWebhook(body, `t=${t},v1=${hmac(secret, t, body)}`, secret, { nowSeconds: now, toleranceSeconds: 900 }).id).toBe("evt_1");
    expect(refusal(() => verifyWebhook(body, `t=${t},v1=${hmac(secret, t, body)}`, secret))).toBe("timestamp_outside_tolerance"); // the real clock
  });

  it("refuses the wrong secret, a changed body, a signature over another timestamp, and garbage v1 values", () => {
    const header = `t=${now},v1=${hmac(secret, now, body)}`;
    expect(refusal(() => verifyWebhook(body, header, generateWebhookSecret(), { nowSeconds: now }))).toBe("no_matching_signature");
    expect(refusal(() => verifyWebhook(`${body} `, header, secret, { nowSeconds: now }))).toBe("no_matching_signature");
    expect(refusal(() => verifyWebhook(body, `t=${now + 1},v1=${hmac(secret, now, body)}`, secret, { nowSeconds: now }))).toBe("no_matching_signature");
    expect(refusal(() => verifyWebhook(body, `t=${now},v1=zz,v1=${"0".repeat(64)}`, secret, { nowSeconds: now }))).toBe("no_matching_signature");
  });

  it("refuses a signed body that is not an event", () => {
    expect(refusal(() => verifyWebhook("not json", `t=${now},v1=${hmac(secret, now, "not json")}`, secret, { nowSeconds: now }))).toBe("invalid_payload");
  });

  it("signs exactly as the service does (signWebhookPayload vs src/events/webhooks/sign.ts)", () => {
    expect(signWebhookPayload(body, [secret, oldSecret], now)).toBe(serviceSignatureHeader([secret, oldSecret], now, body));
    expect(generateWebhookSecret()).toMatch(/^pbwh_[0-9A-Za-z]{40}$/);
  });
});

describe("against real deliveries from the service", () => {
  let api: TestApi;
  let merchant: TestMerchant;
  let workers: { stop: () => Promise<void> };
  let receiver: Receiver;

  beforeAll(async () => {
    [api, merchant, workers, receiver] = await Promise.all([startApi(), createTestMerchant(), runWorkers(["webhook-delivery", "webhook-retry"]), startReceiver()]);
  });
  afterAll(async () => {
    await workers?.stop();
    await receiver?.close();
    await api?.close();
  });

  it("verifies a ping and a session event, and both secrets across a rotation", async () => {
    const proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
    const endpoint = await proofbase.webhookEndpoints.create({ url: receiver.url, events: ["verification_session.created"] });
    const [ping] = await receiver.waitForRequests(1);
    const pingEvent = verifyWebhook(ping!.rawBody, ping!.headers["x-pb-signature"], endpoint.secret);
    expect(pingEvent.type).toBe("ping");
    expect(pingEvent.id).toBe(ping!.headers["x-pb-event-id"]);

    const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" });
    const [, created] = await receiver.waitForRequests(2);
    const event = verifyWebhook(created!.rawBody, created!.headers["x-pb-signature"], endpoint.secret);
    expect(event.type).toBe("verification_session.created");
    if (event.type === "verification_session.created") expect(event.data.id).toBe(session.id);
    expect(() => verifyWebhook(created!.rawBody, created!.headers["x-pb-signature"], generateWebhookSecret())).toThrow(WebhookVerificationError);

    const { secret: fresh } = await proofbase.webhookEndpoints.rotateSecret(endpoint.id);
    await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" });
    const [, , afterRotation] = await receiver.waitForRequests(3);
    expect(afterRotation!.headers["x-pb-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(afterRotation!.rawBody, afterRotation!.headers["x-pb-signature"], fresh).type).toBe("verification_session.created");
    expect(verifyWebhook(afterRotation!.rawBody, afterRotation!.headers["x-pb-signature"], endpoint.secret).type).toBe("verification_session.created");
  });
});
