import type { QRCodeToStringOptions } from "qrcode";

/** How the page draws its QR code (test/verify-page.test.ts draws the expected one with the same options). */
export const QR_OPTIONS: QRCodeToStringOptions = { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#14161a", light: "#ffffff" } };

/** The QR code of `text` as SVG markup; the `qrcode` package is a chunk of its own, fetched only when a QR code is shown. */
export async function qrSvg(text: string): Promise<string> {
  const { toString } = await import("qrcode");
  return toString(text, QR_OPTIONS);
}
