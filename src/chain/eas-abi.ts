import { parseAbi } from "viem";
import easArtifact from "./artifacts/EAS.json" with { type: "json" };
import registryArtifact from "./artifacts/SchemaRegistry.json" with { type: "json" };

/**
 * The parts of EAS and its SchemaRegistry (eas-contracts 1.9.0, artifacts in ./artifacts, MIT)
 * that the service calls, typed for viem. Custom errors are listed so reverts decode by name.
 */
const errors = [
  "error AccessDenied()",
  "error AlreadyRevoked()",
  "error AlreadyExists()",
  "error InsufficientValue()",
  "error InvalidAttestation()",
  "error InvalidAttestations()",
  "error InvalidExpirationTime()",
  "error InvalidLength()",
  "error InvalidRegistry()",
  "error InvalidRevocation()",
  "error InvalidRevocations()",
  "error InvalidSchema()",
  "error Irrevocable()",
  "error NotFound()",
  "error NotPayable()",
  "error WrongSchema()",
] as const;

export const easAbi = parseAbi([
  "struct AttestationRequestData { address recipient; uint64 expirationTime; bool revocable; bytes32 refUID; bytes data; uint256 value; }",
  "struct MultiAttestationRequest { bytes32 schema; AttestationRequestData[] data; }",
  "struct RevocationRequestData { bytes32 uid; uint256 value; }",
  "struct MultiRevocationRequest { bytes32 schema; RevocationRequestData[] data; }",
  "struct Attestation { bytes32 uid; bytes32 schema; uint64 time; uint64 expirationTime; uint64 revocationTime; bytes32 refUID; address recipient; address attester; bool revocable; bytes data; }",
  "constructor(address registry)",
  "function multiAttest(MultiAttestationRequest[] multiRequests) payable returns (bytes32[])",
  "function multiRevoke(MultiRevocationRequest[] multiRequests) payable",
  "function getAttestation(bytes32 uid) view returns (Attestation)",
  "function isAttestationValid(bytes32 uid) view returns (bool)",
  "function getSchemaRegistry() view returns (address)",
  "event Attested(address indexed recipient, address indexed attester, bytes32 uid, bytes32 indexed schemaUID)",
  "event Revoked(address indexed recipient, address indexed attester, bytes32 uid, bytes32 indexed schemaUID)",
  ...errors,
]);

export const schemaRegistryAbi = parseAbi([
  "struct SchemaRecord { bytes32 uid; address resolver; bool revocable; string schema; }",
  "function register(string schema, address resolver, bool revocable) returns (bytes32)",
  "function getSchema(bytes32 uid) view returns (SchemaRecord)",
  "event Registered(bytes32 indexed uid, address indexed registerer, SchemaRecord schema)",
  ...errors,
]);

export const easBytecode = easArtifact.bytecode as `0x${string}`;
export const schemaRegistryBytecode = registryArtifact.bytecode as `0x${string}`;
