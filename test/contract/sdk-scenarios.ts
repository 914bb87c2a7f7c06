import { generateKeyPairSync } from "node:crypto";
import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { config } from "../../src/platform/config.js";
import { prisma } from "../../src/platform/db/client.js";
import { clientTokenRateLimitKey } from "../../src/http/client-token-rate-limit.js";
import { redis } from "../../src/platform/redis.js";
import { exchange } from "../support/contract.js";
import type { RpcProxy } from "../support/rpc-proxy.js";
import { newWallet } from "../support/sdk.js";
import type { ScenarioTable } from "./v1-scenarios.js";
import type { ScenarioContext, SendOptions } from "./world.js";

export interface SdkObject {
  id: string;
  token: string;
}

/** A fresh interactive test session and its client token: SDK writes change it, so each scenario has its own. */
export async function sdkObject(ctx: ScenarioContext, body: Record<string, unknown> = {}): Promise<SdkObject> {
  const res = await exchange(ctx.world.baseUrl, {
    method: "POST",
    path: "/api/v1/verification-sessions",
    headers: { Authorization: `Bearer ${ctx.world.merchant.testKey}` },
    body: { flows: ["wallet", "phone"], test_outcome: "interactive", ...body },
  });
  if (res.status !== 201) throw new Error(`sdk fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, token: res.body.client_token };
}

/** A live session with the phone flow (its sends would be real SMS). */
async function liveObject(ctx: ScenarioContext): Promise<SdkObject> {
  const res = await exchange(ctx.world.baseUrl, {
    method: "POST",
    path: "/api/v1/verification-sessions",
    headers: { Authorization: `Bearer ${ctx.world.merchant.liveKey}` },
    body: { flows: ["phone"] },
  });
  if (res.status !== 201) throw new Error(`live sdk fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, token: res.body.client_token };
}

let chainProxy: RpcProxy | undefined;
/** The proxy in front of the chain CHAIN_RPC_URL names, which the outage scenario cuts. */
export function useChainProxy(proxy: RpcProxy): void {
  chainProxy = proxy;
}

// Scenarios that reach the chain take turns, so the outage of one is not seen by another.
let chainTurn: Promise<unknown> = Promise.resolve();
function inChainTurn<T>(run: () => Promise<T>): Promise<T> {
  const mine = chainTurn.then(run, run);
  chainTurn = mine.catch(() => undefined);
  return mine;
}

export const as = (object: SdkObject, options: SendOptions = {}): SendOptions => ({ auth: { bearer: object.token }, ...options });

/** A session the end user can no longer write to. */
export async function canceledObject(ctx: ScenarioContext): Promise<SdkObject> {
  const object = await sdkObject(ctx);
  await exchange(ctx.world.baseUrl, {
    method: "POST",
    path: `/api/v1/verification-sessions/${object.id}/cancel`,
    headers: { Authorization: `Bearer ${ctx.world.merchant.testKey}` },
  });
  return object;
}

/** A challenge for a fresh wallet on a fresh object, and the wallet's signature of it. */
async function signedChallenge(ctx: ScenarioContext) {
  const object = await sdkObject(ctx);
  const wallet = newWallet();
  const res = await exchange(ctx.world.baseUrl, {
    method: "POST",
    path: "/api/sdk/v1/wallet/challenge",
    headers: { Authorization: `Bearer ${object.token}` },
    body: { address: wallet.address },
  });
  if (res.status !== 201) throw new Error(`challenge fixture: ${res.status} ${JSON.stringify(res.body)}`);
  const { message, nonce } = res.body as { message: string; nonce: string };
  return { object, wallet, message, nonce, signature: await wallet.signMessage({ message }) };
}

const SEND_BODIES = { phone: { phone_number: "+33612345678" }, email: { email: "jane@example.com" } };

/** An object whose phone (or email) code was sent (test mode: the code is 000000). */
async function codeSent(ctx: ScenarioContext, flow: "phone" | "email" = "phone"): Promise<SdkObject> {
  const object = await sdkObject(ctx, { flows: [flow] });
  const res = await exchange(ctx.world.baseUrl, {
    method: "POST",
    path: `/api/sdk/v1/${flow}/send-code`,
    headers: { Authorization: `Bearer ${object.token}` },
    body: SEND_BODIES[flow],
  });
  if (res.status !== 202) throw new Error(`send-code fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return object;
}

/**
 * The end user's routes (`/api/sdk/v1`), keyed by operationId. Each scenario authenticates with
 * the client token of an object it made for itself.
 */
/** A public P-256 key, as a device would hold (any valid point will do for the contract). */
function holderJwk() {
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" });
  return { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y };
}
const HOLDER_JWK = holderJwk();

/** A completed wallet-only test session (through the test helper). */
async function completedObject(ctx: ScenarioContext): Promise<SdkObject> {
  const object = await sdkObject(ctx, { flows: ["wallet"] });
  await exchange(ctx.world.baseUrl, { method: "POST", path: `/api/v1/test_helpers/verification_sessions/${object.id}/complete`, headers: { Authorization: `Bearer ${ctx.world.merchant.testKey}` } });
  return object;
}

/**
 * A credential saved on a device from a completed session of the world's merchant, and a
 * presentation of it over `kb` (the holder built with the @sd-jwt packages).
 */
export async function savedCredentialPresentation(ctx: ScenarioContext, kb: () => Promise<{ nonce: string; aud: string }>): Promise<string> {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const object = await completedObject(ctx);
  const issued = await exchange(ctx.world.baseUrl, {
    method: "POST",
    path: "/api/sdk/v1/credential",
    headers: { Authorization: `Bearer ${object.token}` },
    body: { holder_jwk: { kty: "EC", crv: "P-256", x: publicKey.x, y: publicKey.y } },
  });
  if (issued.status !== 201) throw new Error(`credential fixture: ${issued.status} ${JSON.stringify(issued.body)}`);
  const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: await ES256.getSigner(privateKey), kbSignAlg: "ES256" });
  return holder.present(issued.body.credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), ...(await kb()) } } });
}

/** A session asking for the credential flow, and the nonce and audience its presentation must carry. */
async function credentialRequest(ctx: ScenarioContext) {
  const object = await sdkObject(ctx, { flows: ["credential"] });
  const res = await exchange(ctx.world.baseUrl, { method: "GET", path: "/api/sdk/v1/credential/request", headers: { Authorization: `Bearer ${object.token}` } });
  if (res.status !== 200) throw new Error(`credential request fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return { object, nonce: res.body.nonce as string, aud: res.body.aud as string };
}

export const sdkScenarios: ScenarioTable = {
  requestCredentialPresentation: {
    success: async (ctx) => ctx.send(as(await sdkObject(ctx, { flows: ["credential"] }))),
    invalid_state: async (ctx) => ctx.send(as(await canceledObject(ctx))),
  },
  presentCredential: {
    success: async (ctx) => {
      const request = await credentialRequest(ctx);
      return ctx.send(as(request.object, { body: { presentation: await savedCredentialPresentation(ctx, async () => request) } }));
    },
    invalid_state: async (ctx) => ctx.send(as(await canceledObject(ctx), { body: { presentation: "a~b~c" } })),
    credential_rejected: async (ctx) => {
      const request = await credentialRequest(ctx);
      return ctx.send(as(request.object, { body: { presentation: await savedCredentialPresentation(ctx, async () => ({ ...request, aud: "acct_someone_else" })) } }));
    },
  },
  issueCredential: {
    success: async (ctx) => ctx.send(as(await completedObject(ctx), { body: { holder_jwk: HOLDER_JWK } })),
    invalid_state: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: { holder_jwk: HOLDER_JWK } })),
    credential_limit_reached: async (ctx) => {
      const object = await completedObject(ctx);
      for (let i = 0; i < 5; i++) await exchange(ctx.world.baseUrl, { method: "POST", path: "/api/sdk/v1/credential", headers: { Authorization: `Bearer ${object.token}` }, body: { holder_jwk: holderJwk() } });
      return ctx.send(as(object, { body: { holder_jwk: HOLDER_JWK } }));
    },
  },
  getSdkSession: {
    success: async (ctx) => ctx.send(as(await sdkObject(ctx))),
  },
  getSdkLink: {
    // The link answer of an expired object: what the route is for.
    success: async (ctx) => {
      const object = await sdkObject(ctx, { return_url: "https://shop.example/back" });
      await prisma.verificationSession.update({ where: { id: object.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      return ctx.send(as(object));
    },
  },
  createWalletChallenge: {
    success: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: { address: newWallet().address } })),
    invalid_state: async (ctx) => ctx.send(as(await canceledObject(ctx), { body: { address: newWallet().address } })),
    address_mismatch: async (ctx) =>
      ctx.send(as(await sdkObject(ctx, { customer_address: newWallet().lower }), { body: { address: newWallet().address } })),
  },
  verifyWallet: {
    success: async (ctx) => {
      const { object, message, signature } = await signedChallenge(ctx);
      return ctx.send(as(object, { body: { message, signature } }));
    },
    invalid_state: async (ctx) => {
      const { object, message, signature } = await signedChallenge(ctx);
      await prisma.verificationSession.update({ where: { id: object.id }, data: { status: "canceled" } });
      return ctx.send(as(object, { body: { message, signature } }));
    },
    challenge_not_found: async (ctx) => {
      const { message, signature } = await signedChallenge(ctx);
      // Another object's challenge is not outstanding for this token.
      return ctx.send(as(await sdkObject(ctx), { body: { message, signature } }));
    },
    challenge_expired: async (ctx) => {
      const { object, message, nonce, signature } = await signedChallenge(ctx);
      await prisma.walletChallenge.update({ where: { nonce }, data: { expiresAt: new Date(Date.now() - 1) } });
      return ctx.send(as(object, { body: { message, signature } }));
    },
    // The merchant named the customer after the challenge was issued: the signed address is not theirs.
    address_mismatch: async (ctx) => {
      const { object, message, signature } = await signedChallenge(ctx);
      await prisma.verificationSession.update({ where: { id: object.id }, data: { customerAddress: newWallet().lower } });
      return ctx.send(as(object, { body: { message, signature } }));
    },
    // Another key's signature: not the address's offline, nor a contract wallet's on the chain.
    invalid_signature: async (ctx) => {
      const { object, message } = await signedChallenge(ctx);
      const signature = await newWallet().signMessage({ message });
      return inChainTurn(() => ctx.send(as(object, { body: { message, signature } })));
    },
    // A signature that does not recover could be a contract wallet's, and the chain cannot be asked.
    service_unavailable: async (ctx) => {
      const { object, message } = await signedChallenge(ctx);
      const signature = await newWallet().signMessage({ message });
      return inChainTurn(async () => {
        chainProxy!.decide = () => ({ kind: "fail", status: 503 });
        try {
          return await ctx.send(as(object, { body: { message, signature } }));
        } finally {
          chainProxy!.decide = () => ({ kind: "forward" });
        }
      });
    },
  },
  sendPhoneCode: {
    success: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: { phone_number: "+33612345678" } })),
    invalid_state: async (ctx) => ctx.send(as(await canceledObject(ctx), { body: { phone_number: "+33612345678" } })),
    invalid_phone_number: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: { phone_number: "+1999" } })),
    rate_limited: async (ctx) => ctx.send(as(await codeSent(ctx), { body: { phone_number: "+33612345678" } })),
    phone_number_not_supported: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: { phone_number: "+18002345678" } })),
    phone_country_not_allowed: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: { phone_number: "+998901234567" } })),
    // The global switch, pulled for this one live request (only live sends look at it).
    service_unavailable: async (ctx) => {
      const object = await liveObject(ctx);
      config.SMS_SENDING_ENABLED = false;
      try {
        return await ctx.send(as(object, { body: { phone_number: "+33612345678" } }));
      } finally {
        config.SMS_SENDING_ENABLED = true;
      }
    },
  },
  verifyPhoneCode: {
    success: async (ctx) => ctx.send(as(await codeSent(ctx), { body: { code: "000000" } })),
    invalid_state: async (ctx) => {
      const object = await codeSent(ctx);
      await prisma.verificationSession.update({ where: { id: object.id }, data: { status: "canceled" } });
      return ctx.send(as(object, { body: { code: "000000" } }));
    },
    incorrect_code: async (ctx) => ctx.send(as(await codeSent(ctx), { body: { code: "123456" } })),
    code_expired: async (ctx) => {
      const object = await codeSent(ctx);
      await prisma.phoneCode.updateMany({ where: { objectId: object.id }, data: { expiresAt: new Date(Date.now() - 1) } });
      return ctx.send(as(object, { body: { code: "000000" } }));
    },
  },
  sendEmailCode: {
    success: async (ctx) => ctx.send(as(await sdkObject(ctx, { flows: ["email"] }), { body: SEND_BODIES.email })),
    invalid_state: async (ctx) => ctx.send(as(await canceledObject(ctx), { body: SEND_BODIES.email })),
    invalid_email: async (ctx) => ctx.send(as(await sdkObject(ctx, { flows: ["email"] }), { body: { email: "jane@@example" } })),
    rate_limited: async (ctx) => ctx.send(as(await codeSent(ctx, "email"), { body: SEND_BODIES.email })),
  },
  verifyEmailCode: {
    success: async (ctx) => ctx.send(as(await codeSent(ctx, "email"), { body: { code: "000000" } })),
    invalid_state: async (ctx) => {
      const object = await codeSent(ctx, "email");
      await prisma.verificationSession.update({ where: { id: object.id }, data: { status: "canceled" } });
      return ctx.send(as(object, { body: { code: "000000" } }));
    },
    incorrect_code: async (ctx) => ctx.send(as(await codeSent(ctx, "email"), { body: { code: "123456" } })),
    code_expired: async (ctx) => {
      const object = await codeSent(ctx, "email");
      await prisma.emailCode.updateMany({ where: { objectId: object.id }, data: { expiresAt: new Date(Date.now() - 1) } });
      return ctx.send(as(object, { body: { code: "000000" } }));
    },
  },
};

/** Codes every SDK route answers alike; the generic table's client-token entries use these. */
export const sdkGenericScenarios: ScenarioTable[string] = {
  missing_client_token: (ctx) => ctx.send({ auth: "none" }),
  // A secret key is not a client token.
  invalid_client_token: (ctx) => ctx.send({ auth: { bearer: ctx.world.merchant.testKey } }),
  // This minute's and the next minute's counters of the token's object are at the limit.
  rate_limited: async (ctx) => {
    const object = await sdkObject(ctx);
    const minute = Math.floor(Date.now() / 60_000);
    for (const window of [minute, minute + 1])
      await redis.set(clientTokenRateLimitKey(object.id, window), config.SDK_RATE_LIMIT_PER_MINUTE, "EX", 180);
    const write = ctx.route.method === "post";
    return ctx.send(as(object, write ? { body: {} } : {}));
  },
  invalid_request: async (ctx) => ctx.send(as(await sdkObject(ctx), { query: "contract_unknown=1", ...(ctx.route.method === "post" ? { body: {} } : {}) })),
  invalid_json: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: '{"broken": ' })),
  payload_too_large: async (ctx) => ctx.send(as(await sdkObject(ctx), { body: JSON.stringify({ padding: "x".repeat(70 * 1024) }) })),
  unsupported_media_type: async (ctx) =>
    ctx.send(as(await sdkObject(ctx), { body: "{}", headers: { "Content-Type": "application/json; charset=latin1" } })),
};
