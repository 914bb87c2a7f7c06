import { sha256Hex } from "../http/auth/api-key-format.js";
import { randomToken } from "../platform/ids.js";

/** A frontend SDK token (`pbvs_`); only its SHA-256 is stored. */
export function mintClientToken(): { token: string; hash: string } {
  const token = `pbvs_${randomToken(40)}`;
  return { token, hash: sha256Hex(token) };
}
