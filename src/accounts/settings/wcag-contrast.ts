// Pure (no imports): the dashboard's live contrast feedback imports this file too, so the
// server's refusal and the form's hint are the same rule.

/** The hosted page's background, against which the accent colour (buttons, links) must stay readable. */
export const PAGE_BACKGROUND = "#ffffff";
/** WCAG 2.x AA for normal text: the accent colour carries button labels and links. */
export const MIN_ACCENT_CONTRAST = 4.5;

/** WCAG 2.x relative luminance of an sRGB colour written `#rrggbb` (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it, never rounded up past a threshold: 4.4999 is "4.49:1", not "4.50:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** An accent colour's contrast against the page's background. */
export const accentContrast = (color: string): number => contrastRatio(color, PAGE_BACKGROUND);
