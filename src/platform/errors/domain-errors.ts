import type { ContributedErrorCodes } from "./api-error.js";
import { echoed } from "./echo.js";

/**
 * Errors that domain code throws. They say what went wrong in the domain's words; the HTTP edge
 * (src/http/domain-error-codes.ts) maps each to its API error code and status, in one place.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The resources whose absence has its own API code. */
export type ResourceName =
  | "verification_session"
  | "customer"
  | "review"
  | "decision_rule"
  | "reverification_request"
  | "webhook_endpoint"
  | "webhook_delivery"
  | "event"
  | "api_key"
  | "portal_session"
  | "merchant"
  | "member"
  | "invitation"
  | "vic";

const RESOURCE_WORDS: Record<ResourceName, string> = {
  verification_session: "verification session",
  customer: "customer",
  review: "review",
  decision_rule: "decision rule",
  reverification_request: "reverification request",
  webhook_endpoint: "webhook endpoint",
  webhook_delivery: "webhook delivery",
  event: "event",
  api_key: "API key",
  portal_session: "dashboard session",
  merchant: "merchant",
  member: "member",
  invitation: "invitation",
  vic: "VIC",
};

/** A resource a module above this folder declares (a flow's): its words and the code its absence answers with. */
export interface ContributedResource {
  words: string;
  code: keyof ContributedErrorCodes;
}

/** No such object for this owner: another merchant's or the other mode's is the same answer. */
export class NotFound extends DomainError {
  constructor(
    readonly resource: ResourceName | ContributedResource,
    readonly id: string,
    readonly param = "id",
  ) {
    super(`No such ${typeof resource === "string" ? RESOURCE_WORDS[resource] : resource.words}: '${echoed(id)}'`);
  }
}

/** The action is not allowed in the object's current state (cancel a completed session). */
export class InvalidState extends DomainError {}

/** Another dashboard user holds the review (its claim has not lapsed): contract section 22. */
export class AlreadyClaimed extends DomainError {
  constructor(readonly holder: string | null) {
    super(`${holder ?? "Another reviewer"} is working on this review; wait until they release it or their claim lapses.`);
  }
}

/** Input that passed its schema but breaks a domain rule; `param` names the field. */
export class InvalidInput extends DomainError {
  constructor(
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** A webhook URL whose target is not allowed (shape, scheme or address). */
export class UrlRefused extends DomainError {
  constructor(
    message: string,
    readonly param = "url",
  ) {
    super(message);
  }
}

/** Sign-up with an email that already has an account. */
export class EmailTaken extends DomainError {
  constructor() {
    super("An account with this email already exists.");
  }
}

/** Wrong email or password. */
export class InvalidCredentials extends DomainError {
  constructor() {
    super("Incorrect email or password.");
  }
}

/** The user has two-factor authentication on and this needs a (fresh) second factor: a code in `otp`. */
export class TwoFactorRequired extends DomainError {
  constructor(
    message: string,
    readonly param = "otp",
  ) {
    super(message);
  }
}

/** This needs a second factor and the user has none: they must set up two-factor authentication first. */
export class TwoFactorSetupRequired extends DomainError {}

/** A second factor (authenticator code or recovery code) that is wrong, already used or too old. */
export class InvalidOtp extends DomainError {
  constructor(readonly param = "otp") {
    super("That code is not valid: it is wrong, too old, or was already used. Enter the current code from your authenticator app, or an unused recovery code.");
  }
}

/** Too many attempts of something; retry after `retryAfterSeconds` (null: waiting does not help). */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
  }
}

/** Why an end user's verification step (src/flows/) was refused; each has its API code. */
export type FlowRefusalReason =
  | "invalid_phone_number"
  | "phone_number_not_supported"
  | "phone_country_not_allowed"
  | "invalid_email"
  | "invalid_signature"
  | "address_mismatch"
  | "challenge_not_found"
  | "challenge_expired"
  | "incorrect_code"
  | "code_expired"
  // A flow's own refusals, named by the codes it contributes.
  | keyof ContributedErrorCodes;

/** A flow step the end user must redo differently (wrong code, bad signature, ...). */
export class FlowRefused extends DomainError {
  constructor(
    readonly reason: FlowRefusalReason,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** A service we depend on for this answer (the chain's RPC) cannot be reached; retry later. */
export class DependencyUnavailable extends DomainError {}

/** The account's live mode is not enabled (not activated yet, or switched off by operations). */
export class LiveModeNotEnabled extends DomainError {
  constructor() {
    super("Live mode is not enabled for this account. Activate it from the dashboard's billing page (or ask support).");
  }
}

/** Self-serve billing needs a billing provider, and this deployment has none (BILLING_PROVIDER=none). */
export class BillingNotConfigured extends DomainError {
  constructor() {
    super("Billing is not configured on this deployment; live access is enabled by operations.");
  }
}
/** A link's single-use token (an invitation, a password reset) that is unknown, used, revoked, replaced or expired; the message says which. */
export class InvalidToken extends DomainError {
  constructor(
    message: string,
    readonly param = "token",
  ) {
    super(message);
  }
}

/** A count limit is reached: webhook endpoints per account and mode (deleting one frees room), or holder keys per credential'd VIC. */
export class LimitReached extends DomainError {
  constructor(
    message: string,
    readonly limit: "webhook_endpoints" | "holder_keys" = "webhook_endpoints",
  ) {
    super(message);
  }
}

/** Why a credential presentation was refused (contract section 21): `credential_rejected` with this reason. */
export type CredentialRejection = "malformed" | "issuer" | "signature" | "expired" | "holder_binding" | "nonce" | "audience" | "replayed" | "revoked" | "mode";

/** A presentation of a Proofbase credential that does not hold (revoked, expired, replayed, foreign...). */
export class CredentialRejected extends DomainError {
  constructor(
    readonly reason: CredentialRejection,
    message: string,
  ) {
    super(message);
  }
}

/** An upload whose bytes are not the image its Content-Type says. */
export class InvalidImage extends DomainError {}

/** The user's role lacks a permission the action needs (a key's scope beyond its minter's role); `param` names the field. */
export class PermissionMissing extends DomainError {
  constructor(
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}
