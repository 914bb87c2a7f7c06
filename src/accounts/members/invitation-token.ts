import { sha256Hex } from "../../http/auth/api-key-format.js";
import { seal } from "../../platform/crypto/sealed-box.js";
import { randomToken } from "../../platform/ids.js";

/**
 * An invitation link's single-use token: 43 base62 characters (about 256 bits). Postgres keeps
 * its SHA-256 to find the invitation, and the token itself sealed only until the email is sent.
 */
export function newInvitationToken(): { token: string; hash: string; sealed: string } {
  const token = randomToken(43);
  return { token, hash: hashInvitationToken(token), sealed: seal("invitation-tokens", token) };
}

export const hashInvitationToken = (token: string): string => sha256Hex(token);
