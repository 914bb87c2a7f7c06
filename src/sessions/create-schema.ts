import { z } from "zod";

export const FLOWS = ["wallet", "phone"] as const;
export const TEST_OUTCOMES = ["approved", "declined", "review", "abandoned"] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

const MAX_METADATA_KEYS = 20;

const metadataSchema = z
  .record(z.string().min(1, "metadata keys must not be empty").max(40, "metadata keys are at most 40 characters"), z.string().max(500, "metadata values are at most 500 characters"))
  .refine((map) => Object.keys(map).length <= MAX_METADATA_KEYS, { message: `at most ${MAX_METADATA_KEYS} metadata keys` });

/** POST /v1/verification-sessions body. Whether test_outcome is allowed depends on the key's mode. */
export const createSessionBody = z.strictObject({
  flows: z
    .array(z.enum(FLOWS))
    .min(1, "at least one flow is required")
    .refine((flows) => new Set(flows).size === flows.length, { message: "flows must not repeat" }),
  test_outcome: z.enum(TEST_OUTCOMES).optional(),
  customer_address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "must be 0x followed by 40 hexadecimal characters")
    .transform((address) => address.toLowerCase())
    .nullable()
    .optional(),
  metadata: metadataSchema.optional(),
});

export type CreateSessionBody = z.output<typeof createSessionBody>;
