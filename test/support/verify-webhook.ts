// An independent receiver-side check written from spec 6.3 alone (it does not import src/):
// parse `t` and every `v1` from X-PB-Signature, HMAC-SHA-256 over "<t>.<raw body>", compare in
// constant time, and reject when |now - t| > 300 s or t is missing/non-numeric.
import { createHmac, timingSafeEqual } from "node:crypto";

export const TOLERANCE_SECONDS = 300;

export function verifyWebhook(rawBody: Buffer, header: string | undefined, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  let t: string | undefined;
  const v1: string[] = [];
  for (const pair of header.split(",")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const key = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (key === "t") t = value;
    if (key === "v1") v1.push(value);
  }
  if (t === undefined || !/^\d+$/.test(t)) return false;
  if (Math.abs(nowSeconds - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(Buffer.concat([Buffer.from(`${t}.`, "utf8"), rawBody])).digest();
  return v1.some((candidate) => {
    if (!/^[0-9a-f]{64}$/.test(candidate)) return false;
    return timingSafeEqual(Buffer.from(candidate, "hex"), expected);
  });
}
