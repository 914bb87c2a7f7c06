const REDACTED = "[redacted]";

/**
 * The response body excerpt kept with an attempt, minus anything secret of ours a receiver
 * echoed back (a debugging receiver often returns the request's headers): each signing secret
 * and each signature value sent. What remains is the receiver's own words.
 */
export function withoutOurSecrets(body: string | null, secrets: readonly string[], signatureHeader: string): string | null {
  if (!body) return body;
  const values = [...secrets, signatureHeader, ...signatureHeader.split(",").map((part) => part.slice(part.indexOf("=") + 1)).filter((v) => v.length >= 32)];
  return values.reduce((text, value) => (value ? text.split(value).join(REDACTED) : text), body);
}
