import { ApiError } from "../errors/api-error.js";

const ADDRESS = /^0x[0-9a-f]{40}$/i;

/** A wallet address (`0x` + 40 hex, any case) in its stored, lower-case form; else 400 naming `param`. */
export function parseAddress(raw: unknown, param = "address"): string {
  if (typeof raw !== "string" || !ADDRESS.test(raw)) {
    throw new ApiError("invalid_request", `${param} must be a wallet address: 0x followed by 40 hexadecimal characters.`, param);
  }
  return raw.toLowerCase();
}
