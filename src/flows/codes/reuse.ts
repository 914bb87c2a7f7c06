import { prisma } from "../../platform/db/client.js";
import type { SdkSubject } from "../subject.js";
import type { CodeChannel } from "./channel.js";

/** How far back `phone_reused` and `email_reused` look; the pruning job keeps verified flows this long. */
export const REUSE_WINDOW_MS = 30 * 24 * 3_600_000;

/**
 * `phone_reused`, `email_reused`: the same destination (by its keyed hash) verified another
 * customer for this merchant (same mode) in the last 30 days. A customer is told apart by the
 * object's customer_address; an object without one counts another object that had one.
 */
/** Also records the object's address on its flow row, so later checks can tell customers apart. */
export async function destinationReused(
  subject: SdkSubject,
  channel: CodeChannel,
  hash: string,
  address: string | null,
): Promise<boolean> {
  await prisma.sdkFlow.updateMany({ where: { objectId: subject.id, type: channel.flow }, data: { address } });
  const other = await prisma.sdkFlow.findFirst({
    where: {
      merchantId: subject.merchantId,
      mode: subject.mode,
      type: channel.flow,
      status: "verified",
      [channel.flowHashField]: hash,
      objectId: { not: subject.id },
      verifiedAt: { gt: new Date(Date.now() - REUSE_WINDOW_MS) },
      address: address === null ? { not: null } : { not: address },
    },
    select: { objectId: true },
  });
  return other !== null;
}
