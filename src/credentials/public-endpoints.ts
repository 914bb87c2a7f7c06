import type { Request, Response } from "express";
import { ApiError } from "../platform/errors/api-error.js";
import { credentialIssuer } from "./credential-format.js";
import { publishedIssuerKeys } from "./issuer-keys.js";
import { STATUS_LIST_TTL_SECONDS, statusListJwt } from "./status-list.js";

export const JWT_VC_ISSUER_PATH = "/.well-known/jwt-vc-issuer";
export const STATUS_LIST_PATH = "/credentials/status/:list";

const publicHeaders = (res: Response) =>
  res.set({ "Cache-Control": `public, max-age=${STATUS_LIST_TTL_SECONDS}`, "Access-Control-Allow-Origin": "*", "X-Content-Type-Options": "nosniff" });

/** `GET /.well-known/jwt-vc-issuer`: the issuer and every key that signed its credentials (SD-JWT VC issuer metadata). */
export async function serveJwtVcIssuer(_req: Request, res: Response): Promise<void> {
  publicHeaders(res);
  res.status(200).json({ issuer: credentialIssuer(), jwks: { keys: await publishedIssuerKeys() } });
}

/** `GET /credentials/status/{list}`: the status list JWT, public and cacheable (ETag, If-None-Match). */
export async function serveStatusList(req: Request, res: Response): Promise<void> {
  const raw = String(req.params.list ?? "");
  if (!/^(0|[1-9][0-9]{0,8})$/.test(raw)) throw new ApiError("route_not_found", "No status list at this URL.");
  const signed = await statusListJwt(Number(raw));
  if (!signed) throw new ApiError("route_not_found", "No status list at this URL.");
  const { jwt, etag } = signed;
  publicHeaders(res);
  res.set({ ETag: etag, "Content-Type": "application/statuslist+jwt" });
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end();
    return;
  }
  res.status(200).end(jwt);
}
