import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { cancelQueuedCodes } from "../codes/code-delivery.js";
import { phoneChannel } from "./channel.js";

/**
 * The sms-send job's side of SMS_SENDING_ENABLED (src/messaging/sms/sending-switch.ts): while sending is
 * off, a queued send is canceled rather than kept for later. The switch is pulled during an
 * incident (a pumping attack, a provider problem); sends queued at that moment are the suspect
 * ones, and a code is only worth sending in its first minutes. The end user asks for a new code
 * once sending is back. Returns true when sending is off (the job is done).
 */
export async function cancelIfSendingPaused(phoneCodeId: string): Promise<boolean> {
  if (config.SMS_SENDING_ENABLED) return false;
  await cancelQueuedCodes(prisma, phoneChannel, Prisma.sql`c.id = ${phoneCodeId}`, "Text messages were paused before this code went out. Ask for a new code.");
  return true;
}
