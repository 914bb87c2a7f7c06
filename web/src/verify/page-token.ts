import { tokenFromLocation } from "../sdk/proofbase-verify";

const storageKey = () => `proofbase:client-token:${window.location.pathname}`;

/**
 * The client token this tab verifies with. A link's `#token=pbvs_...` is read once, then removed
 * from the address bar (`history.replaceState`), so it does not end up in a screenshot, a shared or
 * bookmarked address, or the history list; it is kept in sessionStorage (this tab only, gone when
 * the tab closes) so a reload mid-flow keeps working. A fragment token wins over a stored one (a new
 * link opened in the same tab); a page opened without one uses the stored token.
 */
export function takePageToken(): string | null {
  const fromFragment = tokenFromLocation();
  if (fromFragment) {
    remember(fromFragment);
    const rest = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    rest.delete("token");
    const hash = rest.toString() ? `#${rest.toString()}` : "";
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}${hash}`);
    return fromFragment;
  }
  return recalled();
}

// Storage can be unavailable (disabled, or full): the page then still works, only a reload loses it.
function remember(token: string): void {
  try {
    window.sessionStorage.setItem(storageKey(), token);
  } catch {
    /* no storage: the token lives only in this page's memory */
  }
}

function recalled(): string | null {
  try {
    const token = window.sessionStorage.getItem(storageKey());
    return token && /^pbvs_[0-9A-Za-z]+$/.test(token) ? token : null;
  } catch {
    return null;
  }
}
