import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { prisma } from "../../platform/db/client.js";
import { markFlowVerified } from "../flow-store.js";
import type { Signals } from "../flow.js";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { useChallenge } from "./challenge-store.js";
import { passkeyOwner } from "./passkey-options.js";
import { failureOf, passkeyFailed } from "./passkey-failure.js";
import { passkeyByCredential, recordPasskeyUse, registerPasskey } from "./passkey-store.js";
import { relyingParty } from "./relying-party.js";
import { webauthnModule } from "./webauthn-module.js";

/** The browser's answer to `navigator.credentials.create()` or `.get()`, as JSON. */
export type PasskeyResponse = RegistrationResponseJSON | AuthenticationResponseJSON;

/** The challenge the answer signed over, read from its clientDataJSON (checked again by the library). */
function answeredChallenge(response: PasskeyResponse): string {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8"));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    if (typeof challenge === "string" && challenge.length > 0) return challenge;
  } catch {
    // refused below
  }
  throw passkeyFailed("malformed", "the answer's clientDataJSON has no challenge.");
}

const isRegistration = (response: PasskeyResponse): response is RegistrationResponseJSON => "attestationObject" in response.response;

/**
 * `POST /passkey/verify`: uses up the answered challenge (once, this object's, 5 minutes), checks
 * the answer for the ceremony the challenge was issued for (origin and RP ID of PUBLIC_URL, user
 * verification, the signature and counter when authenticating), registers or records the use of
 * the passkey and marks the flow verified with its signals, in one transaction.
 */
export async function verifyPasskey(subject: SdkSubject, response: PasskeyResponse): Promise<SdkSubject> {
  assertWritable(subject);
  assertFlowRequested(subject, "passkey");
  const address = passkeyOwner(subject);
  const challenge = answeredChallenge(response);
  const used = await useChallenge(subject, challenge);
  if (used.use === "used") throw passkeyFailed("challenge_used", "this challenge was already answered; ask for new options.");
  if (used.use === "unknown") throw passkeyFailed("challenge_expired", "this verification issued no such challenge, or it has expired; ask for new options.");
  if ((used.ceremony === "registration") !== isRegistration(response))
    throw passkeyFailed("wrong_ceremony", `the challenge was issued for ${used.ceremony}, and the answer is not one.`);
  const rp = relyingParty();
  const { verifyAuthenticationResponse, verifyRegistrationResponse } = await webauthnModule();
  const expected = { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true };

  if (isRegistration(response)) {
    const result = await verifyRegistrationResponse({ response, ...expected }).catch((error: unknown) => {
      throw failureOf(error);
    });
    if (!result.verified) throw passkeyFailed("bad_signature", "the attestation does not hold.");
    const { credential, userVerified, credentialBackedUp, credentialDeviceType } = result.registrationInfo;
    await prisma.$transaction(async (tx) => {
      await registerPasskey(tx, subject, address, {
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
        deviceType: credentialDeviceType,
      });
      // Already registered to another customer, the insert above did nothing: the credential stays theirs.
      const holder = await passkeyByCredential(tx, subject, credential.id);
      const reused = holder !== null && holder.customerAddress !== address;
      await markFlowVerified(tx, subject, "passkey", { signals: passkeySignals(userVerified, credentialBackedUp, reused) });
    });
    return subject;
  }

  const passkey = await passkeyByCredential(prisma, subject, response.id);
  if (!passkey) throw passkeyFailed("unknown_credential", "no passkey with this credential is registered here.");
  const result = await verifyAuthenticationResponse({
    response,
    ...expected,
    credential: { id: passkey.credentialId, publicKey: Uint8Array.from(passkey.publicKey), counter: Number(passkey.counter), transports: passkey.transports },
  }).catch((error: unknown) => {
    throw failureOf(error);
  });
  if (!result.verified) throw passkeyFailed("bad_signature", "the signature does not match the registered passkey.");
  const { newCounter, userVerified, credentialBackedUp } = result.authenticationInfo;
  await prisma.$transaction(async (tx) => {
    await recordPasskeyUse(tx, passkey.id, newCounter, credentialBackedUp);
    await markFlowVerified(tx, subject, "passkey", { signals: passkeySignals(userVerified, credentialBackedUp, passkey.customerAddress !== address) });
  });
  return subject;
}

/** What the ceremony tells the merchant's rules. */
function passkeySignals(userVerified: boolean, backedUp: boolean, reused: boolean): Signals {
  return { passkey_user_verified: userVerified, passkey_backed_up: backedUp, passkey_reused: reused };
}
