/**
 * The email of one email code (`email_codes.mail_status`), in one place:
 *
 *   not_sent                       (test mode: nothing is ever sent)
 *   queued -> sent | failed        (live: the email-send job; failed = refused, or retries used up)
 *   queued -> canceled             (a newer code or a verification made it pointless before it went)
 */
export const MAIL_STATUSES = ["not_sent", "queued", "sent", "failed", "canceled"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
