import type { SdkSubject } from "../../flows/subject.js";
import { presentMerchant } from "./present-merchant.js";

const OPEN_STATUSES = new Set(["created", "pending"]);

/**
 * GET /link: the little a token says about its object also once it has expired, so the hosted
 * page can name the merchant and offer the way back on an old link. An object past `expires_at`
 * that the sweeper has not expired yet is already `expired` here.
 */
export function presentSdkLink(subject: SdkSubject, now = new Date()) {
  const expired = subject.expiresAt <= now && OPEN_STATUSES.has(subject.status);
  return {
    object: "sdk_link" as const,
    status: expired ? "expired" : subject.status,
    livemode: subject.mode === "live",
    merchant: presentMerchant(subject),
    return_url: subject.returnUrl,
  };
}
