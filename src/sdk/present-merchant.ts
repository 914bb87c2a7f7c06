import type { SdkSubject } from "../flows/subject.js";

/**
 * Who the person is verifying for, as the hosted page shows it: the name, and the merchant's
 * logo (https) and accent colour (`#rrggbb`, contrast-checked) from the portal's branding
 * settings; null until a merchant sets them.
 */
export function presentMerchant(subject: SdkSubject) {
  return { name: subject.merchantName, logo_url: subject.merchantLogoUrl, accent_color: subject.merchantAccentColor };
}
