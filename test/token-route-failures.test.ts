import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  Object.assign(process.env, { TRUST_PROXY: "loopback", AUTH_FAILURES_PER_IP_PER_MINUTE: "3" });
});

import { seal } from "../src/platform/crypto/sealed-box.js";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { newResetToken, resetTokenHash } from "../src/accounts/portal/password-reset/reset-token.js";
import { startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function post(path: string, body: unknown, ip: string) {
  const res = await fetch(`${api.baseUrl}/api/merchant${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip, "User-Agent": "token-route test" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** Three failures, then 429 with Retry-After, within one clock minute (the budget's window); retried once across a minute's end. */
async function failuresUntilRefused(send: (ip: string, i: number) => Promise<{ status: number; headers: Headers; body: any }>, ip: (attempt: number) => string) {
  let answers: { status: number; headers: Headers; body: any }[] = [];
  let attempt = 0;
  for (; attempt < 2; attempt++) {
    const minute = Math.floor(Date.now() / 60_000);
    answers = [];
    for (let i = 0; i < 4; i++) answers.push(await send(ip(attempt), i));
    if (Math.floor(Date.now() / 60_000) === minute) break;
  }
  return { answers, attempt: Math.min(attempt, 1) };
}

describe("unauthenticated token routes count failures per client address", () => {
  it("password-reset confirm: wrong links run into 429, a blocked address is refused before any lookup, and a reset is audited", async () => {
    const { answers, attempt } = await failuresUntilRefused(
      (ip, i) => post("/password-reset/confirm", { token: `guess${i}${"x".repeat(38)}`, password: "a reset passphrase" }, ip),
      (attempt) => `2001:db8:70:${attempt}::1`,
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3]!.body.error.code).toBe("rate_limited");
    expect(answers[3]!.body.error.message).toContain("password reset link");
    expect(Number(answers[3]!.headers.get("retry-after"))).toBeGreaterThan(0);

    const merchant = await createTestMerchant();
    const user = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } });
    const token = newResetToken();
    await prisma.passwordReset.create({
      data: { id: newId("passwordReset"), userId: user.id, tokenHash: resetTokenHash(token), tokenSealed: seal("password-reset-tokens", token), expiresAt: new Date(Date.now() + 600_000), mailStatus: "sent" },
    });
    // Another address in the blocked /64 is the same client; a different client resets.
    expect((await post("/password-reset/confirm", { token, password: "a reset passphrase" }, `2001:db8:70:${attempt}::2`)).status).toBe(429);
    expect((await post("/password-reset/confirm", { token, password: "a reset passphrase" }, "192.0.2.90")).status).toBe(204);
    const row = await prisma.auditLogEntry.findFirstOrThrow({ where: { merchantId: merchant.merchantId, action: "confirmPasswordReset" } });
    expect(row).toMatchObject({ actorType: "user", actorId: user.id, actorEmail: merchant.email, target: `member:${user.id}`, ip: "192.0.2.90", userAgent: "token-route test" });
  });

  it("invitation accept: wrong links run into 429", async () => {
    const { answers } = await failuresUntilRefused(
      (ip, i) => post("/invitations/accept", { token: `guess${i}${"y".repeat(38)}`, password: "a member passphrase" }, ip),
      (attempt) => `192.0.2.${100 + attempt}`,
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(answers[0]!.body.error.code).toBe("invalid_token");
    expect(answers[3]!.body.error.code).toBe("rate_limited");
    expect(answers[3]!.body.error.message).toContain("invitation link");
  });
});
