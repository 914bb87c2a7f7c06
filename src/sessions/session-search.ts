import { z } from "zod";
import type { Owner } from "../http/auth/owner.js";
import { addressPrefixRange, addressPrefixSchema, walletAddressSchema } from "../customers/address.js";
import { reader } from "../platform/db/read-replica.js";
import type { VerificationSession } from "../platform/generated/prisma/client.js";
import { Prisma } from "../platform/generated/prisma/client.js";
import { createdRangeOf, createdRangeQuery, type CreatedRange } from "../http/created-range.js";
import type { KeysetPosition } from "../http/pagination/cursor.js";
import { createdRangeConditions, filterScope, searchStatement } from "../http/pagination/keyset-sql.js";
import { paginate, type PageRequest } from "../http/pagination/paginate.js";
import { emailHash } from "../messaging/email/email-hash.js";
import { phoneHash } from "../messaging/sms/phone-number.js";
import { flowSchema, type Flow } from "./flows.js";
import { viewSessions } from "./present-session.js";
import { sessionColumns } from "./session-columns.js";
import { SESSION_STATUSES, type SessionStatus } from "./state-machine.js";

export interface SessionFilter {
  id?: string;
  status?: SessionStatus;
  /** Lower-case wallet address. */
  customerAddress?: string;
  /** Lower-case start of a wallet address. */
  customerPrefix?: string;
  flow?: Flow;
  metadata?: { key: string; value: string };
  /** A metadata value under any key (free-text search). */
  metadataValue?: string;
  /** Keyed hash of the email address / E.164 number a session's flow was given (never the address or number). */
  emailHash?: string;
  phoneHash?: string;
  created?: CreatedRange;
}

const METADATA_MESSAGE = "must be key=value: a metadata key of 1 to 40 characters, '=', and its value (at most 500 characters)";

/** `metadata=key=value`: sessions whose metadata holds that key with exactly that value. */
const metadataFilterSchema = z
  .string()
  .max(541)
  .transform((raw, ctx) => {
    const at = raw.indexOf("=");
    const key = raw.slice(0, at);
    const value = raw.slice(at + 1);
    if (at < 1 || key.length > 40 || value.length > 500) {
      ctx.addIssue({ code: "custom", message: METADATA_MESSAGE });
      return z.NEVER;
    }
    return { key, value };
  })
  .meta({ param: { description: "Only sessions whose metadata has this key with exactly this value, written `key=value`." }, example: "order_id=A-1042" });

/** The query keys of `GET /verification-sessions`, each an indexed filter (docs/api.md, "Search"). */
export const sessionSearchQuery = {
  id: z.string().min(1).max(64).optional().meta({ param: { description: "Only the session with this id (a search box pastes ids)." } }),
  status: z.enum(SESSION_STATUSES).optional().meta({ param: { description: "Only sessions in this status." } }),
  customer: walletAddressSchema.optional().meta({ param: { description: "Only sessions of the customer with this wallet address." } }),
  customer_prefix: addressPrefixSchema.optional().meta({ param: { description: "Only sessions whose customer address starts with this (0x and at least 4 hex characters)." } }),
  flow: flowSchema.optional().meta({ param: { description: "Only sessions that ask for this flow." } }),
  metadata: metadataFilterSchema.optional(),
  q: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .optional()
    .meta({ param: { description: "Free text: a session id, or a metadata value under any key (exactly, e.g. an order number `A-1005`)." }, example: "A-1005" }),
  email: z
    .string()
    .min(3)
    .max(254)
    .optional()
    .meta({ param: { description: "Only sessions whose email flow was given this address (matched by its keyed hash; case-insensitive)." } }),
  phone: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in E.164 format, e.g. +33612345678")
    .optional()
    .meta({ param: { description: "Only sessions whose phone flow was given this number, in E.164 (matched by its keyed hash)." } }),
  ...createdRangeQuery,
};

const SESSION_ID = /^vs_[A-Za-z0-9]{4,60}$/;

export function sessionFilterOf(query: {
  id?: string;
  status?: SessionStatus;
  customer?: string;
  customer_prefix?: string;
  flow?: Flow;
  metadata?: { key: string; value: string };
  q?: string;
  email?: string;
  phone?: string;
  created_gte?: Date;
  created_lt?: Date;
}): SessionFilter {
  const textIsId = query.q !== undefined && SESSION_ID.test(query.q);
  return {
    id: query.id ?? (textIsId ? query.q : undefined),
    metadataValue: query.q !== undefined && !textIsId ? query.q : undefined,
    emailHash: query.email === undefined ? undefined : emailHash(query.email.trim().toLowerCase()),
    phoneHash: query.phone === undefined ? undefined : phoneHash(query.phone),
    status: query.status,
    customerAddress: query.customer,
    customerPrefix: query.customer_prefix,
    flow: query.flow,
    metadata: query.metadata,
    created: createdRangeOf(query),
  };
}

/** Sessions whose flow of this type was given the destination with this hash (the sdk_flows (merchant, mode, hash) indexes). */
function flowDestination(owner: Owner, column: "email_hash" | "phone_hash", hash: string): Prisma.Sql {
  return Prisma.sql`id IN (SELECT f.object_id FROM sdk_flows f WHERE f.merchant_id = ${owner.merchantId} AND f.mode = CAST(${owner.mode} AS "Mode") AND f.${Prisma.raw(column)} = ${hash})`;
}

function conditions(owner: Owner, filter: SessionFilter): Prisma.Sql[] {
  const out: Prisma.Sql[] = [];
  if (filter.id) out.push(Prisma.sql`id = ${filter.id}`);
  if (filter.status) out.push(Prisma.sql`status = ${filter.status}`);
  if (filter.customerAddress) out.push(Prisma.sql`customer_address = ${filter.customerAddress}`);
  if (filter.customerPrefix) {
    const range = addressPrefixRange(filter.customerPrefix);
    out.push(Prisma.sql`customer_address >= ${range.gte}`, Prisma.sql`customer_address < ${range.lt}`);
  }
  if (filter.flow) out.push(Prisma.sql`flows @> ARRAY[${filter.flow}]::text[]`);
  if (filter.metadata) out.push(Prisma.sql`metadata @> ${JSON.stringify({ [filter.metadata.key]: filter.metadata.value })}::jsonb`);
  // The expression of verification_sessions_metadata_values_idx (src/platform/db/expression-indexes.ts), exactly.
  if (filter.metadataValue !== undefined) out.push(Prisma.sql`jsonb_path_query_array(metadata, '$.*') @> jsonb_build_array(CAST(${filter.metadataValue} AS text))`);
  if (filter.emailHash) out.push(flowDestination(owner, "email_hash", filter.emailHash));
  if (filter.phoneHash) out.push(flowDestination(owner, "phone_hash", filter.phoneHash));
  out.push(...createdRangeConditions(filter.created ?? {}));
  return out;
}

/** The statement of one page of a session search (exported for its plan test). */
export function sessionSearchStatement(owner: Owner, filter: SessionFilter, position: KeysetPosition | null, take?: number): Prisma.Sql {
  return searchStatement({
    select: sessionColumns.selectFields(),
    from: "verification_sessions",
    merchantId: owner.merchantId,
    mode: owner.mode,
    conditions: conditions(owner, filter),
    position,
    take,
    // Metadata search is for identifying values (an order id): found through the GIN index and
    // sorted. A value most sessions share is better narrowed by another filter (docs/api.md).
    sortMatches: filter.metadata !== undefined || filter.metadataValue !== undefined || filter.emailHash !== undefined || filter.phoneHash !== undefined,
  });
}

/** Newest first, keyset-paginated; the cursor is bound to the filter. */
export async function searchSessions(owner: Owner, page: PageRequest, filter: SessionFilter = {}) {
  const { merchantId, mode } = owner;
  const f = filter;
  const scope = filterScope([f.id, f.status, f.customerAddress, f.customerPrefix, f.flow, f.metadata?.key, f.metadata?.value, f.created?.gte, f.created?.lt, f.metadataValue, f.emailHash, f.phoneHash]);
  const result = await paginate(
    { list: "verification_sessions", merchantId, mode, filter: scope },
    page,
    ({ position, take }) => reader().$queryRaw<VerificationSession[]>(sessionSearchStatement(owner, filter, position, take)),
    (row) => row,
  );
  return { ...result, data: await viewSessions(reader(), result.data) };
}
