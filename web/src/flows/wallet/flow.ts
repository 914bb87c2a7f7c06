import type { FlowStatus, SdkSession } from "../../sdk/proofbase-verify.js";
import { defineFlow } from "../define.js";
import type { messages } from "./messages-en.js";
import { requestAccount, signMessage, type Eip1193Provider } from "./eip1193.js";

export interface WalletFlow {
  type: "wallet";
  status: FlowStatus;
  /** The wallet that must sign (named by the merchant), or the one that did. */
  address: string | null;
}

export interface WalletChallenge {
  message: string;
  nonce: string;
  expires_at: string;
}

async function currentChainId(provider: Eip1193Provider): Promise<number | undefined> {
  try {
    const id = await provider.request({ method: "eth_chainId" });
    return typeof id === "string" ? Number.parseInt(id, 16) : undefined;
  } catch {
    return undefined;
  }
}

export const wallet = defineFlow<WalletFlow, typeof messages>()({
  type: "wallet",
  methods: (call) => {
    const walletChallenge = (address: string, chainId?: number) =>
      call<WalletChallenge>("POST", "/wallet/challenge", chainId === undefined ? { address } : { address, chain_id: chainId });
    const walletVerify = (message: string, signature: string) => call<SdkSession>("POST", "/wallet/verify", { message, signature });
    return {
      walletChallenge,
      walletVerify,
      /** The whole wallet step: connect (unless `address` is given), challenge, sign with the wallet, verify. */
      async proveWallet(provider: Eip1193Provider, address?: string): Promise<SdkSession> {
        const account = address ?? (await requestAccount(provider));
        const chainId = await currentChainId(provider);
        const challenge = await walletChallenge(account, chainId);
        const signature = await signMessage(provider, account, challenge.message);
        return walletVerify(challenge.message, signature);
      },
    };
  },
});
