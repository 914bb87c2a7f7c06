import { encodeAbiParameters, encodePacked, keccak256, stringToBytes, zeroAddress, type Hex } from "viem";

/** The EAS schema of a VIC (contract section 8): no personal data, only the VIC's hash and tier. */
export const VIC_SCHEMA = "bytes32 vicHash,string tier";
export const VIC_SCHEMA_RESOLVER = zeroAddress;
export const VIC_SCHEMA_REVOCABLE = true;

/** The schema's UID as SchemaRegistry computes it: keccak256(abi.encodePacked(schema, resolver, revocable)). */
export const VIC_SCHEMA_UID: Hex = keccak256(
  encodePacked(["string", "address", "bool"], [VIC_SCHEMA, VIC_SCHEMA_RESOLVER, VIC_SCHEMA_REVOCABLE]),
);

/** `vicHash` = keccak256 of the VIC id's UTF-8 bytes. */
export function vicHash(vicId: string): Hex {
  return keccak256(stringToBytes(vicId));
}

export function encodeVicData(vicId: string, tier: string): Hex {
  return encodeAbiParameters([{ type: "bytes32" }, { type: "string" }], [vicHash(vicId), tier]);
}
