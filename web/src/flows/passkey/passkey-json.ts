// WebAuthn's options and credentials travel as JSON with base64url byte strings; the browser's
// calls take and give ArrayBuffers. (PublicKeyCredential.parseCreationOptionsFromJSON and
// credential.toJSON() do this where they exist; not every browser has them yet.)

const toBytes = (value: string): ArrayBuffer => {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(value.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
};
const toText = (buffer: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

type Descriptor = { id: string; type: string; transports?: string[] };
const descriptors = (list: unknown) => ((list as Descriptor[] | undefined) ?? []).map((d) => ({ ...d, id: toBytes(d.id) }) as PublicKeyCredentialDescriptor);

/** PublicKeyCredentialCreationOptionsJSON -> what navigator.credentials.create() takes. */
export function creationOptions(json: Record<string, unknown>): PublicKeyCredentialCreationOptions {
  const user = json.user as { id: string; name: string; displayName: string };
  return {
    ...(json as unknown as PublicKeyCredentialCreationOptions),
    challenge: toBytes(json.challenge as string),
    user: { ...user, id: toBytes(user.id) },
    excludeCredentials: descriptors(json.excludeCredentials),
  };
}

/** PublicKeyCredentialRequestOptionsJSON -> what navigator.credentials.get() takes. */
export function requestOptions(json: Record<string, unknown>): PublicKeyCredentialRequestOptions {
  return { ...(json as unknown as PublicKeyCredentialRequestOptions), challenge: toBytes(json.challenge as string), allowCredentials: descriptors(json.allowCredentials) };
}

/** The credential as RegistrationResponseJSON / AuthenticationResponseJSON. */
export function credentialJson(credential: PublicKeyCredential): Record<string, unknown> {
  const r = credential.response;
  const response: Record<string, unknown> = { clientDataJSON: toText(r.clientDataJSON) };
  if ("attestationObject" in r) {
    const attestation = r as AuthenticatorAttestationResponse;
    response.attestationObject = toText(attestation.attestationObject);
    response.transports = attestation.getTransports?.() ?? [];
  } else {
    const assertion = r as AuthenticatorAssertionResponse;
    response.authenticatorData = toText(assertion.authenticatorData);
    response.signature = toText(assertion.signature);
    if (assertion.userHandle) response.userHandle = toText(assertion.userHandle);
  }
  return {
    id: credential.id,
    rawId: toText(credential.rawId),
    type: credential.type,
    response,
    clientExtensionResults: credential.getClientExtensionResults(),
    ...(credential.authenticatorAttachment ? { authenticatorAttachment: credential.authenticatorAttachment } : {}),
  };
}
