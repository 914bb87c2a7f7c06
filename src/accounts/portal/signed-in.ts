import type { Request, Response } from "express";
import { clientAddress } from "../../http/client-address.js";
import { describeAccount } from "./accounts.js";
import { setSessionCookie } from "./cookies.js";
import { openPortalSession } from "./portal-sessions.js";

/**
 * Opens a session for `userId` (cookie set on `res`, the address and browser recorded for the
 * sessions list) and describes the account, with its CSRF token. `secondFactor`: the sign-in
 * proved one (it counts as a fresh step-up for minting live keys).
 */
export async function signedIn(req: Request, res: Response, userId: string, options: { secondFactor?: boolean } = {}) {
  const opened = await openPortalSession(userId, { ip: clientAddress(req), userAgent: req.get("user-agent"), secondFactor: options.secondFactor });
  setSessionCookie(res, opened.token);
  return { ...(await describeAccount(userId)), csrf_token: opened.csrfToken };
}
