import { z } from "zod";
import { timestamp } from "../http/common-schemas.js";

/** The `redaction` field of sessions and customers (contract section 17). */
export const redactionObject = z
  .object({
    status: z.enum(["processing", "redacted"]).meta({ description: "`processing` until every personal field is removed (a session waits until it settles), then `redacted`." }),
    requested_at: timestamp,
  })
  .nullable()
  .meta({ id: "Redaction", description: "Null unless the object's personal data was asked to be removed (`POST .../redact`, or the account's retention policy)." });

export type RedactionObject = z.input<typeof redactionObject>;

/** The field as the API shows it: `requested` and `processing` are both `processing` to a caller. */
export function presentRedaction(row: { redactionStatus: string | null; redactionRequestedAt: Date | null }): RedactionObject {
  if (!row.redactionStatus || !row.redactionRequestedAt) return null;
  return { status: row.redactionStatus === "redacted" ? "redacted" : "processing", requested_at: row.redactionRequestedAt.toISOString() };
}
