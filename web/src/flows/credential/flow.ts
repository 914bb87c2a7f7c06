import type { FlowStatus, SdkSession } from "../../sdk/proofbase-verify.js";
import { defineFlow } from "../define.js";

/** Reuse of a credential saved from an earlier verification (docs/credentials.md). */
export interface CredentialFlow {
  type: "credential";
  status: FlowStatus;
}

/** What a presentation of a saved credential must be bound to (`GET /credential/request`). */
export interface CredentialRequest {
  nonce: string;
  aud: string;
  expires_at: string;
  livemode: boolean;
}

/** The completed verification as an SD-JWT VC bound to the device's key (`POST /credential`). */
export interface IssuedCredential {
  object: "credential";
  format: "dc+sd-jwt";
  credential: string;
  livemode: boolean;
}

export const credential = defineFlow<CredentialFlow>()({
  type: "credential",
  methods: (call) => ({
    issueCredential: (holderJwk: JsonWebKey) => call<IssuedCredential>("POST", "/credential", { holder_jwk: holderJwk }),
    requestCredential: () => call<CredentialRequest>("GET", "/credential/request"),
    presentCredential: (presentation: string) => call<SdkSession>("POST", "/credential/present", { presentation }),
  }),
});
