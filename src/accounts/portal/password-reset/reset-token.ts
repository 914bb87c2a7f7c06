import { sha256Hex } from "../../../http/auth/api-key-format.js";
import { randomToken } from "../../../platform/ids.js";

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60_000;

export const newResetToken = () => randomToken(43);
export const resetTokenHash = (token: string) => sha256Hex(token);
