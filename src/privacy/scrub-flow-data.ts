import type { Tx } from "../platform/db/client.js";

/**
 * Removes what the flows kept of an end user for these sessions or reverification requests
 * (`object_id`): the phone and email hashes and masks, the flows' signals, and of each code sent
 * the masked and sealed destination, the sealed code, the provider's message id and its error
 * text (a provider's refusal can quote the number). Statuses, counts and times stay; so does the
 * wallet address, which is the customer's id. Safe to run again.
 */
export async function scrubFlowData(tx: Tx, objectIds: string[]): Promise<void> {
  if (objectIds.length === 0) return;
  await tx.$executeRaw`
    UPDATE sdk_flows SET phone_hash = NULL, phone_masked = NULL, email_hash = NULL, email_masked = NULL, signals = NULL, updated_at = now()
     WHERE object_id = ANY (${objectIds}::text[])`;
  await tx.$executeRaw`
    UPDATE phone_codes SET phone_masked = '', phone_sealed = NULL, code_sealed = NULL, provider_message_id = NULL, sms_error = NULL
     WHERE object_id = ANY (${objectIds}::text[])`;
  await tx.$executeRaw`
    UPDATE email_codes SET email_masked = '', email_sealed = NULL, code_sealed = NULL, provider_message_id = NULL, mail_error = NULL
     WHERE object_id = ANY (${objectIds}::text[])`;
}
