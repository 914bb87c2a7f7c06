import type { CustomerObject } from "../../customers/customer-schema.js";
import type { ReviewObject } from "../../sessions/reviews/review-schema.js";
import type { SessionObject } from "../../sessions/session-schema.js";
import type { CsvColumn } from "./csv.js";

// The columns of each export: the API object's fields, flattened (lists joined by spaces, objects
// as JSON). Times are UTC written `YYYY-MM-DD HH:MM:SS` (contract section 22), which Excel,
// LibreOffice and Sheets read as a date and time; the header says the zone.

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** An ISO 8601 UTC time as `2026-11-27 16:04:05` (UTC); null stays empty. */
export const csvTime = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : null);

/** A session as the export reads it: the API object and the rule that decided it. */
export interface ExportedSession extends SessionObject {
  deciding_rule: { id: string; name: string | null } | null;
}

/** At most this many metadata keys get a column of their own; the rest stay together in `metadata_other` (JSON). */
export const MAX_METADATA_COLUMNS = 50;

export const sessionColumns: CsvColumn<ExportedSession>[] = [
  { header: "id", value: (s) => s.id },
  { header: "status", value: (s) => s.status },
  { header: "flows", value: (s) => s.flows.join(" ") },
  { header: "customer_address", value: (s) => s.customer_address },
  { header: "vic", value: (s) => s.vic?.id },
  { header: "tier", value: (s) => s.vic?.tier },
  { header: "test_outcome", value: (s) => s.test_outcome },
  { header: "last_error_code", value: (s) => s.last_error?.code },
  { header: "deciding_rule_id", value: (s) => s.deciding_rule?.id },
  { header: "deciding_rule", value: (s) => s.deciding_rule?.name },
  { header: "created_at (UTC)", value: (s) => csvTime(s.created_at) },
  { header: "completed_at (UTC)", value: (s) => csvTime(s.completed_at) },
  { header: "canceled_at (UTC)", value: (s) => csvTime(s.canceled_at) },
  { header: "expires_at (UTC)", value: (s) => csvTime(s.expires_at) },
];

/**
 * The session columns with one `metadata.<key>` column per metadata key the exported sessions
 * use (`keys`, sorted; at most MAX_METADATA_COLUMNS), then `metadata_other` for the keys past that.
 */
export function sessionColumnsWithMetadata(keys: readonly string[]): CsvColumn<ExportedSession>[] {
  const own = keys.slice(0, MAX_METADATA_COLUMNS);
  const ownSet = new Set(own);
  const metadataColumns: CsvColumn<ExportedSession>[] = own.map((key) => ({ header: `metadata.${key}`, value: (s) => s.metadata[key] ?? null }));
  if (keys.length > MAX_METADATA_COLUMNS)
    metadataColumns.push({
      header: "metadata_other",
      value: (s) => {
        const rest = Object.fromEntries(Object.entries(s.metadata).filter(([key]) => !ownSet.has(key)));
        return Object.keys(rest).length ? json(rest) : null;
      },
    });
  const at = sessionColumns.findIndex((c) => c.header === "deciding_rule_id");
  return [...sessionColumns.slice(0, at), ...metadataColumns, ...sessionColumns.slice(at)];
}

export const customerColumns: CsvColumn<CustomerObject>[] = [
  { header: "id", value: (c) => c.id },
  { header: "address", value: (c) => c.address },
  { header: "kyc_status", value: (c) => c.kyc_status },
  { header: "tier", value: (c) => c.tier },
  { header: "latest_vic", value: (c) => c.latest_vic },
  { header: "suspended_reason", value: (c) => c.suspended_reason },
  { header: "associated_at (UTC)", value: (c) => csvTime(c.associated_at) },
  { header: "status_updated_at (UTC)", value: (c) => csvTime(c.status_updated_at) },
  { header: "created_at (UTC)", value: (c) => csvTime(c.created_at) },
];

export const reviewColumns: CsvColumn<ReviewObject>[] = [
  { header: "id", value: (r) => r.id },
  { header: "status", value: (r) => r.status },
  { header: "verification_session", value: (r) => r.verification_session },
  { header: "reason", value: (r) => r.reason },
  { header: "decision", value: (r) => r.decision },
  { header: "tier", value: (r) => r.tier },
  { header: "note", value: (r) => r.note },
  { header: "created_at (UTC)", value: (r) => csvTime(r.created_at) },
  { header: "resolved_at (UTC)", value: (r) => csvTime(r.resolved_at) },
];
