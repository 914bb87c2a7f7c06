/**
 * The only merchant text a code message carries: the business name reduced to 3-30 letters,
 * digits, spaces and `&'-.`, with no link (`://`, `www`), so a merchant cannot turn the
 * platform's messages into phishing. Falls back to "your merchant" when nothing usable is left.
 */
export function senderName(businessName: string): string {
  const cleaned = businessName
    .normalize("NFKC")
    .replace(/[a-z][a-z0-9+.-]*:\/\/|www\.?/gi, " ")
    .replace(/[^\p{L}\p{N} &'.-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 30)
    .trim();
  return cleaned.length >= 3 ? cleaned : "your merchant";
}
