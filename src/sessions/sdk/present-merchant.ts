import type { SdkSubject } from "../../flows/subject.js";
import { presentBranding } from "../../accounts/settings/branding.js";

/**
 * Who the person is verifying for, as the hosted page shows it (sdk_session and GET /link): the
 * branding display name or the business name, the logo (https URL or the service's URL of an
 * upload) and the accent colour (`#rrggbb`, at least 4.5:1 against white), from the portal's
 * branding settings, read with the subject.
 */
export function presentMerchant(subject: SdkSubject) {
  return presentBranding(subject.branding);
}
