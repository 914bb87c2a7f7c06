import type { Mode } from "../http/auth/api-key-format.js";
import { sha256Hex } from "../http/auth/api-key-format.js";
import { NegativeCache } from "../http/auth/negative-cache.js";
import { query } from "../platform/db/sql.js";
import { Prisma } from "../platform/generated/prisma/client.js";
import { reviewBusinessDaysOf, type BrandingSource } from "../accounts/settings/branding.js";
import type { LogoContentType } from "../accounts/settings/logo-image.js";

export type SubjectKind = "verification_session" | "reverification_request";

/** What a client token (pbvs_) stands for: one verification session or reverification request. */
export interface SdkSubject {
  kind: SubjectKind;
  id: string;
  merchantId: string;
  mode: Mode;
  merchantName: string;
  /** The merchant's branding as read with the object (src/accounts/settings/branding.ts presents it). */
  branding: BrandingSource;
  /** The account's own SMS country allowlist; null: the platform default (country-allowlist.ts). */
  smsCountries: string[] | null;
  status: string;
  flows: string[];
  /** Lower-case; set when the object names the wallet that must sign (or once one was verified). */
  customerAddress: string | null;
  testOutcome: string | null;
  returnUrl: string | null;
  expiresAt: Date;
  /** The merchant's live access (the router refuses live subjects without it). */
  liveEnabled: boolean;
  /** A completed session's VIC, read with the object (a credential is issued from it: src/credentials). */
  vic: SubjectVic | null;
}

/** The VIC a completed session minted, with the session's signals and every credential row of it (at most a handful). */
export interface SubjectVic {
  id: string;
  status: string;
  tier: string;
  flows: string[];
  customerAddress: string | null;
  expiresAt: Date;
  signals: Record<string, unknown>;
  credentials: { id: string; statusIdx: number; issuedAt: Date; holderThumbprint: string | null }[];
}

interface VicJson {
  id: string;
  status: string;
  tier: string;
  flows: string[];
  customer_address: string | null;
  expires_at: string;
  signals: Record<string, unknown> | null;
  credentials: { id: string; status_idx: number; issued_at: string; holder_thumbprint: string | null }[] | null;
}

interface SubjectRow {
  kind: SubjectKind;
  id: string;
  merchant_id: string;
  mode: Mode;
  business_name: string;
  branding_display_name: string | null;
  branding_logo_url: string | null;
  branding_accent_color: string | null;
  has_settings: boolean;
  review_business_days: number | null;
  logo_id: string | null;
  logo_sha256: string | null;
  logo_content_type: string | null;
  sms_countries: string[] | null;
  sms_countries_default: boolean | null;
  status: string;
  flows: string[];
  customer_address: string | null;
  test_outcome: string | null;
  return_url: string | null;
  expires_at: Date;
  live_enabled: boolean;
  vic: VicJson | null;
}

function toVic(vic: VicJson | null): SubjectVic | null {
  if (!vic) return null;
  return {
    id: vic.id,
    status: vic.status,
    tier: vic.tier,
    flows: vic.flows,
    customerAddress: vic.customer_address,
    expiresAt: new Date(vic.expires_at),
    signals: vic.signals ?? {},
    credentials: (vic.credentials ?? []).map((c) => ({ id: c.id, statusIdx: c.status_idx, issuedAt: new Date(c.issued_at), holderThumbprint: c.holder_thumbprint })),
  };
}

function toSubject(row: SubjectRow): SdkSubject {
  return {
    kind: row.kind,
    id: row.id,
    merchantId: row.merchant_id,
    mode: row.mode,
    merchantName: row.business_name,
    branding: {
      businessName: row.business_name,
      displayName: row.branding_display_name,
      logoUrl: row.branding_logo_url,
      logo: row.logo_id ? { id: row.logo_id, sha256: row.logo_sha256!, contentType: row.logo_content_type as LogoContentType } : null,
      accentColor: row.branding_accent_color,
      reviewBusinessDays: reviewBusinessDaysOf(row.has_settings ? { reviewBusinessDays: row.review_business_days } : null),
    },
    // No settings row (the LEFT JOIN's nulls) is the default too.
    smsCountries: row.sms_countries_default === false ? row.sms_countries : null,
    status: row.status,
    flows: row.flows,
    customerAddress: row.customer_address,
    testOutcome: row.test_outcome,
    returnUrl: row.return_url,
    expiresAt: row.expires_at,
    liveEnabled: row.live_enabled,
    vic: toVic(row.vic),
  };
}

// The merchant's name, branding (settings and uploaded logo) and SMS countries, by primary and unique keys.
const merchantColumns = Prisma.raw(`m.business_name, ms.branding_display_name, ms.branding_logo_url, ms.branding_accent_color,
           ms.merchant_id IS NOT NULL AS has_settings, ms.review_business_days, ms.sms_countries, ms.sms_countries_default,
           bl.id AS logo_id, bl.sha256 AS logo_sha256, bl.content_type AS logo_content_type`);
const merchantJoins = (alias: string) =>
  Prisma.raw(`JOIN merchants m ON m.id = ${alias}.merchant_id
      LEFT JOIN merchant_settings ms ON ms.merchant_id = m.id
      LEFT JOIN branding_logos bl ON bl.merchant_id = m.id`);

// A completed session's VIC with its credential rows (by primary key and the credentials' vic_id
// index; nothing is read for a session without one): a device saving its credential needs no
// other statement (src/credentials/issue-credential.ts).
const sessionVic = Prisma.raw(`(SELECT json_build_object('id', v.id, 'status', v.status, 'tier', v.tier, 'flows', v.flows,
             'customer_address', v.customer_address, 'expires_at', v.expires_at, 'signals', s.signals,
             'credentials', (SELECT json_agg(json_build_object('id', c.id, 'status_idx', c.status_idx, 'issued_at', c.issued_at,
                                                               'holder_thumbprint', c.holder_thumbprint))
                               FROM credentials c WHERE c.vic_id = v.id))
         FROM vics v WHERE v.id = s.vic_id)`);

// Runs on every SDK request: one statement, both kinds of object, with the merchant's name, branding and SMS countries.
const subjectStatement = (column: "client_token_hash" | "id", value: string) =>
  Prisma.sql`
    SELECT 'verification_session' AS kind, s.id, s.merchant_id, s.mode::text AS mode, ${merchantColumns}, s.status, s.flows,
           s.customer_address, s.test_outcome, s.return_url, s.expires_at, m.live_enabled, ${sessionVic} AS vic
      FROM verification_sessions s ${merchantJoins("s")}
     WHERE s.${Prisma.raw(column)} = ${value}
    UNION ALL
    SELECT 'reverification_request', r.id, r.merchant_id, r.mode::text, ${merchantColumns}, r.status, r.flows,
           r.customer_address, r.test_outcome, NULL, r.expires_at, m.live_enabled, NULL
      FROM reverification_requests r ${merchantJoins("r")}
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
