import { z } from "zod";
import type { Signals } from "../flow.js";
import { defineFlow } from "../flow.js";
import { codeTimes, codeTimesFields, lastCodeOf } from "../codes/outstanding-code.js";
import { flowStatus } from "../flow-status.js";
import { emailRoutes } from "./routes.js";
import { disposableDomains } from "./email-address.js";
import { destinationReused } from "../codes/reuse.js";
import { emailChannel } from "./channel.js";
import { emailReviewEvidence } from "./review-evidence.js";
import { MailLifecycle } from "./mail-status.js";
import { codeMessageKind } from "../codes/code-outbox.js";
import { emailSendJob } from "./jobs/email-send.js";

/** The email flow: a 6-digit code by email (contract section 12). */
export const emailFlow = defineFlow({
  name: "email",
  step: "email",
  routes: emailRoutes,
  warmUp: async () => disposableDomains(),
  stores: ["email_codes"],
  jobs: ["send-message"],
  statusOwners: [{ name: "MailLifecycle", file: "mail-status.ts", lifecycle: MailLifecycle }],
  codeChannel: emailChannel,
  reviewEvidence: emailReviewEvidence,
  messageKinds: [codeMessageKind(emailChannel)],
  jobDefinitions: [emailSendJob],
  signals: {
    email_domain: { schema: z.string(), description: "The address's domain, lower-case (`example.com`)." },
    email_disposable: { schema: z.boolean(), description: "The domain is a disposable-address provider (the `mailchecker` package's list)." },
    email_reused: { schema: z.boolean(), description: "The same address verified another customer for this merchant (same mode) in the last 30 days." },
  },
  entry: z.object({
    type: z.literal("email"),
    status: flowStatus,
    email_masked: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable().meta({ description: "Set when the last email could not be sent." }),
    ...codeTimesFields,
  }),
  async present(_subject, flow) {
    const status = flow?.status === "verified" ? ("verified" as const) : ("pending" as const);
    const lastCode = flow && status === "pending" ? await lastCodeOf(emailChannel, flow.objectId) : null;
    return {
      type: "email" as const,
      status,
      email_masked: flow?.emailMasked ?? null,
      ...codeTimes(flow, lastCode),
      error: lastCode?.messageFailed ? { code: "email_failed", message: lastCode.messageError ?? "The email could not be sent." } : null,
    };
  },
  async completionSignals(subject, flow, address): Promise<Signals> {
    return flow.emailHash ? { email_reused: await destinationReused(subject, emailChannel, flow.emailHash, address) } : {};
  },
});
