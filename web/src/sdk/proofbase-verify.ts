/**
 * Proofbase browser SDK: a small typed ESM wrapper of the frontend SDK API (`/api/sdk/v1`),
 * plus the wallet helpers a verification page needs (EIP-6963 discovery, EIP-1193 signing).
 *
 *   import { createVerifyClient, discoverWallets } from "https://verify.example.com/sdk/v1/proofbase.js";
 *   const client = createVerifyClient({ token: "pbvs_..." });
 *   const session = await client.getSession();
 */

export type FlowStatus = "pending" | "verified";

/**
 * The flows the service knows, in its order (src/flows/registry.ts; src/flows/registry.test.ts
 * holds this list equal to it).
 */
export const FLOW_TYPES = ["wallet", "phone", "email", "credential", "passkey"] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export interface WalletFlow {
  type: "wallet";
  status: FlowStatus;
  /** The wallet that must sign (named by the merchant), or the one that did. */
  address: string | null;
}

export interface PhoneFlow {
  type: "phone";
  status: FlowStatus;
  phone_number_masked: string | null;
  /** The countries (ISO 3166 alpha-2, sorted) the number may belong to for this account; null once verified. */
  allowed_countries: string[] | null;
  /** When the outstanding code was sent; null when none can still be entered (a reloaded page resumes at the code field). */
  code_sent_at: string | null;
  /** When a new code may be sent; null when no code is outstanding. */
  resend_available_at: string | null;
  /** How many guesses the outstanding code still takes; null when no code is outstanding. */
  code_attempts_left: number | null;
  /** Set when the last text message could not be sent. */
  error: { code: string; message: string } | null;
}

export interface EmailFlow {
  type: "email";
  status: FlowStatus;
  email_masked: string | null;
  /** When the outstanding code was sent; null when none can still be entered (a reloaded page resumes at the code field). */
  code_sent_at: string | null;
  /** When a new code may be sent; null when no code is outstanding. */
  resend_available_at: string | null;
  /** How many guesses the outstanding code still takes; null when no code is outstanding. */
  code_attempts_left: number | null;
  /** Set when the last email could not be sent. */
  error: { code: string; message: string } | null;
}

/** Reuse of a credential saved from an earlier verification (docs/credentials.md). */
export interface CredentialFlow {
  type: "credential";
  status: FlowStatus;
}

/** A passkey (WebAuthn): registered for the customer, or used again when it already has one (reverification). */
export interface PasskeyFlow {
  type: "passkey";
  status: FlowStatus;
  ceremony: PasskeyCeremony;
}

export type PasskeyCeremony = "registration" | "authentication";

/** A WebAuthn ceremony to run (`POST /passkey/options`): `options` is WebAuthn's creation (registration) or request (authentication) options as JSON. */
export interface PasskeyOptions {
  object: "passkey_options";
  ceremony: PasskeyCeremony;
  options: Record<string, unknown>;
}

/** What a presentation of a saved credential must be bound to (`GET /credential/request`). */
export interface CredentialRequest {
  nonce: string;
  aud: string;
  expires_at: string;
  livemode: boolean;
}

/** The completed verification as an SD-JWT VC bound to the device's key (`POST /credential`). */
export interface IssuedCredential {
  object: "credential";
  format: "dc+sd-jwt";
  credential: string;
  livemode: boolean;
}

/** One flow of the session, by type. */
export type SdkFlow = WalletFlow | PhoneFlow | EmailFlow | CredentialFlow | PasskeyFlow;

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

export interface WalletChallenge {
  message: string;
  nonce: string;
  expires_at: string;
}

export interface CodeSent {
  phone_number_masked: string;
  expires_at: string;
  resend_available_at: string;
}

export interface EmailCodeSent {
  email_masked: string;
  expires_at: string;
  resend_available_at: string;
}

/** An error answered by the API (`code` is stable: branch on it), or a wallet refusal (`wallet_refused`). */
export class ProofbaseVerifyError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly param?: string,
    /** Seconds to wait before retrying (rate limits). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ProofbaseVerifyError";
  }
}

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

  return {
    getSession: () => call<SdkSession>("GET", "/session"),
    /** Answers also for an expired link (every other call refuses it with `invalid_client_token`). */
    getLink: () => call<SdkLink>("GET", "/link"),
    walletChallenge: (address: string, chainId?: number) =>
      call<WalletChallenge>("POST", "/wallet/challenge", chainId === undefined ? { address } : { address, chain_id: chainId }),
    walletVerify: (message: string, signature: string) => call<SdkSession>("POST", "/wallet/verify", { message, signature }),
    /** `locale` (`en`, `es`, `fr`): the language of the text message; English when not given. */
    sendPhoneCode: (phoneNumber: string, locale?: string) => call<CodeSent>("POST", "/phone/send-code", { phone_number: phoneNumber, ...(locale ? { locale } : {}) }),
    verifyPhoneCode: (code: string) => call<SdkSession>("POST", "/phone/verify", { code }),
    /** `locale` (`en`, `es`, `fr`): the language of the email; English when not given. */
    sendEmailCode: (email: string, locale?: string) => call<EmailCodeSent>("POST", "/email/send-code", { email, ...(locale ? { locale } : {}) }),
    verifyEmailCode: (code: string) => call<SdkSession>("POST", "/email/verify", { code }),
    issueCredential: (holderJwk: JsonWebKey) => call<IssuedCredential>("POST", "/credential", { holder_jwk: holderJwk }),
    requestCredential: () => call<CredentialRequest>("GET", "/credential/request"),
    presentCredential: (presentation: string) => call<SdkSession>("POST", "/credential/present", { presentation }),
    passkeyOptions: () => call<PasskeyOptions>("POST", "/passkey/options"),
    /** `response`: the credential `navigator.credentials.create()` / `.get()` returned, as JSON (RegistrationResponseJSON / AuthenticationResponseJSON). */
    verifyPasskey: (response: Record<string, unknown>) => call<SdkSession>("POST", "/passkey/verify", { response }),

    /** The whole wallet step: connect (unless `address` is given), challenge, sign with the wallet, verify. */
    async proveWallet(provider: Eip1193Provider, address?: string): Promise<SdkSession> {
      const account = address ?? (await requestAccount(provider));
      const chainId = await currentChainId(provider);
      const challenge = await this.walletChallenge(account, chainId);
      const signature = await signMessage(provider, account, challenge.message);
      return this.walletVerify(challenge.message, signature);
    },
  };
}

export type VerifyClient = ReturnType<typeof createVerifyClient>;

/** The client token from the page URL's fragment (`#token=pbvs_...`), which browsers never send to servers. */
export function tokenFromLocation(location: Pick<Location, "hash"> = window.location): string | null {
  const token = new URLSearchParams(location.hash.replace(/^#/, "")).get("token");
  return token && /^pbvs_[0-9A-Za-z]+$/.test(token) ? token : null;
}

// ---- Wallets: EIP-1193 providers, discovered with EIP-6963 ----

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
}

export interface WalletInfo {
  /** EIP-6963 provider info (uuid, name, icon, rdns); a synthetic one for a legacy window.ethereum. */
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

/**
 * The wallets installed in this browser: those announcing themselves through EIP-6963, or the
 * legacy injected `window.ethereum` when none does.
 */
export function discoverWallets(timeoutMs = 300): Promise<WalletInfo[]> {
  return new Promise((resolve) => {
    const found = new Map<string, WalletInfo>();
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent<WalletInfo>).detail;
      if (detail?.info?.uuid && detail.provider) found.set(detail.info.uuid, detail);
    };
    window.addEventListener("eip6963:announceProvider", onAnnounce);
    window.dispatchEvent(new Event("eip6963:requestProvider"));
    setTimeout(() => {
      window.removeEventListener("eip6963:announceProvider", onAnnounce);
      const legacy = (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
      if (found.size === 0 && legacy) found.set("injected", { info: { uuid: "injected", name: "Browser wallet", icon: "", rdns: "" }, provider: legacy });
      resolve([...found.values()]);
    }, timeoutMs);
  });
}

function walletError(error: unknown, what: string): ProofbaseVerifyError {
  const code = (error as { code?: number })?.code;
  if (code === 4001) return new ProofbaseVerifyError("wallet_refused", `You declined the ${what} in your wallet.`, 0);
  return new ProofbaseVerifyError("wallet_error", `Your wallet could not complete the ${what}: ${(error as Error)?.message ?? String(error)}`, 0);
}

export async function requestAccount(provider: Eip1193Provider): Promise<string> {
  let accounts: unknown;
  try {
    accounts = await provider.request({ method: "eth_requestAccounts" });
  } catch (error) {
    throw walletError(error, "connection request");
  }
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== "string") throw new ProofbaseVerifyError("wallet_error", "Your wallet did not share an account.", 0);
  return first;
}

async function currentChainId(provider: Eip1193Provider): Promise<number | undefined> {
  try {
    const id = await provider.request({ method: "eth_chainId" });
    return typeof id === "string" ? Number.parseInt(id, 16) : undefined;
  } catch {
    return undefined;
  }
}

function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** EIP-191 `personal_sign` of the challenge text. */
export async function signMessage(provider: Eip1193Provider, address: string, message: string): Promise<string> {
  try {
    const signature = await provider.request({ method: "personal_sign", params: [utf8Hex(message), address] });
    if (typeof signature !== "string") throw new Error("no signature returned");
    return signature;
  } catch (error) {
    throw walletError(error, "signature request");
  }
}
