import { z } from "zod";
import { livemode, timestamp } from "../http/common-schemas.js";

const flowStatus = z.enum(["pending", "verified"]);

export const sdkSessionObject = z
  .object({
    object: z.literal("sdk_session"),
    id: z.string().meta({ description: "The verification session (`vs_`) or reverification request (`rvr_`)." }),
    kind: z.enum(["verification_session", "reverification_request"]),
    status: z.string().meta({ description: "The object's status (created, processing, completed, ... or pending, submitted, ...)." }),
    livemode,
    expires_at: timestamp,
    merchant: z.object({ name: z.string() }),
    return_url: z.string().nullable(),
    flows: z.array(
      z.discriminatedUnion("type", [
        z.object({ type: z.literal("wallet"), status: flowStatus, address: z.string().nullable() }),
        z.object({
          type: z.literal("phone"),
          status: flowStatus,
          phone_number_masked: z.string().nullable(),
          error: z.object({ code: z.string(), message: z.string() }).nullable().meta({ description: "Set when the last text message could not be sent." }),
        }),
      ]),
    ),
  })
  .meta({ id: "SdkSession", description: "The end user's view of what they are verifying." });

export const walletChallengeObject = z
  .object({
    message: z.string().meta({ description: "The EIP-4361 (Sign-In with Ethereum) message to sign with personal_sign." }),
    nonce: z.string(),
    expires_at: timestamp,
    livemode,
  })
  .meta({ id: "WalletChallenge" });

export const codeSentObject = z
  .object({ phone_number_masked: z.string(), expires_at: timestamp, resend_available_at: timestamp, livemode })
  .meta({ id: "PhoneCodeSent" });
