import { prisma } from "../../src/platform/db/client.js";
import type { Mode } from "../../src/http/auth/api-key-format.js";

/**
 * `count` settled test sessions of a merchant in one statement (no API round trips), newest
 * `newestAt`, one second apart. Every tenth is failed, the rest completed; every hundredth
 * carries metadata that a spreadsheet would take for a formula.
 */
export async function seedSessions(merchantId: string, mode: Mode, count: number, newestAt = new Date()): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO verification_sessions (id, merchant_id, mode, status, flows, client_token_hash, metadata, expires_at, completed_at, created_at, updated_at)
    SELECT 'vs_seed' || md5(${merchantId} || i::text),
           ${merchantId}, ${mode}::"Mode",
           CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'completed' END,
           ARRAY['wallet'],
           md5('seed-token' || ${merchantId} || i::text),
           CASE WHEN i % 100 = 0 THEN jsonb_build_object('order', '=1+' || i::text, 'note', 'a, "quoted" value') ELSE '{}'::jsonb END,
           ${newestAt}::timestamptz + interval '1 hour',
           ${newestAt}::timestamptz - i * interval '1 second',
           ${newestAt}::timestamptz - i * interval '1 second',
           ${newestAt}::timestamptz - i * interval '1 second'
      FROM generate_series(1, ${count}::int) AS i`;
}
