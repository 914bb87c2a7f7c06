import type { FlowStatus, SdkSession } from "../../sdk/proofbase-verify.js";
import { defineFlow } from "../define.js";
import type { messages } from "./messages-en.js";

/** A passkey (WebAuthn): registered for the customer, or used again when it already has one (reverification). */
export interface PasskeyFlow {
  type: "passkey";
  status: FlowStatus;
  ceremony: PasskeyCeremony;
}

export type PasskeyCeremony = "registration" | "authentication";

/** A WebAuthn ceremony to run (`POST /passkey/options`): `options` is WebAuthn's creation (registration) or request (authentication) options as JSON. */
export interface PasskeyOptions {
  object: "passkey_options";
  ceremony: PasskeyCeremony;
  options: Record<string, unknown>;
}

export const passkey = defineFlow<PasskeyFlow, typeof messages>()({
  type: "passkey",
  methods: (call) => ({
    passkeyOptions: () => call<PasskeyOptions>("POST", "/passkey/options"),
    /** `response`: the credential `navigator.credentials.create()` / `.get()` returned, as JSON (RegistrationResponseJSON / AuthenticationResponseJSON). */
    verifyPasskey: (response: Record<string, unknown>) => call<SdkSession>("POST", "/passkey/verify", { response }),
  }),
});
