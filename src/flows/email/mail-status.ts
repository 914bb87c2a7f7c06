import { codeMessageLifecycle } from "../codes/code-message.js";

/** The owner of `email_codes.mail_status`: the email of one email code (src/flows/codes/code-message.ts). */
export const MailLifecycle = codeMessageLifecycle({
  name: "email code message",
  model: "EmailCode",
  field: "mailStatus",
  table: "email_codes",
  column: "mail_status",
});
