import { randomBytes } from "node:crypto";
import type { Mode } from "../../src/http/auth/api-key-format.js";
import { recordVerificationResult, type VerificationResultInput } from "../../src/customers/record-verification.js";
import { prisma } from "../../src/platform/db/client.js";
import { inTransaction } from "../../src/events/webhooks/unit-of-work.js";

export function randomAddress(): string {
  return `0x${randomBytes(20).toString("hex")}`;
}

/** Applies a verification result the way a finished session does (in its own transaction). */
export function recordResult(input: Partial<VerificationResultInput> & { merchantId: string; mode: Mode; address: string }) {
  return inTransaction((uow) =>
    recordVerificationResult(uow, { result: "verified", tier: "basic", vicId: null, ...input }),
  );
}

/** A customer of this merchant and mode, verified at tier "basic". */
export async function createCustomer(merchantId: string, mode: Mode, address = randomAddress()): Promise<string> {
  await recordResult({ merchantId, mode, address });
  return address;
}

export function eventsOf(merchantId: string, type?: string) {
  return prisma.event.findMany({ where: { merchantId, ...(type ? { type } : {}) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
