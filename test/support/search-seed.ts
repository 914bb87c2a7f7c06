import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

// Realistic search data, written with COPY (one stream, not one INSERT per row): the search
// plan test (test/search-plans.test.ts) seeds thousands, the bench's search scenario a million.

export const SEED_STATUSES = ["completed", "completed", "completed", "completed", "failed", "requires_review", "expired", "created", "processing", "canceled"] as const;
export const SEED_FLOWS = [["wallet"], ["wallet", "phone"], ["wallet", "phone"], ["phone"], ["wallet", "email"], ["email"]] as const;
export const SEED_PLANS = ["free", "pro", "enterprise"] as const;
const DAY_MS = 86_400_000;

/** A deterministic wallet address for seed row `i` (its first hex characters are well spread). */
export function seedAddress(i: number): string {
  return `0x${createHash("sha256").update(`seed-${i}`).digest("hex").slice(0, 40)}`;
}

/** The id of seed session `i` of a merchant and mode. */
export function seedSessionId(merchantId: string, mode: string, i: number): string {
  return `vs_seed${mode}${createHash("sha256").update(merchantId).digest("hex").slice(0, 8)}${String(i).padStart(12, "0")}`;
}

/** The stand-in keyed hash of the email address or phone number seeded for session `sessionId`'s flow. */
export function seedDestinationHash(sessionId: string, type: "email" | "phone"): string {
  return createHash("md5").update(sessionId + type).digest("hex");
}

/** The metadata of seed row `i`: a unique order id and one of three plans. */
export function seedMetadata(i: number): Record<string, string> {
  return { order_id: `order_${i}`, plan: SEED_PLANS[i % SEED_PLANS.length]! };
}

/** COPY's text format: tabs, newlines and backslashes escaped; \N is NULL. */
function field(value: string | null): string {
  return value === null ? "\\N" : value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

export interface SeedSessionsOptions {
  merchantId: string;
  mode: "test" | "live";
  count: number;
  /** Row numbers start here, so several calls make distinct rows. */
  start?: number;
  /** The newest row's creation time; rows spread over the 60 days before it. */
  newest?: Date;
}

/** Streams `count` verification sessions into the table with COPY FROM STDIN. */
export async function copySessions(client: pg.ClientBase, options: SeedSessionsOptions): Promise<void> {
  const { merchantId, mode, count, start = 0 } = options;
  const newest = (options.newest ?? new Date()).getTime();
  const spread = (60 * DAY_MS) / Math.max(count, 1);
  function* lines(): Generator<string> {
    let batch = "";
    for (let n = 0; n < count; n++) {
      const i = start + n;
      const status = SEED_STATUSES[i % SEED_STATUSES.length]!;
      const flows = SEED_FLOWS[i % SEED_FLOWS.length]!;
      const created = new Date(newest - Math.floor(n * spread)).toISOString();
      const settled = status === "completed" || status === "failed";
      const decided = settled || status === "requires_review";
      const signals = decided ? JSON.stringify({ wallet_type: "eoa", phone_country: i % 7 === 0 ? "FR" : "US", phone_line_type: i % 11 === 0 ? "voip" : "mobile", phone_reused: i % 13 === 0 }) : null;
      batch +=
        [
          seedSessionId(merchantId, mode, i),
          merchantId,
          mode,
          status,
          `{${flows.join(",")}}`,
          null,
          i % 20 === 19 ? null : seedAddress(i),
          `seed-${merchantId}-${mode}-${i}`,
          null,
          JSON.stringify(seedMetadata(i)),
          signals,
          null,
          null,
          new Date(newest + DAY_MS).toISOString(),
          settled ? created : null,
          null,
          created,
          created,
        ]
          .map(field)
          .join("\t") + "\n";
      if (batch.length > 64_000) {
        yield batch;
        batch = "";
      }
    }
    if (batch) yield batch;
  }
  const copy = client.query(
    copyFrom(
      `COPY verification_sessions (id, merchant_id, mode, status, flows, test_outcome, customer_address, client_token_hash, return_url, metadata, signals, last_error, vic_id, expires_at, completed_at, canceled_at, created_at, updated_at) FROM STDIN`,
    ),
  );
  await pipeline(Readable.from(lines()), copy);
}

/**
 * Customers, reviews and events that go with seeded sessions, made in SQL from them: a customer
 * per address, a review per session in review, three events per session.
 */
export async function deriveSearchRows(client: pg.ClientBase, merchantId: string, mode: "test" | "live", options: { eventsForLatest?: number } = {}): Promise<void> {
  const args = [merchantId, mode];
  await client.query(
    `INSERT INTO customers (id, merchant_id, mode, address, kyc_status, created_at, status_updated_at, updated_at)
     SELECT DISTINCT ON (customer_address) 'cus_' || substr(md5(id), 1, 24), merchant_id, mode, customer_address,
            (ARRAY['pending','verified','verified','rejected','suspended'])[1 + abs(hashtext(id)) % 5], created_at, created_at, created_at
       FROM verification_sessions WHERE merchant_id = $1 AND mode = $2::"Mode" AND customer_address IS NOT NULL
     ON CONFLICT DO NOTHING`,
    args,
  );
  await client.query(
    `INSERT INTO reviews (id, merchant_id, mode, session_id, status, reason, created_at, updated_at)
     SELECT 'rev_' || substr(md5(id), 1, 24), merchant_id, mode, id, CASE WHEN abs(hashtext(id)) % 3 = 0 THEN 'resolved' ELSE 'flagged' END,
            'Decision rule ''Review virtual phone numbers''', created_at, created_at
       FROM verification_sessions WHERE merchant_id = $1 AND mode = $2::"Mode" AND status IN ('requires_review', 'completed', 'failed') AND abs(hashtext(id)) % 4 = 0
     ON CONFLICT DO NOTHING`,
    args,
  );
  // The email and phone flows the sessions asked for, with a stand-in for the keyed hash of what
  // the person typed (seedDestinationHash), so searching by email or phone has rows to find.
  await client.query(
    `INSERT INTO sdk_flows (object_id, type, merchant_id, mode, status, email_hash, phone_hash, created_at, updated_at)
     SELECT s.id, f.type, s.merchant_id, s.mode, 'verified',
            CASE WHEN f.type = 'email' THEN md5(s.id || 'email') END, CASE WHEN f.type = 'phone' THEN md5(s.id || 'phone') END, s.created_at, s.created_at
       FROM verification_sessions s CROSS JOIN LATERAL unnest(s.flows) AS f(type)
      WHERE s.merchant_id = $1 AND s.mode = $2::"Mode" AND f.type IN ('email', 'phone')
     ON CONFLICT DO NOTHING`,
    args,
  );
  // Three events per session (of the latest `eventsForLatest` sessions, when given).
  await client.query(
    `INSERT INTO events (id, merchant_id, mode, type, data, created_at)
     SELECT 'evt_' || substr(md5(s.id || t.type), 1, 24), s.merchant_id, s.mode, t.type,
            jsonb_build_object('id', s.id, 'object', 'verification_session', 'status', s.status), s.created_at + t.offset_ms * interval '1 millisecond'
       FROM (SELECT * FROM verification_sessions WHERE merchant_id = $1 AND mode = $2::"Mode" ORDER BY created_at DESC LIMIT $3) s
      CROSS JOIN (VALUES ('verification_session.created', 0), ('verification_session.processing', 1), ('verification_session.completed', 2)) AS t(type, offset_ms)
     ON CONFLICT DO NOTHING`,
    [...args, options.eventsForLatest ?? null],
  );
}
