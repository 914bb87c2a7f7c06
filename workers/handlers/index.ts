import type { JobName } from "../../src/jobs/catalog.js";
import { reportUsageHandler } from "./billing-report.js";
import { pruneEvents } from "./events-prune.js";
import type { Handler } from "./handler.js";
import { runReverificationSandbox } from "./reverification-sandbox.js";
import { expireSessionJob } from "./session-expiry.js";
import { runSessionSandbox } from "./session-sandbox.js";
import { sendEmailCode } from "./email-send.js";
import { sendPhoneCodeSms } from "./sms-send.js";
import { sweep } from "./sweep.js";
import { attestVicHandler, revokeVicHandler } from "./vic-attestation.js";
import { deliverWebhook } from "./webhook-delivery.js";

/** The handler of every job in src/jobs/catalog.ts: a job without one does not compile. */
export const handlers = {
  sweep,
  "session-sandbox": runSessionSandbox,
  "session-expire": expireSessionJob,
  "webhook-deliver": deliverWebhook,
  "webhook-retry": deliverWebhook,
  "reverification-sandbox": runReverificationSandbox,
  "prune-expired-events": pruneEvents,
  "sms-send": sendPhoneCodeSms,
  "email-send": sendEmailCode,
  "vic-attest": attestVicHandler,
  "vic-revoke": revokeVicHandler,
  "billing-report": reportUsageHandler,
} satisfies { [N in JobName]: Handler<N> };
