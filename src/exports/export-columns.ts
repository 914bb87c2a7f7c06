import type { CustomerObject } from "../customers/customer-schema.js";
import type { ReviewObject } from "../sessions/reviews/review-schema.js";
import type { SessionObject } from "../sessions/session-schema.js";
import type { CsvColumn } from "./csv.js";

// The columns of each export: the API object's fields, flattened (lists joined by spaces, objects
// as JSON). Times stay ISO 8601 in UTC, as the API has them.

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const sessionColumns: CsvColumn<SessionObject>[] = [
  { header: "id", value: (s) => s.id },
  { header: "status", value: (s) => s.status },
  { header: "flows", value: (s) => s.flows.join(" ") },
  { header: "customer_address", value: (s) => s.customer_address },
  { header: "vic", value: (s) => s.vic?.id },
  { header: "tier", value: (s) => s.vic?.tier },
  { header: "test_outcome", value: (s) => s.test_outcome },
  { header: "last_error_code", value: (s) => s.last_error?.code },
  { header: "metadata", value: (s) => (Object.keys(s.metadata).length ? json(s.metadata) : null) },
  { header: "created_at", value: (s) => s.created_at },
  { header: "completed_at", value: (s) => s.completed_at },
  { header: "canceled_at", value: (s) => s.canceled_at },
  { header: "expires_at", value: (s) => s.expires_at },
];

export const customerColumns: CsvColumn<CustomerObject>[] = [
  { header: "id", value: (c) => c.id },
  { header: "address", value: (c) => c.address },
  { header: "kyc_status", value: (c) => c.kyc_status },
  { header: "tier", value: (c) => c.tier },
  { header: "latest_vic", value: (c) => c.latest_vic },
  { header: "suspended_reason", value: (c) => c.suspended_reason },
  { header: "associated_at", value: (c) => c.associated_at },
  { header: "status_updated_at", value: (c) => c.status_updated_at },
  { header: "created_at", value: (c) => c.created_at },
];

export const reviewColumns: CsvColumn<ReviewObject>[] = [
  { header: "id", value: (r) => r.id },
  { header: "status", value: (r) => r.status },
  { header: "verification_session", value: (r) => r.verification_session },
  { header: "reason", value: (r) => r.reason },
  { header: "decision", value: (r) => r.decision },
  { header: "tier", value: (r) => r.tier },
  { header: "note", value: (r) => r.note },
  { header: "created_at", value: (r) => r.created_at },
  { header: "resolved_at", value: (r) => r.resolved_at },
];
