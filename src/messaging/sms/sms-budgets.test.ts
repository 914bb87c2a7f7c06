import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { twilio } = await vi.hoisted(async () => {
  const { startTwilioServer, twilioEnv } = await import("../../../test/support/twilio-server.js");
  const server = await startTwilioServer();
  Object.assign(process.env, twilioEnv(server));
  process.env.SMS_MAX_PER_MERCHANT_PER_DAY = "3";
  process.env.SMS_MAX_PER_NUMBER_PER_HOUR = "2";
  process.env.SMS_MAX_PER_IP_PER_HOUR = "4";
  // Each test sends from its own client address (X-Forwarded-For from the loopback proxy), so
  // the per-address budget of one test does not spill into another.
  process.env.TRUST_PROXY = "loopback";
  return { twilio: server };
});

import { prisma } from "../../platform/db/client.js";
import { limitKey } from "../../platform/limits/fixed-window.js";
import { QUEUES } from "../../platform/queues/names.js";
import { redis } from "../../platform/redis.js";
import { phoneHash } from "./phone-number.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { sdkClient } from "../../../test/support/sdk.js";
import { portalLogin } from "../../../test/support/sessions.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";

let api: TestApi;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  [api, workers] = await Promise.all([startApi(), runWorkers([QUEUES.sms])]);
});
afterAll(async () => {
  await workers.stop();
  await Promise.all([api.close(), twilio.close()]);
});

// New numbers and addresses on each call, never drawn at random: ten addresses drawn from 254
// were sometimes two the same, and a test found its "other address" already over its budget.
let numbersUsed = 0;
const frenchNumber = () => `+3361234${String(++numbersUsed).padStart(4, "0")}`;
const distinctNumbers = (count: number): string[] => Array.from({ length: count }, frenchNumber);
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

/** One live send for a fresh session of `merchant`, from `ip`. */
async function send(merchant: TestMerchant, number: string, ip: string) {
  const created = await client(api.baseUrl, merchant.liveKey).post("/api/v1/verification-sessions", { flows: ["phone"] });
  const sdk = sdkClient(api.baseUrl, created.body.client_token);
  const res = await sdk.post("/phone/send-code", { phone_number: number }, { "X-Forwarded-For": ip });
  return { res, sdk, sessionId: created.body.id as string };
}

async function expectRefusedWithoutSms(refused: Awaited<ReturnType<typeof send>>, maxRetryAfter: number) {
  expect(refused.res.status).toBe(429);
  expect(refused.res.body.error).toMatchObject({ code: "rate_limited", type: "rate_limit_error" });
  const retryAfter = Number(refused.res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
  // Nothing recorded, so no job exists that could ever send it.
  expect(await prisma.phoneCode.count({ where: { objectId: refused.sessionId } })).toBe(0);
}

const sentTo = (numbers: string[]) => twilio.messages.filter((m) => numbers.includes(m.to)).length;
const secondsToUtcMidnight = () => {
  const now = new Date();
  return Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);
};

describe("SMS budgets (live)", () => {
  it("per account per day: the 4th text is 429 until UTC midnight; a send refused later gives its units back", async () => {
    const merchant = await createTestMerchant();
    const numbers = distinctNumbers(4);
    const ip = newAddress();
    const first = await send(merchant, numbers[0]!, ip);
    expect(first.res.status).toBe(202);
    // Refused by the per-object resend interval after the budgets were reserved: released.
    const tooSoon = await first.sdk.post("/phone/send-code", { phone_number: numbers[0] }, { "X-Forwarded-For": ip });
    expect(tooSoon.status).toBe(429);
    expect((await send(merchant, numbers[1]!, ip)).res.status).toBe(202);
    expect((await send(merchant, numbers[2]!, newAddress())).res.status).toBe(202);
    await expectRefusedWithoutSms(await send(merchant, numbers[3]!, newAddress()), secondsToUtcMidnight() + 1);

    await waitFor(() => sentTo(numbers) === 3, "the three texts within budget", 60_000);
    expect(sentTo([numbers[3]!])).toBe(0);
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    expect((await portal.call("GET", "/settings")).body.sms_usage).toEqual({ today: 3, daily_budget: 3 });
  });

  it("per destination number per hour, across accounts", async () => {
    const [a, b] = await Promise.all([createTestMerchant(), createTestMerchant()]);
    const victim = frenchNumber();
    expect((await send(a, victim, newAddress())).res.status).toBe(202);
    expect((await send(b, victim, newAddress())).res.status).toBe(202);
    await expectRefusedWithoutSms(await send(b, victim, newAddress()), 3_600);
    await expectRefusedWithoutSms(await send(a, victim, newAddress()), 3_600);
    await waitFor(() => sentTo([victim]) === 2, "the two texts within budget", 60_000);
    // Counted under the number's keyed hash, never the number; refusals gave their units back.
    expect(await redis.get(limitKey(`sms:number:${phoneHash(victim)}`))).toBe("2");
  });

  it("per client address per hour, across accounts", async () => {
    const [a, b] = await Promise.all([createTestMerchant(), createTestMerchant()]);
    const ip = newAddress();
    const numbers = distinctNumbers(5);
    for (const [i, number] of numbers.slice(0, 4).entries()) expect((await send(i % 2 ? a : b, number, ip)).res.status).toBe(202);
    await expectRefusedWithoutSms(await send(a, numbers[4]!, ip), 3_600);
    // Another address is not affected.
    expect((await send(a, numbers[4]!, newAddress())).res.status).toBe(202);
    await waitFor(() => sentTo(numbers) === 5, "the texts within budget", 60_000);
  });

  it("test mode sends nothing and spends no budget", async () => {
    const merchant = await createTestMerchant();
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      const sdk = sdkClient(api.baseUrl, (await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["phone"], test_outcome: "interactive" })).body.client_token);
      expect((await sdk.post("/phone/send-code", { phone_number: "+33612345678" }, { "X-Forwarded-For": ip })).status).toBe(202);
    }
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    expect((await portal.call("GET", "/settings")).body.sms_usage).toEqual({ today: 0, daily_budget: 3 });
  });
});
