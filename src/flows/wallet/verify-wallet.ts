import type { Hex } from "viem";
import { z } from "zod";
import { claimChallenge } from "./challenge-store.js";
import { FlowRefused, InvalidInput, InvalidState } from "../../errors/domain-errors.js";
import type { SdkSubject } from "../subject.js";
import type { SdkSurface } from "../sdk-route.js";
import { siweOrigin, subjectResource } from "./wallet-challenge.js";
import { assertWalletAllowed } from "./wallet-rules.js";
import { viemModules } from "./viem-modules.js";
import { verifyWalletSignature } from "./wallet-signature.js";
import { assertFlowRequested, assertWritable } from "../writable.js";

export const walletVerifyBody = z.strictObject({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, "must be a 0x-prefixed hexadecimal signature").max(20_000),
});

const badMessage = (why: string) => new InvalidInput(`Invalid message: ${why}`, "message");

/**
 * Checks a signed challenge, in the contract's order: the message parses, its nonce is an
 * outstanding challenge of this object (claimed here, so it is single use), it has not expired,
 * it repeats what was issued, and the signature is the address's. Then the wallet flow is
 * verified and the address becomes the session's customer_address. Returns the object as it now
 * is, which the SDK route completes when no other flow is pending (src/sdk/complete-object.ts).
 */
export async function verifyWallet(subject: SdkSubject, body: z.output<typeof walletVerifyBody>, sdk: Pick<SdkSurface, "markAddressVerified">) {
  assertWritable(subject);
  assertFlowRequested(subject, "wallet");
  const [, { parseSiweMessage }] = await viemModules();
  const parsed = parseSiweMessage(body.message);
  if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri || !parsed.chainId || parsed.version !== "1")
    throw badMessage("it is not a Sign-In with Ethereum (EIP-4361) message.");

  const now = new Date();
  const challenge = await claimChallenge(subject, parsed.nonce);
  if (!challenge) throw new FlowRefused("challenge_not_found", "This message's nonce is not an outstanding challenge of this verification. Ask for a new challenge.");
  if (challenge.expiresAt <= now) throw new FlowRefused("challenge_expired", "This challenge expired. Ask for a new challenge and sign it.");

  const origin = siweOrigin();
  if (parsed.domain !== origin.domain) throw badMessage(`the domain must be ${origin.domain}.`);
  if (parsed.uri !== origin.uri) throw badMessage(`the URI must be ${origin.uri}.`);
  if (parsed.chainId !== challenge.chainId) throw badMessage(`the chain ID must be ${challenge.chainId}.`);
  if (parsed.resources?.length !== 1 || parsed.resources[0] !== subjectResource(subject)) throw badMessage(`the resources must be exactly ${subjectResource(subject)}.`);
  const address = parsed.address.toLowerCase();
  assertWalletAllowed(subject, address);
  if (address !== challenge.address || body.message !== challenge.message) throw badMessage("it differs from the challenge that was issued.");

  const walletType = await verifyWalletSignature(parsed.address, body.message, body.signature as Hex);
  if (!walletType) throw new FlowRefused("invalid_signature", "The signature was not made by this message's address.", "signature");

  if (!(await sdk.markAddressVerified(subject, "wallet", address, { wallet_address: address, wallet_type: walletType })))
    throw new InvalidState("The wallet of this verification is already verified.");
  return { ...subject, customerAddress: subject.customerAddress ?? address };
}
