import type { Hex } from "viem";
import type { parseSiweMessage } from "viem/siwe";
import { z } from "zod";
import { claimChallenge, claimChallengeStatement, claimedChallenge, type ClaimedChallenge, type ClaimedChallengeRow } from "./challenge-store.js";
import { FlowRefused, InvalidInput, InvalidState } from "../../platform/errors/domain-errors.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { SdkSubject } from "../subject.js";
import type { SdkSurface } from "../sdk-route.js";
import { siweOrigin, subjectResource } from "./wallet-challenge.js";
import { walletRefusal } from "./wallet-rules.js";
import { viemModules } from "./viem-modules.js";
import { isEoaSignature, verifyWalletSignature, type WalletType } from "./wallet-signature.js";
import { assertFlowRequested, assertWritable } from "../writable.js";

export const walletVerifyBody = z.strictObject({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, "must be a 0x-prefixed hexadecimal signature").max(20_000),
});

type SiweFields = ReturnType<typeof parseSiweMessage>;

const badMessage = (why: string) => new InvalidInput(`Invalid message: ${why}`, "message");
const alreadyVerified = () => new InvalidState("The wallet of this verification is already verified.");

/**
 * What refuses a signed message before its signature is looked at, in the contract's order: its
 * nonce is not an outstanding challenge of this object, the challenge expired, the message does
 * not name this service, the challenge's chain or this object, the wallet may not sign for the
 * object, or the message is not the one issued. Null when nothing does.
 */
function challengeRefusal(subject: SdkSubject, parsed: SiweFields, address: string, message: string, challenge: ClaimedChallenge | null, now: Date): Error | null {
  if (!challenge) return new FlowRefused("challenge_not_found", "This message's nonce is not an outstanding challenge of this verification. Ask for a new challenge.");
  if (challenge.expiresAt <= now) return new FlowRefused("challenge_expired", "This challenge expired. Ask for a new challenge and sign it.");
  const origin = siweOrigin();
  if (parsed.domain !== origin.domain) return badMessage(`the domain must be ${origin.domain}.`);
  if (parsed.uri !== origin.uri) return badMessage(`the URI must be ${origin.uri}.`);
  if (parsed.chainId !== challenge.chainId) return badMessage(`the chain ID must be ${challenge.chainId}.`);
  if (parsed.resources?.length !== 1 || parsed.resources[0] !== subjectResource(subject)) return badMessage(`the resources must be exactly ${subjectResource(subject)}.`);
  return walletRefusal(subject, address) ?? (address !== challenge.address || message !== challenge.message ? badMessage("it differs from the challenge that was issued.") : null);
}

/**
 * Checks a signed challenge, in the contract's order: the message parses, its nonce is an
 * outstanding challenge of this object (claimed here, so it is single use), it has not expired,
 * it repeats what was issued, and the signature is the address's. Then the wallet flow is
 * verified and the address becomes the session's customer_address. Returns the object as it now
 * is, which the SDK route completes when no other flow is pending (src/sessions/sdk/complete-object.ts).
 *
 * The usual case, an ordinary wallet's good signature of a message that names this service and
 * object, is one statement: the signature is checked offline first, then the challenge is claimed
 * and the flow verified together, the flow only when the claimed challenge is the message's
 * (markAddressVerified's proof). Anything else takes the checks one at a time, as the contract
 * orders them; both ways claim the challenge and answer the same.
 */
export async function verifyWallet(subject: SdkSubject, body: z.output<typeof walletVerifyBody>, sdk: Pick<SdkSurface, "markAddressVerified">) {
  assertWritable(subject);
  assertFlowRequested(subject, "wallet");
  const [, { parseSiweMessage }] = await viemModules();
  const parsed = parseSiweMessage(body.message);
  if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri || !parsed.chainId || parsed.version !== "1")
    throw badMessage("it is not a Sign-In with Ethereum (EIP-4361) message.");

  const now = new Date();
  const address = parsed.address.toLowerCase();
  const signature = body.signature as Hex;
  const signals = (walletType: WalletType) => ({ wallet_address: address, wallet_type: walletType });
  const verified = { ...subject, customerAddress: subject.customerAddress ?? address };

  // Refused by nothing a challenge that repeats the message would pass: only the claimed one's fields can refuse it.
  const asIssued: ClaimedChallenge = { address, chainId: parsed.chainId, message: body.message, expiresAt: new Date(8.64e15) };
  const eoa = challengeRefusal(subject, parsed, address, body.message, asIssued, now) ? undefined : await isEoaSignature(parsed.address, body.message, signature);
  if (eoa) {
    const claimed = await sdk.markAddressVerified<ClaimedChallengeRow>(subject, "wallet", address, signals("eoa"), {
      cte: claimChallengeStatement(subject, parsed.nonce),
      passes: Prisma.sql`expires_at > ${now} AND chain_id = ${parsed.chainId} AND address = ${address} AND message = ${body.message}`,
    });
    const refusal = challengeRefusal(subject, parsed, address, body.message, claimed && claimedChallenge(claimed), now);
    if (refusal) throw refusal;
    if (!claimed!.verified) throw alreadyVerified();
    return verified;
  }

  const refusal = challengeRefusal(subject, parsed, address, body.message, await claimChallenge(subject, parsed.nonce), now);
  if (refusal) throw refusal;
  const walletType = await verifyWalletSignature(parsed.address, body.message, signature, eoa);
  if (!walletType) throw new FlowRefused("invalid_signature", "The signature was not made by this message's address.", "signature");
  if (!(await sdk.markAddressVerified(subject, "wallet", address, signals(walletType)))?.verified) throw alreadyVerified();
  return verified;
}
