/**
 * Proofbase browser SDK: a small typed ESM wrapper of the frontend SDK API (`/api/sdk/v1`),
 * plus the wallet helpers a verification page needs (EIP-6963 discovery, EIP-1193 signing).
 *
 *   import { createVerifyClient, discoverWallets } from "https://verify.example.com/sdk/v1/proofbase.js";
 *   const client = createVerifyClient({ token: "pbvs_..." });
 *   const session = await client.getSession();
 */

import { FLOWS } from "../flows/registry.js";
import { ProofbaseVerifyError } from "./error.js";

export type FlowStatus = "pending" | "verified";

/**
 * The flows the service knows, in its order (../flows/registry.ts; src/flows/registry.test.ts
 * holds this list equal to src/flows/registry.ts).
 */
export const FLOW_TYPES = FLOWS.map((flow) => flow.type) as unknown as { readonly [K in keyof typeof FLOWS]: (typeof FLOWS)[K] extends { type: infer T } ? T : never };
type RegisteredFlow = (typeof FLOWS)[number];
export type FlowType = RegisteredFlow["type"];

/** One flow of the session, by type (each flow's folder defines its entry: web/src/flows/<flow>/flow.ts). */
export type SdkFlow = RegisteredFlow extends infer F ? (F extends { types?: { entry: infer E } } ? E : never) : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every flow's methods of the client. */
type FlowMethods = UnionToIntersection<ReturnType<RegisteredFlow["methods"]>>;

export interface SdkSession {
  object: "sdk_session";
  id: string;
  kind: "verification_session" | "reverification_request";
  /** created, processing, completed, failed, requires_review, expired, canceled; pending, submitted, expired. */
  status: string;
  livemode: boolean;
  expires_at: string;
  merchant: SdkMerchant;
  return_url: string | null;
  flows: SdkFlow[];
}

/** Who the person verifies for: the name to show, and the merchant's branding when set. */
export interface SdkMerchant {
  name: string;
  /** An https URL of the merchant's logo, or null. */
  logo_url: string | null;
  /** `#rrggbb`, contrast-checked against white text, or null. */
  accent_color: string | null;
  /** The review timeframe the page states after a review outcome, in business days; null: none. */
  review_business_days: number | null;
}

/** What a link's token says, also once it has expired (`GET /link`): whose it was and where to go back. */
export interface SdkLink {
  object: "sdk_link";
  status: string;
  livemode: boolean;
  merchant: SdkMerchant;
  return_url: string | null;
}

export { ProofbaseVerifyError };

export interface VerifyClientOptions {
  /** The session's or reverification request's client token (`pbvs_...`). */
  token: string;
  /** Where the Proofbase API lives; defaults to the origin this module was loaded from. */
  apiBase?: string;
  fetch?: typeof fetch;
}

function defaultApiBase(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return "";
  }
}

/** A client of `/api/sdk/v1` for one token. Every method throws ProofbaseVerifyError on an API error. */
export function createVerifyClient(options: VerifyClientOptions) {
  const base = `${(options.apiBase ?? defaultApiBase()).replace(/\/+$/, "")}/api/sdk/v1`;
  const doFetch = options.fetch ?? fetch.bind(globalThis);

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${options.token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "omit",
      });
    } catch {
      throw new ProofbaseVerifyError("network_error", "Could not reach the verification service. Check your connection and try again.", 0);
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok) {
      const error = (parsed as { error?: { code?: string; message?: string; param?: string } } | undefined)?.error;
      const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
      throw new ProofbaseVerifyError(error?.code ?? "http_error", error?.message ?? `HTTP ${response.status}`, response.status, error?.param, retryAfter);
    }
    return parsed as T;
  }

  const client = {
    getSession: () => call<SdkSession>("GET", "/session"),
    /** Answers also for an expired link (every other call refuses it with `invalid_client_token`). */
    getLink: () => call<SdkLink>("GET", "/link"),
  };
  // Each flow's methods (web/src/flows/<flow>/flow.ts), in the registry's order.
  return Object.assign(client, ...FLOWS.map((flow) => flow.methods(call))) as typeof client & FlowMethods;
}

export type VerifyClient = ReturnType<typeof createVerifyClient>;

/** The client token from the page URL's fragment (`#token=pbvs_...`), which browsers never send to servers. */
export function tokenFromLocation(location: Pick<Location, "hash"> = window.location): string | null {
  const token = new URLSearchParams(location.hash.replace(/^#/, "")).get("token");
  return token && /^pbvs_[0-9A-Za-z]+$/.test(token) ? token : null;
}

// ---- Wallets: EIP-1193 providers, discovered with EIP-6963 ----
export { discoverWallets, requestAccount, signMessage, type Eip1193Provider, type WalletInfo } from "../flows/wallet/eip1193.js";
