import type { z } from "zod";
import { instantSchema } from "./instant.js";

/** Query keys of a list searchable by creation time: `created_gte <= created_at < created_lt`. */
export const createdRangeQuery = {
  created_gte: instantSchema("Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds.").optional(),
  created_lt: instantSchema("Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds.").optional(),
};

export interface CreatedRange {
  gte?: Date;
  lt?: Date;
}

/** A refinement for a list query with `createdRangeQuery`: an empty range is a mistake, said on `created_lt`. */
export function nonEmptyCreatedRange(query: { created_gte?: Date; created_lt?: Date }, ctx: z.RefinementCtx): void {
  if (query.created_gte && query.created_lt && query.created_gte >= query.created_lt)
    ctx.addIssue({ code: "custom", path: ["created_lt"], message: "must be after created_gte" });
}

export function createdRangeOf(query: { created_gte?: Date; created_lt?: Date }): CreatedRange {
  return { gte: query.created_gte, lt: query.created_lt };
}
