import { prisma } from "../db/client.js";
import type { SdkState } from "./complete-object.js";

/** The end user's view of the object (`sdk_session`): never the merchant's metadata, signals or the full number. */
export async function presentSdkSession({ subject, flows }: SdkState) {
  const byType = new Map(flows.map((flow) => [flow.type, flow]));
  // Only a phone flow still waiting for its code can have a failed send worth showing.
  const lastCode =
    byType.get("phone")?.status === "pending"
      ? await prisma.phoneCode.findFirst({ where: { objectId: subject.id }, orderBy: { createdAt: "desc" }, select: { smsStatus: true, smsError: true } })
      : null;
  return {
    object: "sdk_session" as const,
    id: subject.id,
    kind: subject.kind,
    status: subject.status,
    livemode: subject.mode === "live",
    expires_at: subject.expiresAt.toISOString(),
    merchant: { name: subject.merchantName },
    return_url: subject.returnUrl,
    flows: subject.flows.map((type) => {
      const flow = byType.get(type);
      const status = flow?.status === "verified" ? ("verified" as const) : ("pending" as const);
      if (type === "wallet") return { type: "wallet" as const, status, address: flow?.address ?? subject.customerAddress };
      return {
        type: "phone" as const,
        status,
        phone_number_masked: flow?.phoneMasked ?? null,
        // A send the SMS provider refused (e.g. an invalid number), so the page can say so.
        error:
          status === "pending" && lastCode?.smsStatus === "failed"
            ? { code: "sms_failed", message: lastCode.smsError ?? "The text message could not be sent." }
            : null,
      };
    }),
  };
}
