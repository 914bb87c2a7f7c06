import { codeHmac } from "../../src/flows/codes/code.js";
import { seal } from "../../src/platform/crypto/sealed-box.js";
import { prisma } from "../../src/platform/db/client.js";
import type { Prisma } from "../../src/platform/generated/prisma/client.js";
import { newId } from "../../src/platform/ids.js";

/** A phone code row with its outbox message (src/flows/codes/code-outbox.ts; null when none: test mode, or not yet adopted). */
export async function phoneCodeWithMessage(id: string) {
  // The message first: its settle clears the code in the same statement, so a message read as
  // settled guarantees the code read after it is settled too (two parallel reads could straddle it).
  const message = await prisma.outboundMessage.findUnique({ where: { id } });
  const code = await prisma.phoneCode.findUniqueOrThrow({ where: { id } });
  return { ...code, message };
}

/** An email code row with its outbox message (read in the same order as above). */
export async function emailCodeWithMessage(id: string) {
  const message = await prisma.outboundMessage.findUnique({ where: { id } });
  const code = await prisma.emailCode.findUniqueOrThrow({ where: { id } });
  return { ...code, message };
}

/**
 * A live phone code whose text is due (code 123456 to +33612345678, sealed as the send needs them),
 * written straight to the table: `smsStatus` `outbox` as this release writes it (queue its message
 * yourself), or `queued` as the release before the outbox did. Returns its id.
 */
export async function insertLivePhoneCode(owner: { objectId: string; merchantId: string }, data: Partial<Prisma.PhoneCodeUncheckedCreateInput> = {}): Promise<string> {
  const id = newId("phoneCode");
  await prisma.phoneCode.create({
    data: {
      id,
      ...owner,
      mode: "live",
      phoneMasked: "+33 •••••5678",
      phoneSealed: seal("sms-codes", "+33612345678"),
      codeHmac: codeHmac(id, "123456"),
      codeSealed: seal("sms-codes", "123456"),
      expiresAt: new Date(Date.now() + 600_000),
      smsStatus: "outbox",
      ...data,
    },
  });
  return id;
}

/**
 * A live email code to `to` whose email is due (code 123456, sealed as the send needs them),
 * written straight to the table: `mailStatus` `outbox` as this release writes it (queue its
 * message yourself), or `queued` as the release before the outbox did. Returns its id.
 */
export async function insertLiveEmailCode(owner: { objectId: string; merchantId: string }, to: string, data: Partial<Prisma.EmailCodeUncheckedCreateInput> = {}): Promise<string> {
  const id = newId("emailCode");
  await prisma.emailCode.create({
    data: {
      id,
      ...owner,
      mode: "live",
      emailMasked: "l•••@example.com",
      emailSealed: seal("email-codes", to),
      codeHmac: codeHmac(id, "123456"),
      codeSealed: seal("email-codes", "123456"),
      expiresAt: new Date(Date.now() + 600_000),
      mailStatus: "outbox",
      ...data,
    },
  });
  return id;
}
