import { config } from "../../platform/config.js";
import type { EmailMessage } from "../../messaging/email/email-sender.js";
import { smsNameFromBusinessName } from "../../messaging/sms/sms-name.js";
import type { AlertKind } from "./alert-kinds.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dashboard page an alert points at: the review queue, or the endpoint's page. */
export function alertPagePath(alert: { kind: AlertKind; mode: string; subject: string }): string {
  return alert.kind === "review_queue" ? `/${alert.mode}/reviews` : `/${alert.mode}/developers/webhooks/${alert.subject}`;
}

/**
 * The email an owner or admin gets when an alert opens: a fixed template in plain words. The
 * business name, cleaned by the SMS name rule, is the only account text in it (the endpoint is
 * named by its id, never its URL).
 */
export function alertEmail(to: string, alert: { kind: AlertKind; mode: string; subject: string; count: number; threshold: number | null; businessName: string }): EmailMessage {
  const name = smsNameFromBusinessName(alert.businessName);
  const link = `${config.PUBLIC_URL}${alertPagePath(alert)}`;
  const mode = alert.mode === "live" ? "live" : "test";
  const [subject, what, next] =
    alert.kind === "review_queue"
      ? [
          `${name}: ${alert.count} reviews are waiting in ${mode} mode`,
          `The review queue of ${name} has grown: ${alert.count} reviews are open in ${mode} mode${alert.threshold === null ? "" : `, more than the ${alert.threshold} your team set as its limit`}.`,
          "Open the review queue:",
        ]
      : [
          `${name}: a webhook endpoint is failing in ${mode} mode`,
          alert.count > 0
            ? `Webhook endpoint ${alert.subject} of ${name} (${mode} mode) is failing: its last ${alert.count} delivery attempts all failed.`
            : `Webhook endpoint ${alert.subject} of ${name} (${mode} mode) was turned off after its deliveries failed.`,
          "Open the endpoint to see its errors and send its events again:",
        ];
  const footer = "You get this email because you are an owner or admin of the account. Alerts can be changed or turned off in the dashboard's settings.";
  return {
    to,
    subject,
    text: `${what}\n\n${next}\n${link}\n\n${footer}\n`,
    html: `<p>${escapeHtml(what)}</p><p>${escapeHtml(next)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(footer)}</p>`,
  };
}
