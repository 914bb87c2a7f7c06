import { z } from "zod";

/** The `onchain` field of a VIC (contract section 8); null in test mode. */
export const onchainObject = z
  .object({
    status: z.enum(["pending", "confirmed", "revoked", "failed"]),
    chain_id: z.number().int().nullable().meta({ description: "The EVM chain id it is attested on." }),
    attestation_uid: z.string().nullable().meta({ description: "The EAS attestation UID, once confirmed." }),
    tx_hash: z.string().nullable(),
    block_number: z.number().int().nullable(),
    failure_reason: z.string().optional().meta({ description: "Only when `failed`." }),
  })
  .meta({
    id: "VicOnchain",
    description: "The VIC's attestation through the Ethereum Attestation Service (live mode). See docs/onchain.md.",
  });

export type PresentedOnchain = z.input<typeof onchainObject>;
