import type { Mode } from "../auth/api-key-format.js";
import { sha256Hex } from "../auth/api-key-format.js";
import { NegativeCache } from "../auth/negative-cache.js";
import { query } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";

export type SubjectKind = "verification_session" | "reverification_request";

/** What a client token (pbvs_) stands for: one verification session or reverification request. */
export interface SdkSubject {
  kind: SubjectKind;
  id: string;
  merchantId: string;
  mode: Mode;
  merchantName: string;
  /** Branding (portal settings): an https logo URL and a `#rrggbb` accent colour, or null. */
  merchantLogoUrl: string | null;
  merchantAccentColor: string | null;
  status: string;
  flows: string[];
  /** Lower-case; set when the object names the wallet that must sign (or once one was verified). */
  customerAddress: string | null;
  testOutcome: string | null;
  returnUrl: string | null;
  expiresAt: Date;
  /** The merchant's live access (the router refuses live subjects without it). */
  liveEnabled: boolean;
}

interface SubjectRow {
  kind: SubjectKind;
  id: string;
  merchant_id: string;
  mode: Mode;
  business_name: string;
  status: string;
  flows: string[];
  customer_address: string | null;
  test_outcome: string | null;
  return_url: string | null;
  expires_at: Date;
  live_enabled: boolean;
}

function toSubject(row: SubjectRow): SdkSubject {
  return {
    kind: row.kind,
    id: row.id,
    merchantId: row.merchant_id,
    mode: row.mode,
    merchantName: row.business_name,
    // The branding columns come with the portal's branding settings; until then there are none.
    merchantLogoUrl: null,
    merchantAccentColor: null,
    status: row.status,
    flows: row.flows,
    customerAddress: row.customer_address,
    testOutcome: row.test_outcome,
    returnUrl: row.return_url,
    expiresAt: row.expires_at,
    liveEnabled: row.live_enabled,
  };
}

// Runs on every SDK request: one statement, both kinds of object, with the merchant's name.
const subjectStatement = (column: "client_token_hash" | "id", value: string) =>
  Prisma.sql`
    SELECT 'verification_session' AS kind, s.id, s.merchant_id, s.mode::text AS mode, m.business_name, s.status, s.flows,
           s.customer_address, s.test_outcome, s.return_url, s.expires_at, m.live_enabled
      FROM verification_sessions s JOIN merchants m ON m.id = s.merchant_id
     WHERE s.${Prisma.raw(column)} = ${value}
    UNION ALL
    SELECT 'reverification_request', r.id, r.merchant_id, r.mode::text, m.business_name, r.status, r.flows,
           r.customer_address, r.test_outcome, NULL, r.expires_at, m.live_enabled
      FROM reverification_requests r JOIN merchants m ON m.id = r.merchant_id
     WHERE r.${Prisma.raw(column)} = ${value}`;

// Tokens no object has (docs/verification-flows.md, "Client tokens"): a client token is 40 random
// characters returned only after its object committed, so one remembered here was guessed.
export const UNKNOWN_TOKEN_TTL_MS = 10_000;
const unknownTokens = new NegativeCache(UNKNOWN_TOKEN_TTL_MS, 10_000);

/**
 * The object a client token belongs to, or null for a token no object has; `expired` when the
 * object is past its `expires_at` (such a token authenticates only the routes that say so: the
 * `GET /link` answer). Only the token's SHA-256 is stored.
 */
export async function resolveClientToken(token: string, now = new Date()): Promise<{ subject: SdkSubject; expired: boolean } | null> {
  if (!/^pbvs_[0-9A-Za-z]{40}$/.test(token)) return null;
  const tokenHash = sha256Hex(token);
  if (unknownTokens.has(tokenHash)) return null;
  const [row] = await query<SubjectRow>(subjectStatement("client_token_hash", tokenHash));
  if (!row) {
    unknownTokens.remember(tokenHash);
    return null;
  }
  return { subject: toSubject(row), expired: row.expires_at <= now };
}

/** Re-reads a subject by id (after a change). */
export async function reloadSubject(subject: Pick<SdkSubject, "id">): Promise<SdkSubject> {
  const [row] = await query<SubjectRow>(subjectStatement("id", subject.id));
  if (!row) throw new Error(`sdk subject ${subject.id} vanished`);
  return toSubject(row);
}
