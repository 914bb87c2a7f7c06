import { prisma } from "../../platform/db/client.js";
import { REVIEW_BUSINESS_DAYS_DEFAULT } from "./review-days.js";
import type { LogoContentType } from "./logo-image.js";
import { logoUrlOf, type StoredLogo } from "./logo-path.js";

/** What the hosted page's branding is made of: the account's settings, its uploaded logo, its business name. */
export interface BrandingSource {
  businessName: string;
  displayName: string | null;
  logoUrl: string | null;
  logo: StoredLogo | null;
  accentColor: string | null;
  /** null: the page promises no review timeframe. */
  reviewBusinessDays: number | null;
}

/** An account's review timeframe from its settings row (no row yet: the default). */
export const reviewBusinessDaysOf = (settings: { reviewBusinessDays: number | null } | null): number | null =>
  settings ? settings.reviewBusinessDays : REVIEW_BUSINESS_DAYS_DEFAULT;

/** The `merchant` object the end user sees (sdk_session and every other answer of the hosted page). */
export function presentBranding(merchant: BrandingSource) {
  return {
    name: merchant.displayName ?? merchant.businessName,
    logo_url: merchant.logo ? logoUrlOf(merchant.logo) : merchant.logoUrl,
    accent_color: merchant.accentColor,
    review_business_days: merchant.reviewBusinessDays,
  };
}

export type MerchantBranding = ReturnType<typeof presentBranding>;

/** A merchant's branding source, for callers that did not read it in their own statement. */
export async function readBranding(merchantId: string): Promise<BrandingSource> {
  const merchant = await prisma.merchant.findUniqueOrThrow({
    where: { id: merchantId },
    select: {
      businessName: true,
      settings: { select: { brandingDisplayName: true, brandingLogoUrl: true, brandingAccentColor: true, reviewBusinessDays: true } },
      brandingLogo: { select: { id: true, sha256: true, contentType: true } },
    },
  });
  return {
    businessName: merchant.businessName,
    displayName: merchant.settings?.brandingDisplayName ?? null,
    logoUrl: merchant.settings?.brandingLogoUrl ?? null,
    logo: merchant.brandingLogo && { ...merchant.brandingLogo, contentType: merchant.brandingLogo.contentType as LogoContentType },
    accentColor: merchant.settings?.brandingAccentColor ?? null,
    reviewBusinessDays: reviewBusinessDaysOf(merchant.settings),
  };
}
