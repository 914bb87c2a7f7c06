import type { Response } from "express";
import { describeAccount } from "./accounts.js";
import { setSessionCookie } from "./cookies.js";
import { openPortalSession } from "./portal-sessions.js";

/** Opens a session for `userId` (cookie set on `res`) and describes the account, with its CSRF token. */
export async function signedIn(res: Response, userId: string) {
  const opened = await openPortalSession(userId);
  setSessionCookie(res, opened.token);
  return { ...(await describeAccount(userId)), csrf_token: opened.csrfToken };
}
