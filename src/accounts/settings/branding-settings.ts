import { prisma } from "../../platform/db/client.js";
import type { Tx } from "../../platform/db/client.js";
import { presentBranding, readBranding } from "./branding.js";
import { logoUrlOf } from "./logo-path.js";
import type { LogoContentType } from "./logo-image.js";

/** The branding part of PUT /settings (null: back to the default). */
export interface BrandingChange {
  branding_display_name?: string | null;
  branding_logo_url?: string | null;
  branding_accent_color?: string | null;
  review_business_days?: number | null;
}

/** The merchant_settings columns a branding change writes. */
export function brandingData(change: BrandingChange) {
  return {
    ...(change.branding_display_name !== undefined && { brandingDisplayName: change.branding_display_name }),
    ...(change.branding_logo_url !== undefined && { brandingLogoUrl: change.branding_logo_url }),
    ...(change.branding_accent_color !== undefined && { brandingAccentColor: change.branding_accent_color?.toLowerCase() ?? null }),
    ...(change.review_business_days !== undefined && { reviewBusinessDays: change.review_business_days }),
  };
}

/** In the settings write's transaction: a logo URL replaces an uploaded logo. True when it removed one. */
export async function applyBrandingChange(tx: Tx, merchantId: string, change: BrandingChange): Promise<boolean> {
  if (!change.branding_logo_url) return false;
  const { count } = await tx.brandingLogo.deleteMany({ where: { merchantId } });
  return count > 0;
}

/** The branding fields of the settings object. */
export async function presentBrandingSettings(merchantId: string) {
  const [source, uploads] = await Promise.all([
    readBranding(merchantId),
    prisma.$queryRaw<{ size: number }[]>`SELECT octet_length(bytes) AS size FROM branding_logos WHERE merchant_id = ${merchantId}`,
  ]);
  const logo = source.logo;
  return {
    branding_display_name: source.displayName,
    branding_logo_url: source.logoUrl,
    branding_logo_upload: logo && { url: logoUrlOf(logo), content_type: logo.contentType as LogoContentType, size: Number(uploads[0]?.size ?? 0) },
    branding_accent_color: source.accentColor,
    review_business_days: source.reviewBusinessDays,
    branding_preview: presentBranding(source),
  };
}
