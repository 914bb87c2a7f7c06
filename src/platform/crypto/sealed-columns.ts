import type { SealPurpose } from "./sealed-box.js";

/**
 * Every stored sealed value, for the key rotation (`npm run cli -- rotate-encryption-key`).
 * `test/sealed-columns.test.ts` fails when a column named `*_sealed` or `*_ciphertext` is missing
 * here. `jsonKey`: the sealed string is that key of a jsonb column.
 */
export interface SealedColumn {
  table: string;
  /** The primary key's columns, in order: the rotation walks the table in keyset batches. */
  key: readonly string[];
  column: string;
  jsonKey?: string;
  purpose: SealPurpose;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: "webhook_endpoints", key: ["id"], column: "secret_ciphertext", purpose: "webhook-signing-secrets" },
  { table: "webhook_endpoints", key: ["id"], column: "previous_secret_ciphertext", purpose: "webhook-signing-secrets" },
  { table: "users", key: ["id"], column: "totp_secret_sealed", purpose: "totp-secrets" },
  { table: "users", key: ["id"], column: "totp_pending_sealed", purpose: "totp-secrets" },
  { table: "member_invitations", key: ["id"], column: "token_sealed", purpose: "invitation-tokens" },
  { table: "password_resets", key: ["id"], column: "token_sealed", purpose: "password-reset-tokens" },
  { table: "phone_codes", key: ["id"], column: "phone_sealed", purpose: "sms-codes" },
  { table: "phone_codes", key: ["id"], column: "code_sealed", purpose: "sms-codes" },
  { table: "email_codes", key: ["id"], column: "email_sealed", purpose: "email-codes" },
  { table: "email_codes", key: ["id"], column: "code_sealed", purpose: "email-codes" },
  { table: "credential_issuer_keys", key: ["id"], column: "private_jwk_sealed", purpose: "credential-issuer-keys" },
  { table: "idempotency_keys", key: ["merchant_id", "mode", "key"], column: "response_body", jsonKey: "sealed", purpose: "idempotent-responses" },
];

export const sealedColumnName = ({ table, column, jsonKey }: SealedColumn): string => `${table}.${column}${jsonKey ? `.${jsonKey}` : ""}`;
