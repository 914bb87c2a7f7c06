import { z } from "zod";
import { onchainObject } from "../chain/onchain-schema.js";
import { walletAddressSchema } from "../customers/address.js";
import { livemode, timestamp } from "../http/common-schemas.js";
import { redactionObject } from "../customers/redaction-schema.js";
import { FLOWS, flowSchema, flowsSchema } from "./flows.js";
import { SESSION_STATUSES } from "./state-machine.js";

/** `interactive`: nothing is applied automatically; the end user goes through the flows as in live mode. */
export const TEST_OUTCOMES = ["approved", "declined", "review", "abandoned", "interactive"] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];
/** The test outcomes the sandbox applies by itself, SANDBOX_DELAY_MS after creation. */
export const SANDBOX_OUTCOMES = ["approved", "declined", "review"] as const satisfies readonly TestOutcome[];
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export function appliedBySandbox(outcome: string | null): outcome is SandboxOutcome {
  return (SANDBOX_OUTCOMES as readonly string[]).includes(outcome ?? "");
}

const MAX_METADATA_KEYS = 20;

export const metadataSchema = z
  .record(
    z.string().min(1, "metadata keys must not be empty").max(40, "metadata keys are at most 40 characters"),
    z.string().max(500, "metadata values are at most 500 characters"),
  )
  .refine((map) => Object.keys(map).length <= MAX_METADATA_KEYS, { message: `at most ${MAX_METADATA_KEYS} metadata keys` })
  .meta({ description: `Your own key-value strings, at most ${MAX_METADATA_KEYS} keys.` });

/** POST /v1/verification-sessions body. Whether test_outcome is allowed depends on the key's mode. */
export const createSessionBody = z
  .strictObject({
    flows: flowsSchema,
    test_outcome: z
      .enum(TEST_OUTCOMES)
      .optional()
      .meta({ description: "Test keys only: the outcome the sandbox applies (default approved); `interactive` waits for the end user like a live session." }),
    customer_address: walletAddressSchema.nullable().optional(),
    metadata: metadataSchema.optional(),
    return_url: z
      .string()
      .max(2048, "must be at most 2048 characters")
      .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", "must be an https URL")
      // Credentials in a URL end up in the end user's address bar and history.
      .refine((value) => !URL.canParse(value) || (new URL(value).username === "" && new URL(value).password === ""), "must not contain credentials (user:password@)")
      // Stored (and answered) the way the browser will request it.
      .transform((value) => new URL(value).href)
      .meta({ type: "string", format: "uri" })
      .nullable()
      .optional()
      .meta({ description: "Where the hosted verification page sends the end user when done (https, without credentials); stored normalised (`new URL().href`)." }),
  })
  .meta({ id: "CreateVerificationSession" });

export type CreateSessionBody = z.output<typeof createSessionBody>;

/** A VIC's status (its owner: VicLifecycle, src/credentials/vic-lifecycle.ts). */
export const VIC_STATUSES = ["active", "revoked", "expired"] as const;
export type VicStatus = (typeof VIC_STATUSES)[number];

export const vicObject = z
  .object({
    id: z.string().startsWith("vic_"),
    object: z.literal("vic"),
    verification_session: z.string(),
    customer_address: z.string().nullable(),
    tier: z.string(),
    flows: z.array(flowSchema),
    status: z.enum(VIC_STATUSES).meta({ description: "`active` until revoked (`POST /v1/vics/{id}/revoke`) or expired (at `expires_at`); both are final." }),
    issued_at: timestamp,
    expires_at: timestamp,
    revoked_at: timestamp.nullable(),
    revocation_reason: z.string().nullable().meta({ description: "The `reason` given when it was revoked." }),
    onchain: onchainObject.nullable().meta({ description: "Its on-chain attestation; null in test mode." }),
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "Vic", description: "A verification credential, minted when a session completes." });

export const sessionObject = z
  .object({
    id: z.string().startsWith("vs_"),
    object: z.literal("verification_session"),
    status: z.enum(SESSION_STATUSES),
    flows: z.array(z.enum(FLOWS)),
    customer_address: z.string().nullable(),
    client_token: z.string().startsWith("pbvs_").nullable().meta({ description: "For the frontend SDK; present only in the create response." }),
    url: z.string().nullable().meta({ description: "The hosted verification page, `{PUBLIC_URL}/verify#token=pbvs_...`; present only in the create response." }),
    return_url: z.string().nullable(),
    test_outcome: z.enum(TEST_OUTCOMES).nullable(),
    vic: vicObject.nullable(),
    expires_at: timestamp,
    completed_at: timestamp.nullable(),
    canceled_at: timestamp.nullable(),
    last_error: z.object({ code: z.string(), message: z.string() }).nullable(),
    metadata: z.record(z.string(), z.string()),
    redaction: redactionObject,
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "VerificationSession" });

export type SessionObject = z.input<typeof sessionObject>;
export type VicObject = z.input<typeof vicObject>;
