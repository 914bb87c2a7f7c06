import { z } from "zod";
import type { Signals } from "../flow.js";
import { defineFlow } from "../flow.js";
import { codeTimes, codeTimesFields, lastCodeOf } from "../codes/outstanding-code.js";
import { flowStatus } from "../flow-status.js";
import { phoneRoutes } from "./routes.js";
import { destinationReused } from "../codes/reuse.js";
import { phoneChannel } from "./channel.js";
import { phoneReviewEvidence } from "./review-evidence.js";
import { SmsLifecycle } from "./sms-status.js";
import { smsSendJob } from "./jobs/sms-send.js";
import { cancelQueuedLiveSms } from "./cancel-queued-live-sms.js";
import { waitForLiveSmsInFlight } from "./live-sms-in-flight.js";
import { codeMessageKind } from "../codes/code-outbox.js";
import { countryCodeSchema } from "./country-code.js";
import { allowedSmsCountries } from "../../messaging/sms/country-allowlist.js";

/** The phone flow: a 6-digit code by text message (contract section 7). */
export const phoneFlow = defineFlow({
  name: "phone",
  step: "phone",
  routes: phoneRoutes,
  stores: ["phone_codes"],
  jobs: ["send-message-sms"],
  statusOwners: [{ name: "SmsLifecycle", file: "sms-status.ts", lifecycle: SmsLifecycle }],
  codeChannel: phoneChannel,
  reviewEvidence: phoneReviewEvidence,
  messageKinds: [codeMessageKind(phoneChannel)],
  liveSms: { cancelQueued: cancelQueuedLiveSms, waitForInFlight: waitForLiveSmsInFlight },
  jobDefinitions: [smsSendJob],
  signals: {
    phone_country: { schema: countryCodeSchema.nullable(), description: "The number's country, ISO 3166 alpha-2 (`US`, `FR`...)." },
    phone_line_type: { schema: z.enum(["mobile", "fixed_line", "voip", "unknown"]), description: "`mobile`, `fixed_line`, `voip` or `unknown` (e.g. North American numbers)." },
    phone_reused: { schema: z.boolean(), description: "The same number verified another wallet for this merchant (same mode) in the last 30 days." },
  },
  entry: z.object({
    type: z.literal("phone"),
    status: flowStatus,
    phone_number_masked: z.string().nullable(),
    allowed_countries: z
      .array(z.string())
      .nullable()
      .meta({ description: "The countries (ISO 3166 alpha-2, sorted) the number may belong to for this account; null once the flow is verified." }),
    error: z.object({ code: z.string(), message: z.string() }).nullable().meta({ description: "Set when the last text message could not be sent." }),
    ...codeTimesFields,
  }),
  async present(subject, flow) {
    const status = flow?.status === "verified" ? ("verified" as const) : ("pending" as const);
    // Only a phone flow still waiting for its code can have a failed send worth showing.
    const lastCode = flow && status === "pending" ? await lastCodeOf(phoneChannel, flow.objectId) : null;
    return {
      type: "phone" as const,
      status,
      phone_number_masked: flow?.phoneMasked ?? null,
      allowed_countries: status === "verified" ? null : [...allowedSmsCountries(subject.smsCountries)].sort(),
      ...codeTimes(flow, lastCode),
      // A send the SMS provider refused (e.g. an invalid number), so the page can say so.
      error: lastCode?.messageFailed ? { code: "sms_failed", message: lastCode.messageError ?? "The text message could not be sent." } : null,
    };
  },
  async completionSignals(subject, flow, address): Promise<Signals> {
    return flow.phoneHash ? { phone_reused: await destinationReused(subject, phoneChannel, flow.phoneHash, address) } : {};
  },
});
