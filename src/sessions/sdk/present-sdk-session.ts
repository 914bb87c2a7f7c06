import { flowNamed, type SdkFlowEntry } from "../../flows/registry.js";
import type { SdkState } from "./complete-object.js";
import { presentMerchant } from "./present-merchant.js";

/** The end user's view of the object (`sdk_session`): never the merchant's metadata, signals or an unmasked value. */
export async function presentSdkSession({ subject, flows }: SdkState) {
  const byType = new Map(flows.map((flow) => [flow.type, flow]));
  return {
    object: "sdk_session" as const,
    id: subject.id,
    kind: subject.kind,
    status: subject.status,
    livemode: subject.mode === "live",
    expires_at: subject.expiresAt.toISOString(),
    merchant: presentMerchant(subject),
    return_url: subject.returnUrl,
    flows: await Promise.all(subject.flows.map((type): Promise<SdkFlowEntry> => flowNamed(type).present(subject, byType.get(type)))),
  };
}
