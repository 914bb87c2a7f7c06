import { z } from "zod";
import { actorObject } from "./actor-schema.js";
import { pageQuery, timestamp } from "../http/common-schemas.js";
import { createdRangeQuery, nonEmptyCreatedRange } from "../http/created-range.js";

const filter = (description: string) => z.string().min(1).max(300).optional().meta({ param: { description } });

export const auditLogQuery = z.strictObject({
  ...pageQuery,
  actor: filter("Only rows of this actor: a user's id (`usr_...`) or email, a key's id (`key_...`), or an operations id (`admin_api`, `cli`, `stripe_webhook`)."),
  action: filter("Only rows of this action: a portal route's operationId (`mintApiKey`, `portalResolveReview`...) or `enableLiveAccess` / `disableLiveAccess`."),
  target: filter("Only rows about this target, exactly as listed (`api_key:key_...`, `customer:0x...`)."),
  // The time range every list filters by (`created_gte <= at < created_lt`).
  ...createdRangeQuery,
}).superRefine(nonEmptyCreatedRange);

export const auditEntryObject = z
  .object({
    id: z.string().startsWith("aud_"),
    object: z.literal("audit_log_entry"),
    seq: z.number().int().meta({ description: "The row's place in the account's hash chain: 1, 2, 3..." }),
    at: timestamp,
    actor: actorObject,
    action: z.string().meta({ description: "The portal route's operationId, or a named operations action (`enableLiveAccess`, `disableLiveAccess`)." }),
    target: z.string().nullable().meta({ description: "`type:id` of what was acted on (`api_key:key_...`, `customer:0x...`, `merchant:acct_...`); null when the action names none (sign out)." }),
    mode: z.enum(["test", "live"]).nullable().meta({ description: "The dashboard mode the action was taken in; null for account-wide actions." }),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    request_id: z.string().nullable().meta({ description: "The X-Request-Id of the request that did it." }),
  })
  .meta({ id: "AuditLogEntry" });

/** The cursor-list envelope (without `livemode`: the log is the account's, both modes). */
export const auditLogList = z
  .object({ object: z.literal("list"), data: z.array(auditEntryObject), has_more: z.boolean(), next_cursor: z.string().nullable() })
  .meta({ id: "AuditLogEntryList" });

export type AuditEntryObject = z.input<typeof auditEntryObject>;
