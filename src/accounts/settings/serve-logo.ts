import type { Request, Response } from "express";
import { ApiError } from "../../platform/errors/api-error.js";
import { readLogo } from "./branding-logo.js";
import type { LogoContentType } from "./logo-image.js";
import { logoFileMatches, parseLogoFileName } from "./logo-path.js";

const notFound = () => new ApiError("route_not_found", "No logo at this URL.");

/**
 * `GET /branding/logos/{id}-{hash}.{ext}`: an uploaded logo, public (the hosted page and the SDK
 * on merchants' sites show it). A URL's bytes never change (a new upload is a new URL), so it is
 * cacheable for good; nosniff and the stored type keep a browser from reading it as anything but
 * the image it was checked to be; cross-origin so merchants' pages may embed it.
 */
export async function serveLogo(req: Request, res: Response): Promise<void> {
  const name = String(req.params.file ?? "");
  const parsed = parseLogoFileName(name);
  if (!parsed) throw notFound();
  const logo = await readLogo(parsed.id);
  if (!logo || !logoFileMatches({ ...logo, contentType: logo.contentType as LogoContentType }, name)) throw notFound();
  res.set({
    "Content-Type": logo.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  res.status(200).end(Buffer.from(logo.bytes));
}
