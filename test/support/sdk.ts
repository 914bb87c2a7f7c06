import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { client } from "./api.js";
import type { ApiClient } from "./factories.js";

/** A client of /api/sdk/v1 holding a client token (pbvs_), as a browser would. */
export function sdkClient(baseUrl: string, token?: string): ApiClient {
  const c = client(baseUrl, token);
  const prefix = (path: string) => `/api/sdk/v1${path}`;
  return {
    get: (path, headers) => c.get(prefix(path), headers),
    post: (path, body, headers) => c.post(prefix(path), body, headers),
    delete: (path, headers) => c.delete(prefix(path), headers),
    call: (method, path, body, headers) => c.call(method, prefix(path), body, headers),
  };
}

/** A fresh wallet with a real private key (viem/accounts). */
export function newWallet(): PrivateKeyAccount & { lower: string } {
  const account = privateKeyToAccount(generatePrivateKey());
  return Object.assign(account, { lower: account.address.toLowerCase() });
}

/** Asks for a challenge for `wallet`, signs it with the wallet's key, and submits it. */
export async function proveWallet(sdk: ApiClient, wallet: PrivateKeyAccount) {
  const challenge = await sdk.post("/wallet/challenge", { address: wallet.address });
  if (challenge.status !== 201) throw new Error(`challenge failed: ${challenge.status} ${JSON.stringify(challenge.body)}`);
  const signature = await wallet.signMessage({ message: challenge.body.message });
  return sdk.post("/wallet/verify", { message: challenge.body.message, signature });
}

/** A valid number nobody else in the run uses (US 201-555-01xx are not all valid: use +1 201 555 plus 4 random digits). */
export function randomUsNumber(): string {
  return `+1201555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
}
