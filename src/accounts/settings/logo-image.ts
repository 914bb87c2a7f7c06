/** An uploaded logo's size limit: the page shows it small, and every end user downloads it. */
export const LOGO_MAX_BYTES = 100 * 1024;

/**
 * The image types a logo may be, each with its file extension and the bytes it starts with.
 * No SVG: an SVG is a document that can carry script and links, and ours would be served from the
 * service's own origin.
 */
export const LOGO_TYPES = {
  "image/png": { ext: "png", matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  "image/jpeg": { ext: "jpg", matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  "image/webp": { ext: "webp", matches: (b: Buffer) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
} as const;

export type LogoContentType = keyof typeof LOGO_TYPES;

export function isLogoType(type: string): type is LogoContentType {
  return Object.hasOwn(LOGO_TYPES, type);
}
