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

/**
 * The start of a wallet address, for search: `0x` and 4 to 40 hexadecimal characters (shorter
 * prefixes match too many customers to be a search), in its lower-case form.
 */
export const addressPrefixSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{4,40}$/, "must be the start of a wallet address: 0x followed by 4 to 40 hexadecimal characters")
  .transform((prefix) => prefix.toLowerCase())
  .meta({ description: "The start of a wallet address: 0x followed by 4 to 40 hexadecimal characters (any case).", example: "0x5290" });

/**
 * The addresses starting with `prefix` as a range on the column, which any btree index on it
 * serves: a lower-case hex address after the prefix goes on with 0-9 or a-f, all below `g` in
 * every collation (LIKE would need the C collation or a pattern opclass).
 */
export function addressPrefixRange(prefix: string): { gte: string; lt: string } {
  return { gte: prefix, lt: `${prefix}g` };
}
