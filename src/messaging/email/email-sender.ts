/** One outgoing email. `html` is optional; `text` is always sent. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * What every email sender does: send one message, or say why not. Used by the email flow's codes
 * and by anything else the service mails (invitations, password resets).
 */
export interface EmailSender {
  readonly name: string;
  /** Resolves with the message id. Throws EmailRejected for a refusal retrying cannot fix. */
  send(message: EmailMessage): Promise<{ id: string }>;
}

/**
 * The mail server refused the message for good (an SMTP 5xx: no such mailbox, a blocked
 * destination): retrying would not help. `reason` never carries the address or the text.
 */
export class EmailRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "EmailRejected";
  }
}
