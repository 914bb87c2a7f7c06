import { existsSync } from "node:fs";
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import type { PrivateKeyAccount } from "viem/accounts";

/**
 * The tests' browser: Chromium's headless shell (Debian's chromium-headless-shell), which is what
 * Playwright itself runs for headless tests. The full browser in headless mode took twice its CPU
 * on the 19 browser test files (509 s against 270 s) on a suite that is CPU-bound.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/** The full browser (Debian's chromium): the bench's page-load scenario measures what people run. */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless Chromium (Debian's packages; .ci/run installs them when missing). */
export async function launchChromium(executablePath = CHROMIUM_PATH): Promise<Browser> {
  const variable = executablePath === FULL_CHROMIUM_PATH ? "FULL_CHROMIUM_PATH" : "CHROMIUM_PATH";
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium chromium-headless-shell (or set ${variable})`);
  return chromium.launch({ headless: true, executablePath });
}

/**
 * Chrome DevTools' "Slow 3G" preset (its network panel's throttling presets): 400 ms × 5 latency,
 * 500 kbit/s × 0.8 both ways, in the bytes per second CDP takes. The bench's hosted-page scenario
 * and the throttled-load browser test both load the page through it.
 */
export const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (500 * 1000 * 0.8) / 8, uploadThroughput: (500 * 1000 * 0.8) / 8 };

/** Throttles `page`'s network to SLOW_3G (Chromium's CDP); the session is returned for further Network commands. */
export async function emulateSlow3G(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  return cdp;
}

export interface InjectedWalletOptions {
  name?: string;
  chainId?: number;
  /** Makes the wallet refuse to sign, as a person pressing "Reject" would (EIP-1193 error 4001). */
  refuseSignature?: boolean;
  /** Runs in Node before each signature (e.g. to let the challenge expire while the person hesitates). */
  beforeSign?: () => Promise<void>;
}

/**
 * Injects an EIP-1193 provider into the page, announced through EIP-6963 (and as window.ethereum),
 * whose `personal_sign` is done in Node by `account` (a real private key, viem/accounts).
 */
export async function injectWallet(page: Page, account: PrivateKeyAccount, options: InjectedWalletOptions = {}): Promise<void> {
  await page.exposeFunction("__proofbaseTestSign", async (hexMessage: `0x${string}`) => {
    await options.beforeSign?.();
    return account.signMessage({ message: { raw: hexMessage } });
  });
  await page.addInitScript(
    ({ address, name, chainId, refuse }) => {
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (method === "eth_requestAccounts" || method === "eth_accounts") return [address];
          if (method === "eth_chainId") return `0x${chainId.toString(16)}`;
          if (method === "personal_sign") {
            if (refuse) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
            return (window as unknown as { __proofbaseTestSign: (m: string) => Promise<string> }).__proofbaseTestSign(String(params![0]));
          }
          throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
        },
      };
      const icon = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMCAxMCI+PGNpcmNsZSBjeD0iNSIgY3k9IjUiIHI9IjUiIGZpbGw9IiMyNDQ2ZDgiLz48L3N2Zz4=";
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info: { uuid: "0f1e2d3c-test-wallet", name, icon, rdns: "test.proofbase" }, provider }) }),
        );
      window.addEventListener("eip6963:requestProvider", announce);
      (window as unknown as { ethereum: unknown }).ethereum = provider;
    },
    { address: account.address, name: options.name ?? "Test Wallet", chainId: options.chainId ?? 31337, refuse: options.refuseSignature ?? false },
  );
}
