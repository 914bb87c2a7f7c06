import { randomBytes } from "node:crypto";
import { SCOPES, type Scope } from "../../src/http/auth/scopes.js";
import type { Mode } from "../../src/http/auth/api-key-format.js";
import { mintApiKey } from "../../src/accounts/portal/api-keys.js";
import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { setLiveAccess } from "../../src/billing/live-access/set-live-access.js";
import { client, startApi, type TestApi } from "./api.js";
import { opsActor } from "../../src/http/audit/actor.js";

export interface TestMerchant {
  merchantId: string;
  email: string;
  password: string;
  testKey: string;
  liveKey: string;
}

/**
 * A merchant with one test and one live key holding every scope (or the ones given). Its live
 * access is enabled the way operations enable it (a new account is test-only), unless
 * `liveEnabled: false`, which leaves it enabled only long enough to mint the live key: the key
 * then answers live_mode_not_enabled.
 */
export async function createTestMerchant(scopes: readonly Scope[] = SCOPES, options: { liveEnabled?: boolean } = {}): Promise<TestMerchant> {
  const email = `m-${randomBytes(6).toString("hex")}@example.test`;
  const password = "correct horse battery";
  const { merchantId } = await createMerchant({ email, password, businessName: "Test Merchant" });
  await setLiveAccess(merchantId, { enabled: true, reason: "test: factory", actor: opsActor("test") });
  const [test, live] = await Promise.all([
    mintApiKey(merchantId, { name: "test", mode: "test", scopes: [...scopes] }),
    mintApiKey(merchantId, { name: "live", mode: "live", scopes: [...scopes] }),
  ]);
  if (options.liveEnabled === false) await setLiveAccess(merchantId, { enabled: false, reason: "test: factory", actor: opsActor("test") });
  return { merchantId, email, password, testKey: test.key, liveKey: live.key };
}

export async function createKey(merchantId: string, mode: Mode, scopes: Scope[]): Promise<string> {
  return (await mintApiKey(merchantId, { name: `${mode} ${scopes.join(" ")}`, mode, scopes })).key;
}

export type ApiClient = ReturnType<typeof client>;

/**
 * The usual start of an API test file: the real app on an ephemeral port, a fresh merchant, and
 * clients holding its test and live keys.
 */
export async function startApiWithMerchant(): Promise<{ api: TestApi; merchant: TestMerchant; test: ApiClient; live: ApiClient }> {
  const [api, merchant] = await Promise.all([startApi(), createTestMerchant()]);
  return { api, merchant, test: client(api.baseUrl, merchant.testKey), live: client(api.baseUrl, merchant.liveKey) };
}
