import { query } from "../../db/sql.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { Signals } from "../../decision-rules/evaluate.js";
import type { SmsStatus } from "../../sms/sms-status.js";
import { PHONE_LIMITS } from "./code.js";
import type { SdkSubject } from "../../sdk/subject.js";

export interface NewPhoneCode {
  id: string;
  phoneHash: string;
  phoneMasked: string;
  phoneSealed: string | null;
  codeHmac: string;
  codeSealed: string | null;
  signals: Signals;
  smsStatus: SmsStatus;
  expiresAt: Date;
  now: Date;
}

/**
 * One send, as one statement (the hot path of the phone flow): claims a send on the flow row
 * (creating it on the first send) only while it is pending, under 5 sends, and 30 s after the
 * last; then retires the previous code and records the new one. Returns false when the claim
 * was refused (nothing written).
 */
export async function recordPhoneCodeSend(subject: SdkSubject, code: NewPhoneCode): Promise<boolean> {
  const resendAfter = new Date(code.now.getTime() - PHONE_LIMITS.resendIntervalMs);
  const signals = JSON.stringify(code.signals);
  const [row] = await query<{ sent: number }>(Prisma.sql`
    WITH claimed AS (
      INSERT INTO sdk_flows AS f (object_id, type, merchant_id, mode, send_count, last_send_at, phone_hash, phone_masked, signals)
      VALUES (${subject.id}, 'phone', ${subject.merchantId}, ${subject.mode}::"Mode", 1, ${code.now}, ${code.phoneHash}, ${code.phoneMasked}, ${signals}::jsonb)
      ON CONFLICT (object_id, type) DO UPDATE
         SET send_count = f.send_count + 1, last_send_at = EXCLUDED.last_send_at, phone_hash = EXCLUDED.phone_hash,
             phone_masked = EXCLUDED.phone_masked, signals = EXCLUDED.signals, updated_at = now()
       WHERE f.status = 'pending' AND f.send_count < ${PHONE_LIMITS.sendsPerObject} AND (f.last_send_at IS NULL OR f.last_send_at <= ${resendAfter})
      RETURNING f.object_id),
    retired AS (
      UPDATE phone_codes SET superseded_at = ${code.now}
       WHERE object_id = (SELECT object_id FROM claimed) AND verified_at IS NULL AND superseded_at IS NULL),
    recorded AS (
      INSERT INTO phone_codes (id, object_id, merchant_id, mode, phone_masked, phone_sealed, code_hmac, code_sealed, expires_at, sms_status, created_at)
      SELECT ${code.id}, object_id, ${subject.merchantId}, ${subject.mode}::"Mode", ${code.phoneMasked}, ${code.phoneSealed}, ${code.codeHmac},
             ${code.codeSealed}, ${code.expiresAt}, ${code.smsStatus}, ${code.now}
        FROM claimed
      RETURNING id)
    SELECT count(*)::int AS sent FROM recorded`);
  return row!.sent === 1;
}
