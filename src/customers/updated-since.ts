import { instantSchema } from "../http/instant.js";

/** `updated_since` as an instant (src/http/instant.ts: ISO 8601, no offset means UTC, or unix seconds). */
export const updatedSinceSchema = instantSchema(
  "Only customers whose `kyc_status` changed strictly after this instant: ISO 8601 (no offset means UTC) or unix seconds.",
);
