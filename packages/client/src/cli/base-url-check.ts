/** Hosts that never leave this machine: `localhost`, 127.0.0.0/8 and [::1]. */
function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * Why `baseUrl` must not receive the API key, or null when it may: https anywhere, plain http only
 * on this machine (the key and every event would otherwise cross the network in clear text).
 * WHATWG URL parsing has already normalised odd spellings (`127.1`, `0x7f000001`) to dotted quads.
 */
export function baseUrlRefusal(baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `--base-url: not a URL: ${baseUrl}`;
  }
  if (url.protocol === "https:") return null;
  if (url.protocol !== "http:") return `--base-url must be an https:// URL (http:// only for localhost), not ${url.protocol}`;
  if (isLoopback(url.hostname)) return null;
  return `refusing to send the API key over plain http to ${url.hostname}: use https:// (http:// is only for localhost, 127.0.0.0/8 and [::1])`;
}
