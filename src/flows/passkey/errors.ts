import type { ContributedErrorCodeSpec } from "../../platform/errors/api-error.js";
import type { ContributedResource } from "../../platform/errors/domain-errors.js";

/** The passkey flow's error codes: the flow registry adds them to the catalog (src/platform/errors/api-error.ts). */
export const passkeyErrors = {
  // A ceremony's answer that does not hold; the message starts with the reason (passkey-failure.ts).
  passkey_verification_failed: { status: 400, type: "invalid_request_error" },
  passkey_not_found: { status: 404, type: "invalid_request_error", after: "vic_not_found" },
} as const satisfies Record<string, ContributedErrorCodeSpec>;

declare module "../../platform/errors/api-error.js" {
  interface ContributedErrorCodes extends Record<keyof typeof passkeyErrors, true> {}
}

/** A customer's passkey, as a 404 names it (`No such passkey: '...'`). */
export const passkeyResource: ContributedResource = { words: "passkey", code: "passkey_not_found" };

/** Every passkey id starts with it (`pk_...`). */
export const PASSKEY_ID_PREFIX = "pk";
