import { z } from "zod";

// Spelled without the `i` flag: the OpenAPI document carries the pattern, and JSON Schema patterns have no flags.
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const MESSAGE = "must be a wallet address: 0x followed by 40 hexadecimal characters";

/** A wallet address (`0x` + 40 hex, any case) in its stored, lower-case form. */
export const walletAddressSchema = z
  .string()
  .regex(ADDRESS, MESSAGE)
  .transform((address) => address.toLowerCase())
  .meta({ description: "A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case).", example: "0x52908400098527886e0f7030069857d2e4169ee7" });
