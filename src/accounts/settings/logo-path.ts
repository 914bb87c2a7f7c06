import { config } from "../../platform/config.js";
import { LOGO_TYPES, type LogoContentType } from "./logo-image.js";

/** Where uploaded logos are served (src/accounts/settings/serve-logo.ts), outside /api: the page and merchants' sites load them. */
export const LOGO_BASE_PATH = "/branding/logos";

export interface StoredLogo {
  id: string;
  sha256: string;
  contentType: LogoContentType;
}

// The content hash in the name: a URL's bytes never change, so it may be cached for good.
const fileName = (logo: StoredLogo) => `${logo.id}-${logo.sha256.slice(0, 16)}.${LOGO_TYPES[logo.contentType].ext}`;

/** The public URL of an uploaded logo. */
export function logoUrlOf(logo: StoredLogo): string {
  return `${config.PUBLIC_URL}${LOGO_BASE_PATH}/${fileName(logo)}`;
}

/** `logo_x-0123456789abcdef.png` -> its id and hash prefix, or null for anything else. */
export function parseLogoFileName(name: string): { id: string; hashPrefix: string; ext: string } | null {
  const match = /^(logo_[0-9A-Za-z]{24})-([0-9a-f]{16})\.(png|jpg|webp)$/.exec(name);
  return match ? { id: match[1]!, hashPrefix: match[2]!, ext: match[3]! } : null;
}

export function logoFileMatches(logo: StoredLogo, name: string): boolean {
  return fileName(logo) === name;
}
