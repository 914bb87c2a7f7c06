import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiweMessage } from "viem/siwe";
import { prisma } from "../../platform/db/client.js";
import { defaultSmsCountries } from "../../messaging/sms/country-allowlist.js";
import { flowRegistry } from "../../flows/registry.js";
import { sdkSurface } from "./sdk-surface.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createCustomer } from "../../../test/support/customers.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "../../../test/support/factories.js";
import { newWallet, proveWallet, randomUsNumber, sdkClient } from "../../../test/support/sdk.js";
import { eventTypesAbout } from "../../../test/support/sessions.js";

let api: TestApi;
let merchant: TestMerchant;
let test: ApiClient;
let live: ApiClient;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  test = client(api.baseUrl, merchant.testKey);
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(() => api.close());

async function interactiveSession(body: Record<string, unknown> = {}) {
  const res = await test.post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive", ...body });
  expect(res.status).toBe(201);
  return { session: res.body, sdk: sdkClient(api.baseUrl, res.body.client_token) };
}

describe("client token authentication", () => {
  it("refuses a missing header, secret keys, store keys and unknown tokens; /api/v1 refuses client tokens", async () => {
    const { session } = await interactiveSession();
    const none = await sdkClient(api.baseUrl).get("/session");
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ code: "missing_client_token", type: "authentication_error" });
    for (const token of [merchant.testKey, merchant.liveKey, `pbk_${"a".repeat(40)}`, `pbvs_${"a".repeat(40)}`, "garbage"]) {
      const res = await sdkClient(api.baseUrl, token).get("/session");
      expect(res.status, token).toBe(401);
      expect(res.body.error.code).toBe("invalid_client_token");
    }
    const reversed = await client(api.baseUrl, session.client_token).get("/api/v1/verification-sessions");
    expect(reversed.status).toBe(401);
    expect(reversed.body.error.code).toBe("invalid_api_key");
  });

  it("stops authenticating when the object expires", async () => {
    const { session, sdk } = await interactiveSession();
    expect((await sdk.get("/session")).status).toBe(200);
    await prisma.verificationSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await sdk.get("/session");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("invalid_client_token");
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345678" })).body.error.code).toBe("invalid_client_token");
  });

  it("GET /link names the merchant and the way back, also once the link has expired; an unknown token stays unknown", async () => {
    const { session, sdk } = await interactiveSession({ return_url: "https://shop.example/done" });
    const link = { object: "sdk_link", livemode: false, merchant: { name: "Test Merchant", logo_url: null, accent_color: null, review_business_days: 2 }, return_url: "https://shop.example/done" };
    expect((await sdk.get("/link")).body).toEqual({ ...link, status: "created" });
    await prisma.verificationSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await sdk.get("/link");
    expect(expired.status).toBe(200);
    // Past expires_at before the sweeper has recorded it: already expired for the person.
    expect(expired.body).toEqual({ ...link, status: "expired" });
    const unknown = await sdkClient(api.baseUrl, `pbvs_${"b".repeat(40)}`).get("/link");
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe("invalid_client_token");

    const { session: canceled, sdk: canceledSdk } = await interactiveSession();
    expect((await test.post(`/api/v1/verification-sessions/${canceled.id}/cancel`, {})).status).toBe(200);
    expect((await canceledSdk.get("/link")).body).toMatchObject({ status: "canceled", return_url: null });
  });

  it("answers any origin, preflight included, without cookies", async () => {
    const preflight = await fetch(`${api.baseUrl}/api/sdk/v1/wallet/challenge`, {
      method: "OPTIONS",
      headers: { Origin: "https://shop.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/POST/);
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const { sdk } = await interactiveSession();
    const res = await sdk.get("/session", { Origin: "https://shop.example" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("set-cookie")).toBeNull();
    const refused = await sdkClient(api.baseUrl).get("/session", { Origin: "https://shop.example" });
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("the SDK's OpenAPI document", () => {
  it("is served without a token, to any origin, with every SDK route and its error codes", async () => {
    const res = await fetch(`${api.baseUrl}/api/sdk/v1/openapi.json`, { headers: { Origin: "https://shop.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const doc = (await res.json()) as { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };
    // The session's routes, the saved credential's, and each registered flow's.
    const flowPaths = flowRegistry.flatMap((flow) => flow.routes(sdkSurface).map((route) => route.path));
    expect(flowPaths).toEqual(expect.arrayContaining(["/credential/present", "/credential/request", "/email/send-code", "/email/verify", "/phone/send-code", "/phone/verify", "/wallet/challenge", "/wallet/verify"]));
    expect(Object.keys(doc.paths).sort()).toEqual(["/credential", "/link", "/session", ...flowPaths].sort());
    expect(doc.paths["/wallet/verify"]!.post!.operationId).toBe("verifyWallet");
    expect(JSON.stringify(doc.paths["/wallet/verify"]!.post!.responses)).toContain("challenge_expired");
    expect(JSON.stringify(doc.paths["/phone/verify"]!.post!.responses)).toContain("incorrect_code");
  });
});

describe("sessions gain url and return_url", () => {
  it("returns the hosted page url once, with the token in the fragment, and validates return_url", async () => {
    const { session } = await interactiveSession({ return_url: "https://shop.example/done" });
    expect(session.url).toBe(`http://127.0.0.1:${process.env.PORT ?? 3000}/verify#token=${session.client_token}`.replace(/:\d+\/verify/, (m) => m));
    expect(session.url).toMatch(/\/verify#token=pbvs_/);
    expect(session.return_url).toBe("https://shop.example/done");
    const read = await test.get(`/api/v1/verification-sessions/${session.id}`);
    expect(read.body).toMatchObject({ url: null, client_token: null, return_url: "https://shop.example/done" });
    const bad = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], return_url: "http://shop.example/done" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "return_url" });
  });

  it("GET /session shows the merchant, the flows and nothing private", async () => {
    const { session, sdk } = await interactiveSession({ return_url: "https://shop.example/done", metadata: { order: "42" } });
    const res = await sdk.get("/session");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: "sdk_session",
      id: session.id,
      kind: "verification_session",
      status: "created",
      livemode: false,
      expires_at: session.expires_at,
      merchant: { name: "Test Merchant", logo_url: null, accent_color: null, review_business_days: 2 },
      return_url: "https://shop.example/done",
      flows: [
        { type: "wallet", status: "pending", address: null },
        { type: "phone", status: "pending", phone_number_masked: null, allowed_countries: [...defaultSmsCountries()].sort(), error: null, code_sent_at: null, resend_available_at: null, code_attempts_left: null },
      ],
    });
  });
});

describe("wallet flow (Sign-In with Ethereum)", () => {
  it("issues an EIP-4361 message for this object and verifies a real signature", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["wallet"] });
    const wallet = newWallet();
    const challenge = await sdk.post("/wallet/challenge", { address: wallet.lower });
    expect(challenge.status).toBe(201);
    const parsed = parseSiweMessage(challenge.body.message);
    const publicUrl = new URL(`http://127.0.0.1:${process.env.PORT ?? 3000}`);
    expect(parsed).toMatchObject({
      address: wallet.address,
      domain: publicUrl.host,
      uri: publicUrl.origin,
      version: "1",
      chainId: 1,
      nonce: challenge.body.nonce,
      resources: [`urn:proofbase:${session.id}`],
    });
    expect(parsed.statement).toContain("Test Merchant");
    expect(parsed.expirationTime!.getTime() - parsed.issuedAt!.getTime()).toBe(10 * 60_000);
    expect(challenge.body.expires_at).toBe(parsed.expirationTime!.toISOString());

    const signature = await wallet.signMessage({ message: challenge.body.message });
    const verified = await sdk.post("/wallet/verify", { message: challenge.body.message, signature });
    expect(verified.status).toBe(200);
    expect(verified.body.flows).toEqual([{ type: "wallet", status: "verified", address: wallet.lower }]);
    // The only flow is verified: the test-mode rules decided, and the wallet is the session's customer.
    const after = await test.get(`/api/v1/verification-sessions/${session.id}`);
    expect(after.body).toMatchObject({ status: "completed", customer_address: wallet.lower, vic: { tier: "verified", customer_address: wallet.lower } });
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } })).signals).toEqual({ wallet_address: wallet.lower, wallet_type: "eoa" });
    expect(await prisma.billableUsage.count({ where: { sessionId: session.id } })).toBe(0);

    // The nonce was single use, and the object is settled.
    const again = await sdk.post("/wallet/verify", { message: challenge.body.message, signature });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invalid_state");
  });

  it("answers each failure with its code, in the contract's order", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["wallet"] });
    const wallet = newWallet();
    const other = newWallet();

    const noPhoneFlow = await sdk.post("/phone/send-code", { phone_number: "+33612345678" });
    expect(noPhoneFlow.status).toBe(400);
    expect(noPhoneFlow.body.error.code).toBe("invalid_request");

    const badAddress = await sdk.post("/wallet/challenge", { address: "0x123" });
    expect(badAddress.body.error).toMatchObject({ code: "invalid_request", param: "address" });

    const garbage = await sdk.post("/wallet/verify", { message: "hello", signature: "0x00" });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toMatchObject({ code: "invalid_request", param: "message" });

    const c1 = (await sdk.post("/wallet/challenge", { address: wallet.address })).body;
    const unknownNonce = c1.message.replace(`Nonce: ${c1.nonce}`, "Nonce: abcdefgh12345678");
    const notFound = await sdk.post("/wallet/verify", { message: unknownNonce, signature: await wallet.signMessage({ message: unknownNonce }) });
    expect(notFound.status).toBe(400);
    expect(notFound.body.error.code).toBe("challenge_not_found");

    // Another object's challenge is not outstanding for this token.
    const { sdk: otherSdk } = await interactiveSession({ flows: ["wallet"] });
    const foreign = (await otherSdk.post("/wallet/challenge", { address: wallet.address })).body;
    const crossed = await sdk.post("/wallet/verify", { message: foreign.message, signature: await wallet.signMessage({ message: foreign.message }) });
    expect(crossed.body.error.code).toBe("challenge_not_found");

    const wrongSigner = await sdk.post("/wallet/verify", { message: c1.message, signature: await other.signMessage({ message: c1.message }) });
    expect(wrongSigner.status).toBe(400);
    expect(wrongSigner.body.error).toMatchObject({ code: "invalid_signature", param: "signature" });
    // A nonce is used by any attempt that reaches the signature check.
    const reused = await sdk.post("/wallet/verify", { message: c1.message, signature: await wallet.signMessage({ message: c1.message }) });
    expect(reused.body.error.code).toBe("challenge_not_found");

    const c2 = (await sdk.post("/wallet/challenge", { address: wallet.address })).body;
    await prisma.walletChallenge.update({ where: { nonce: c2.nonce }, data: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await sdk.post("/wallet/verify", { message: c2.message, signature: await wallet.signMessage({ message: c2.message }) });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe("challenge_expired");

    const tamper = async (from: string, to: string) => {
      const c = (await sdk.post("/wallet/challenge", { address: wallet.address })).body;
      const message = c.message.replace(from, to);
      expect(message).not.toBe(c.message);
      return sdk.post("/wallet/verify", { message, signature: await wallet.signMessage({ message }) });
    };
    const host = new URL(`http://127.0.0.1:${process.env.PORT ?? 3000}`).host;
    for (const [from, to] of [
      [`${host} wants you`, "evil.example wants you"],
      [`URI: http://${host}`, "URI: https://evil.example"],
      [`urn:proofbase:${session.id}`, "urn:proofbase:vs_other"],
      ["Chain ID: 1", "Chain ID: 5"],
      // Every field right, the text not the one issued: the statement that claims the challenge must not verify the flow.
      ["Prove to", "Prove it to"],
    ] as const) {
      const res = await tamper(from, to);
      expect(res.status, from).toBe(400);
      expect(res.body.error, from).toMatchObject({ code: "invalid_request", param: "message" });
    }
    expect((await sdk.get("/session")).body.flows[0].status).toBe("pending");
  });

  it("refuses the high-s twin of a valid signature (EIP-2), and accepts the low-s original", async () => {
    const { sdk } = await interactiveSession({ flows: ["wallet"] });
    const wallet = newWallet();
    const first = (await sdk.post("/wallet/challenge", { address: wallet.address })).body;
    const signature = await wallet.signMessage({ message: first.message });
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const highS = (n - BigInt(`0x${signature.slice(66, 130)}`)).toString(16).padStart(64, "0");
    const v = parseInt(signature.slice(130, 132), 16) === 27 ? "1c" : "1b";
    const twin = `${signature.slice(0, 66)}${highS}${v}`;
    const refused = await sdk.post("/wallet/verify", { message: first.message, signature: twin });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_signature");
    const second = (await sdk.post("/wallet/challenge", { address: wallet.address })).body;
    expect((await sdk.post("/wallet/verify", { message: second.message, signature: await wallet.signMessage({ message: second.message }) })).status).toBe(200);
  });

  it("issues no challenge once the wallet flow is verified, while the session still waits for another flow", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["wallet", "phone"] });
    const wallet = newWallet();
    expect((await proveWallet(sdk, wallet)).status).toBe(200);
    const again = await sdk.post("/wallet/challenge", { address: wallet.address });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invalid_state");
    expect(await prisma.walletChallenge.count({ where: { objectId: session.id, usedAt: null } })).toBe(0);
  });

  it("refuses any other wallet than the one the session names, at challenge and at verify", async () => {
    const named = newWallet();
    const { sdk } = await interactiveSession({ flows: ["wallet"], customer_address: named.lower });
    const intruder = newWallet();
    const res = await sdk.post("/wallet/challenge", { address: intruder.address });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("address_mismatch");
    expect((await sdk.get("/session")).body.flows[0]).toEqual({ type: "wallet", status: "pending", address: named.lower });
    expect((await proveWallet(sdk, named)).status).toBe(200);
  });
});

describe("phone flow in test mode", () => {
  it("validates E.164, accepts only 000000, limits resends and guesses", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["phone"] });
    for (const bad of ["2015550123", "+1 201 555 0123", "+1999", "+12", "+447700900123"]) {
      const res = await sdk.post("/phone/send-code", { phone_number: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.error, bad).toMatchObject({ code: "invalid_phone_number", param: "phone_number" });
    }
    const sent = await sdk.post("/phone/send-code", { phone_number: "+33612345678" });
    expect(sent.status).toBe(202);
    expect(sent.body.phone_number_masked).toBe("+33 •••••5678");
    expect(new Date(sent.body.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(new Date(sent.body.resend_available_at).getTime() - Date.now()).toBeGreaterThan(25_000);

    const tooSoon = await sdk.post("/phone/send-code", { phone_number: "+33612345678" });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe("rate_limited");
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);

    const wrong = await sdk.post("/phone/verify", { code: "123456" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "incorrect_code", param: "code" });
    expect((await sdk.post("/phone/verify", { code: "12345" })).body.error).toMatchObject({ code: "invalid_request", param: "code" });

    const codes = await prisma.phoneCode.findMany({ where: { objectId: session.id } });
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ smsStatus: "not_sent", codeSealed: null, phoneSealed: null });
    expect(await prisma.outboundMessage.count({ where: { id: codes[0]!.id } })).toBe(0); // test mode: no message
    expect(codes[0]!.codeHmac).toMatch(/^[0-9a-f]{64}$/);

    const ok = await sdk.post("/phone/verify", { code: "000000" });
    expect(ok.status).toBe(200);
    expect(ok.body.flows).toEqual([{ type: "phone", status: "verified", phone_number_masked: "+33 •••••5678", allowed_countries: null, error: null, code_sent_at: null, resend_available_at: null, code_attempts_left: null }]);
    const after = await test.get(`/api/v1/verification-sessions/${session.id}`);
    expect(after.body.status).toBe("completed");
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } })).signals).toEqual({
      phone_country: "FR",
      phone_line_type: "mobile",
      phone_reused: false,
    });
  });

  it("brute force against one token ends in code_expired and rate_limited, never verified", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["phone"] });
    const outcomes = new Map<string, number>();
    for (let send = 0; send < 7; send++) {
      // Skip the 30 s wait between sends: the attacker is patient.
      await prisma.sdkFlow.updateMany({ where: { objectId: session.id }, data: { lastSendAt: new Date(Date.now() - 31_000) } });
      const sent = await sdk.post("/phone/send-code", { phone_number: "+33612345678" });
      outcomes.set(`send:${sent.body.error?.code ?? sent.status}`, (outcomes.get(`send:${sent.body.error?.code ?? sent.status}`) ?? 0) + 1);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => sdk.post("/phone/verify", { code: String(100_000 + send * 100 + i) })),
      );
      for (const guess of guesses) {
        expect(guess.status).not.toBe(200);
        const key = `verify:${guess.body.error.code}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    }
    expect(outcomes.get("send:202")).toBe(5);
    expect(outcomes.get("send:rate_limited")).toBe(2);
    expect(outcomes.get("verify:incorrect_code")).toBe(25);
    expect(outcomes.get("verify:code_expired")).toBe(7 * 12 - 25);
    // Even the right code no longer works once the guesses are used up.
    const right = await sdk.post("/phone/verify", { code: "000000" });
    expect(right.body.error.code).toBe("code_expired");
    expect((await sdk.get("/session")).body.flows[0].status).toBe("pending");
  });

  it("the sdk_session reports the outstanding code's send time and when a new one may be sent, until it is no longer usable", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["phone"] });
    const sent = await sdk.post("/phone/send-code", { phone_number: "+33612345678" });
    const row = await prisma.phoneCode.findFirstOrThrow({ where: { objectId: session.id } });
    expect((await sdk.get("/session")).body.flows[0]).toMatchObject({
      phone_number_masked: "+33 •••••5678",
      code_sent_at: row.createdAt.toISOString(),
      resend_available_at: sent.body.resend_available_at,
      code_attempts_left: 5,
    });
    // A wrong guess: one fewer left.
    expect((await sdk.post("/phone/verify", { code: "111111" })).body.error.code).toBe("incorrect_code");
    expect((await sdk.get("/session")).body.flows[0]).toMatchObject({ code_sent_at: row.createdAt.toISOString(), code_attempts_left: 4 });
    // Used up by wrong guesses: nothing to resume at.
    await prisma.phoneCode.update({ where: { id: row.id }, data: { attempts: 5 } });
    expect((await sdk.get("/session")).body.flows[0]).toMatchObject({ code_sent_at: null, resend_available_at: null, code_attempts_left: null });
    await prisma.phoneCode.update({ where: { id: row.id }, data: { attempts: 0, expiresAt: new Date(Date.now() - 1) } });
    expect((await sdk.get("/session")).body.flows[0]).toMatchObject({ code_sent_at: null, resend_available_at: null, code_attempts_left: null });
  });

  it("a new send invalidates the previous code; an expired code is code_expired", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["phone"] });
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345678" })).status).toBe(202);
    const first = await prisma.phoneCode.findFirstOrThrow({ where: { objectId: session.id } });
    await prisma.sdkFlow.updateMany({ where: { objectId: session.id }, data: { lastSendAt: new Date(Date.now() - 31_000) } });
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345678" })).status).toBe(202);
    expect((await prisma.phoneCode.findUniqueOrThrow({ where: { id: first.id } })).supersededAt).not.toBeNull();
    await prisma.phoneCode.updateMany({ where: { objectId: session.id, supersededAt: null }, data: { expiresAt: new Date(Date.now() - 1) } });
    const res = await sdk.post("/phone/verify", { code: "000000" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("code_expired");
  });
});

describe("completion", () => {
  it("wallet then phone: processing, decided by the test-mode rules, completed with a VIC; writes then 409", async () => {
    const { session, sdk } = await interactiveSession();
    const wallet = newWallet();
    const afterWallet = await proveWallet(sdk, wallet);
    expect(afterWallet.body).toMatchObject({ status: "created", flows: [{ status: "verified" }, { status: "pending" }] });
    expect((await sdk.post("/phone/send-code", { phone_number: randomUsNumber() })).status).toBe(202);
    const done = await sdk.post("/phone/verify", { code: "000000" });
    expect(done.body).toMatchObject({ status: "completed", flows: [{ status: "verified" }, { status: "verified" }] });
    expect(await eventTypesAbout(session.id)).toEqual(["verification_session.completed", "verification_session.created"]);
    const signals = (await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } })).signals;
    expect(signals).toMatchObject({ wallet_address: wallet.lower, wallet_type: "eoa", phone_country: "US", phone_line_type: "unknown", phone_reused: false });
    const write = await sdk.post("/phone/send-code", { phone_number: randomUsNumber() });
    expect(write.status).toBe(409);
    expect(write.body.error.code).toBe("invalid_state");
  });

  it("the same number verified by another wallet is phone_reused, which the default rules review", async () => {
    const phone = randomUsNumber();
    const first = await interactiveSession();
    await proveWallet(first.sdk, newWallet());
    await first.sdk.post("/phone/send-code", { phone_number: phone });
    expect((await first.sdk.post("/phone/verify", { code: "000000" })).body.status).toBe("completed");

    const second = await interactiveSession();
    await proveWallet(second.sdk, newWallet());
    await second.sdk.post("/phone/send-code", { phone_number: phone });
    expect((await second.sdk.post("/phone/verify", { code: "000000" })).body.status).toBe("requires_review");
    const review = await prisma.review.findUniqueOrThrow({ where: { sessionId: second.session.id } });
    expect(review.reason).toContain("Review phone numbers verified by another wallet");
  });

  it("test mode checks numbers as live mode does: a VoIP number gets no code", async () => {
    const { session, sdk } = await interactiveSession({ flows: ["phone"] });
    const res = await sdk.post("/phone/send-code", { phone_number: "+445612345678" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "phone_number_not_supported", param: "phone_number" });
    expect(await prisma.phoneCode.count({ where: { objectId: session.id } })).toBe(0);
  });

  it("test sessions with a sandbox test_outcome are not driven from the browser", async () => {
    const res = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "approved" });
    const sdk = sdkClient(api.baseUrl, res.body.client_token);
    expect((await sdk.get("/session")).status).toBe(200);
    const write = await sdk.post("/wallet/challenge", { address: newWallet().address });
    expect(write.status).toBe(409);
    expect(write.body.error.code).toBe("invalid_state");
    // And interactive sessions are never settled by the sandbox.
    const { session } = await interactiveSession();
    const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(row.testOutcome).toBe("interactive");
  });

  it("test_outcome is refused with a live key; live sessions wait for the end user", async () => {
    const refused = await live.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    expect(refused.status).toBe(400);
    const res = await live.post("/api/v1/verification-sessions", { flows: ["wallet"] });
    const sdk = sdkClient(api.baseUrl, res.body.client_token);
    expect((await proveWallet(sdk, newWallet())).body.status).toBe("completed");
    expect(await prisma.billableUsage.count({ where: { sessionId: res.body.id } })).toBe(1);
  });
});

describe("reverification requests", () => {
  it("get a client token and url at creation, and complete through the SDK with the customer's wallet only", async () => {
    const wallet = newWallet();
    await createCustomer(merchant.merchantId, "test", wallet.lower);
    const created = await test.post("/api/v1/reverification-requests", { customer_address: wallet.lower, flows: ["wallet", "phone"] });
    expect(created.status).toBe(201);
    expect(created.body.client_token).toMatch(/^pbvs_/);
    expect(created.body.url).toMatch(/\/verify#token=pbvs_/);
    expect((await test.get(`/api/v1/reverification-requests/${created.body.id}`)).body).toMatchObject({ client_token: null, url: null });

    const sdk = sdkClient(api.baseUrl, created.body.client_token);
    const view = await sdk.get("/session");
    expect(view.body).toMatchObject({ kind: "reverification_request", status: "pending", return_url: null, flows: [{ type: "wallet", address: wallet.lower }, { type: "phone" }] });
    expect((await sdk.post("/wallet/challenge", { address: newWallet().address })).body.error.code).toBe("address_mismatch");
    expect((await proveWallet(sdk, wallet)).status).toBe(200);
    await sdk.post("/phone/send-code", { phone_number: randomUsNumber() });
    const done = await sdk.post("/phone/verify", { code: "000000" });
    expect(done.body.status).toBe("submitted");
    const events = await prisma.event.findMany({ where: { merchantId: merchant.merchantId, type: "reverification.submitted" } });
    expect(events.filter((e) => (e.data as { id: string }).id === created.body.id)).toHaveLength(1);
  });
});
