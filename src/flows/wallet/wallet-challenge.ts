import { z } from "zod";
import { config } from "../../platform/config.js";
import { InvalidState } from "../../platform/errors/domain-errors.js";
import { recordChallenge } from "./challenge-store.js";
import { viemModules } from "./viem-modules.js";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { assertWalletAllowed } from "./wallet-rules.js";

export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** The challenge's chain when neither the request nor CHAIN_ID names one: Ethereum mainnet. */
export const DEFAULT_SIWE_CHAIN_ID = 1;

export const walletChallengeBody = z.strictObject({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be 0x followed by 40 hexadecimal characters"),
  chain_id: z.number().int().min(1).max(2 ** 53 - 1).optional(),
});

/** What the challenge is issued for: the SIWE fields a signed message must repeat. */
export function siweOrigin() {
  const url = new URL(config.PUBLIC_URL);
  return { domain: url.host, uri: config.PUBLIC_URL };
}

export const subjectResource = (subject: Pick<SdkSubject, "id">) => `urn:proofbase:${subject.id}`;

/** A SIWE statement is one line of printable ASCII; merchant names are free text. */
function statementFor(subject: SdkSubject): string {
  const name = subject.merchantName.replace(/[^\x20-\x7E]+/g, " ").replace(/\s+/g, " ").trim() || "the merchant";
  return `Prove to ${name} that you control this wallet. Signing costs nothing and sends no transaction.`;
}

/**
 * Issues an EIP-4361 (Sign-In with Ethereum) message for the end user's wallet to sign, with a
 * single-use nonce tied to the token's object that expires in 10 minutes.
 */
export async function createWalletChallenge(subject: SdkSubject, body: z.output<typeof walletChallengeBody>) {
  assertWritable(subject);
  assertFlowRequested(subject, "wallet");
  const address = body.address.toLowerCase();
  assertWalletAllowed(subject, address);
  const [{ getAddress }, { createSiweMessage, generateSiweNonce }] = await viemModules();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  const nonce = generateSiweNonce();
  const chainId = body.chain_id ?? config.CHAIN_ID ?? DEFAULT_SIWE_CHAIN_ID;
  const message = createSiweMessage({
    ...siweOrigin(),
    address: getAddress(address),
    chainId,
    version: "1",
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
    statement: statementFor(subject),
    resources: [subjectResource(subject)],
  });
  if (!(await recordChallenge(subject, { nonce, address, chainId, message, expiresAt, createdAt: now })))
    throw new InvalidState("The wallet of this verification is already verified.");
  return { message, nonce, expires_at: expiresAt.toISOString() };
}
