import { prisma } from "../../src/platform/db/client.js";

/** A phone code row with its outbox message (src/flows/codes/code-outbox.ts; null when none: test mode, or not yet adopted). */
export async function phoneCodeWithMessage(id: string) {
  const [code, message] = await Promise.all([prisma.phoneCode.findUniqueOrThrow({ where: { id } }), prisma.outboundMessage.findUnique({ where: { id } })]);
  return { ...code, message };
}

/** An email code row with its outbox message. */
export async function emailCodeWithMessage(id: string) {
  const [code, message] = await Promise.all([prisma.emailCode.findUniqueOrThrow({ where: { id } }), prisma.outboundMessage.findUnique({ where: { id } })]);
  return { ...code, message };
}
