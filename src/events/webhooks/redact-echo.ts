const REDACTED = "[redacted]";

/**
 * The response body excerpt kept with an attempt, minus anything secret of ours a receiver
 * echoed back (a debugging receiver often returns the request's headers): each signing secret
 * and each signature value sent. What remains is the receiver's own words.
 */
export function withoutOurSecrets(body: string | null, secrets: readonly string[], signatureHeaders: Record<string, string>): string | null {
  if (!body) return body;
  // Each signature alone too: `v1=<hex>` in X-PB-Signature, `v1,<base64>` (space-separated) in webhook-signature.
  const sent = Object.values(signatureHeaders);
  const signatures = sent.flatMap((value) => value.split(/[ ,]/)).map((token) => (token.startsWith("v1=") ? token.slice(3) : token));
  const values = [...secrets, ...sent, ...signatures.filter((v) => v.length >= 32)];
  return values.reduce((text, value) => (value ? text.split(value).join(REDACTED) : text), body);
}
