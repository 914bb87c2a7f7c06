/**
 * Links that open a page in a mobile wallet app's own browser, where the wallet is injected
 * (formats and their sources: docs/verification-flows.md, "No wallet in this browser"). `pageUrl`
 * is the page's whole address, its `#token=` fragment included.
 */
export const WALLET_APPS = [
  // The dapp URL goes in the path, without its scheme; the fragment stays a fragment of the link.
  { id: "metamask", name: "MetaMask", link: (pageUrl: string) => `https://link.metamask.io/dapp/${pageUrl.replace(/^https?:\/\//, "")}` },
  { id: "coinbase", name: "Coinbase Wallet", link: (pageUrl: string) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}` },
  { id: "trust", name: "Trust Wallet", link: (pageUrl: string) => `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageUrl)}` },
  { id: "rainbow", name: "Rainbow", link: (pageUrl: string) => `https://rnbwapp.com/dapp?url=${encodeURIComponent(pageUrl)}` },
] as const;

/** A phone or tablet (where wallets are apps, not extensions): the browser says so (UA Client Hints) or its user agent does. */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  const hints = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (hints?.mobile) return true;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}
