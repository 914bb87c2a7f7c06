import { assertLiveAccess } from "../../http/auth/live-access-gate.js";
import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../../platform/errors/api-error.js";
import { unknownOrExpiredClientToken } from "../../http/route.js";
import { clientAddress } from "../../http/client-address.js";
import { resolveClientToken, type SdkSubject } from "../../flows/subject.js";
import { countFailedAuthentication, refuseBlockedAddress } from "../../http/auth/auth-failures.js";
import { rememberResolvedToken, resolvedHereLately, resolvedRecently } from "./recent-client-tokens.js";

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
  return unknownOrExpiredClientToken();
}

/**
 * The `client_token` principal of /api/sdk/v1 (runs before routing; the router reads
 * `req.clientToken`, handlers the whole `req.sdkSubject`): `Authorization: Bearer pbvs_...` resolves to the
 * one verification session or reverification request it belongs to. No header is
 * missing_client_token; anything else that does not resolve (another kind of key included) is
 * invalid_client_token. A token past its object's `expires_at` is marked `expired`: the router
 * refuses it (invalid_client_token) on every route but those declaring `expired: "answered"`.
 */
export async function authenticateClientToken(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer (\S+)$/.exec(header.trim()) : null;
  // Failures count per client address like /api/v1's (auth-failures.ts): past the limit, 429 before
  // any lookup, except for a token that resolved recently (recent-client-tokens.ts). A token this
  // process resolved lately passes either way, so its address's count is not read.
  const clientIp = clientAddress(req);
  if (!(match && resolvedHereLately(match[1]!)))
    await refuseBlockedAddress(clientIp, "client token", async () => match !== null && (await resolvedRecently(match[1]!)));
  if (!match) throw await countFailedAuthentication(clientIp, missingToken(), "client token");
  const token = match[1]!;
  const resolved = token.startsWith("pbvs_") ? await resolveClientToken(token) : null;
  if (!resolved) throw await countFailedAuthentication(clientIp, refusal(token), "client token");
  await rememberResolvedToken(token);
  const { subject, expired } = resolved;
  req.sdkSubject = subject;
  req.clientToken = { owner: { merchantId: subject.merchantId, mode: subject.mode }, objectId: subject.id, expired };
  assertLiveAccess(subject.mode, subject.liveEnabled);
  next();
}
