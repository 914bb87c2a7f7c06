import { z } from "zod";
import { actorObject } from "./actor-schema.js";
import { pageQuery, timestamp } from "../common-schemas.js";
import { createdRangeQuery, nonEmptyCreatedRange } from "../created-range.js";

const filter = (description: string) => z.string().min(1).max(300).optional().meta({ param: { description } });

export const auditLogQuery = z.strictObject({
  ...pageQuery,
  actor: filter("Only rows of this actor: a user's id (`usr_...`) or email, a key's id (`key_...`), or an operations id (`admin_api`, `cli`, `stripe_webhook`)."),
  action: filter("Only rows of this action: a portal route's operationId (`mintApiKey`, `portalResolveReview`...), an audited /api/v1 route's (`resolveReview`, a key's call) or `enableLiveAccess` / `disableLiveAccess`."),
  target: filter("Only rows about this target, exactly as listed (`api_key:key_...`, `customer:0x...`)."),
  // The time range every list filters by (`created_gte <= at < created_lt`).
  ...createdRangeQuery,
}).superRefine(nonEmptyCreatedRange);

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const auditEntryObject = z
  .object({
    id: z.string().startsWith("aud_"),
    object: z.literal("audit_log_entry"),
    seq: z.number().int().meta({ description: "The row's place in the account's hash chain: 1, 2, 3..." }),
    at: timestamp,
    actor: actorObject,
    action: z.string().meta({ description: "The portal route's operationId, the audited /api/v1 route's for a key's call (`resolveReview`), or a named operations action (`enableLiveAccess`, `disableLiveAccess`)." }),
    action_label: z.string().meta({ description: "The action in plain words (`Recovered failed webhook deliveries`), as the dashboard shows it." }),
    target: z.string().nullable().meta({ description: "`type:id` of what was acted on (`api_key:key_...`, `customer:0x...`, `merchant:acct_...`); null when the action names none (sign out)." }),
    mode: z.enum(["test", "live"]).nullable().meta({ description: "The dashboard mode the action was taken in; null for account-wide actions." }),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    request_id: z.string().nullable().meta({ description: "The X-Request-Id of the request that did it." }),
    details: z
      .object({
        changed_fields: z
          .array(z.string())
          .optional()
          .meta({ description: "A settings change: the names of the settings fields it changed (`sms_name`, `branding_logo_upload`...)." }),
        changes: z
          .array(
            z.object({
              field: z.string(),
              before: auditValue,
              after: auditValue,
            }),
          )
          .optional()
          .meta({ description: "A change of configuration (a setting, a decision rule, a member's role, rules copied between modes): each field it changed with its value before and after. Never a secret, a code or a verified person's data." }),
      })
      .nullable()
      .meta({ description: "What the row adds to its action; null for most actions (and for every row written before details existed)." }),
  })
  .meta({ id: "AuditLogEntry" });

/** The cursor-list envelope (without `livemode`: the log is the account's, both modes). */
export const auditLogList = z
  .object({ object: z.literal("list"), data: z.array(auditEntryObject), has_more: z.boolean(), next_cursor: z.string().nullable() })
  .meta({ id: "AuditLogEntryList" });

export type AuditEntryObject = z.input<typeof auditEntryObject>;
