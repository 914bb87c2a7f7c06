import { randomInt } from "node:crypto";
import { sha256Hex } from "../../../http/auth/api-key-format.js";
import { prisma } from "../../../platform/db/client.js";
import type { Prisma } from "../../../platform/generated/prisma/client.js";
import { newId } from "../../../platform/ids.js";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are read off paper. 10 characters of 31: about 49 bits each, and every
// guess goes through the sign-in throttle.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** What is compared: lower case, without the dash and spaces people type or not. */
const hashOf = (code: string) => sha256Hex(code.toLowerCase().replace(/[\s-]/g, ""));

/** Replaces the user's recovery codes with 10 new ones (in `tx`); returns them, the only time they are readable. */
export async function replaceRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ id: newId("recoveryCode"), userId, codeHash: hashOf(code) })) });
  return codes;
}

/** Spends one unused recovery code of the user: one guarded update, so a code works exactly once. */
export async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  const { count } = await prisma.recoveryCode.updateMany({ where: { userId, codeHash: hashOf(code), usedAt: null }, data: { usedAt: new Date() } });
  return count === 1;
}

export async function unusedRecoveryCodes(userId: string): Promise<number> {
  return prisma.recoveryCode.count({ where: { userId, usedAt: null } });
}
