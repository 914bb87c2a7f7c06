// ---- Wallets: EIP-1193 providers, discovered with EIP-6963 (the browser SDK exports these) ----
import { ProofbaseVerifyError } from "../../sdk/error.js";

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
