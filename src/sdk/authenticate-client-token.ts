import { assertLiveAccess } from "../auth/live-access-gate.js";
import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../errors/api-error.js";
import { clientAddress } from "../http/client-address.js";
import { resolveClientToken, type SdkSubject } from "../flows/subject.js";
import { countFailedAuthentication, refuseBlockedAddress } from "../auth/auth-failures.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      sdkSubject?: SdkSubject;
    }
  }
}

const missingToken = () => new ApiError("missing_client_token", "No client token provided. Send it as 'Authorization: Bearer pbvs_...'.");

function refusal(token: string): ApiError {
  if (token.startsWith("pb_sk_"))
    return new ApiError("invalid_client_token", "Secret keys (pb_sk_) must never reach a browser; the frontend SDK API takes the session's client token (pbvs_).");
  if (token.startsWith("pbk_")) return new ApiError("invalid_client_token", "Store keys (pbk_) are not accepted here; use the session's client token (pbvs_).");
  return new ApiError("invalid_client_token", "This client token is unknown or its verification has expired.");
}

/**
 * The `client_token` principal of /api/sdk/v1 (runs before routing; the router reads
 * `req.clientToken`, handlers the whole `req.sdkSubject`): `Authorization: Bearer pbvs_...` resolves to the
 * one verification session or reverification request it belongs to, until that object's
 * `expires_at`. No header is missing_client_token; anything else that does not resolve
 * (another kind of key included) is invalid_client_token.
 */
export async function authenticateClientToken(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer (\S+)$/.exec(header.trim()) : null;
  // Failures count per client address like /api/v1's (auth-failures.ts): past the limit, 429 before any lookup.
  const clientIp = clientAddress(req);
  await refuseBlockedAddress(clientIp, "client token");
  if (!match) throw await countFailedAuthentication(clientIp, missingToken(), "client token");
  const token = match[1]!;
  const subject = token.startsWith("pbvs_") ? await resolveClientToken(token) : null;
  if (!subject) throw await countFailedAuthentication(clientIp, refusal(token), "client token");
  req.sdkSubject = subject;
  req.clientToken = { owner: { merchantId: subject.merchantId, mode: subject.mode }, objectId: subject.id };
  assertLiveAccess(subject.mode, subject.liveEnabled);
  next();
}
