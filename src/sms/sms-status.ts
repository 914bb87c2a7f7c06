/**
 * The SMS of one phone code (`phone_codes.sms_status`), in one place:
 *
 *   not_sent                       (test mode: nothing is ever sent)
 *   queued -> sent | failed        (live: the sms-send job; failed = refused, or retries used up)
 *   queued -> canceled             (a newer code or a verification made it pointless before it went)
 */
export const SMS_STATUSES = ["not_sent", "queued", "sent", "failed", "canceled"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
