import type { Owner } from "../http/auth/owner.js";
import type { Tx } from "../platform/db/client.js";
import { rewriteStoredResponses } from "../http/idempotency.js";
import { flowRegistry } from "../flows/registry.js";
import { scrubEventData } from "./scrub-event-data.js";
import { scrubFlowData } from "./scrub-flow-data.js";

const CUSTOMER_PATCH = { suspended_reason: null };
const REVERIFICATION_PATCH = { reason: null };

/**
 * Removes what the customer row and the rows about it hold of the person (docs/privacy.md): the
 * suspension reason, the notes' bodies (the notes, their authors and times stay), what each flow's
 * tables hold of the person (its `scrubCustomer`), its reverification requests' reasons and flows'
 * data, and the same fields in logged events and stored replays. Its sessions are redacted on their own (`redactCustomerNow`). Safe to run again.
 */
export async function scrubCustomer(tx: Tx, owner: Owner, customer: { id: string; address: string }): Promise<void> {
  await tx.customer.update({ where: { id: customer.id }, data: { suspendedReason: null } });
  await tx.customerNote.updateMany({ where: { customerId: customer.id }, data: { body: "" } });
  for (const flow of flowRegistry) await flow.scrubCustomer?.(tx, owner, customer);
  const requests = await tx.reverificationRequest.findMany({
    where: { merchantId: owner.merchantId, mode: owner.mode, customerAddress: customer.address },
    select: { id: true },
  });
  const requestIds = requests.map((r) => r.id);
  await tx.reverificationRequest.updateMany({ where: { id: { in: requestIds } }, data: { reason: null } });
  await scrubFlowData(tx, requestIds);
  await scrubEventData(tx, owner, [customer.id], CUSTOMER_PATCH);
  await scrubEventData(tx, owner, requestIds, REVERIFICATION_PATCH);
  await rewriteStoredResponses(tx, owner, (body) => {
    if (body.object === "customer" && body.id === customer.id) return { ...body, ...CUSTOMER_PATCH };
    if (body.object === "customer_note" && body.customer === customer.address) return { ...body, body: "" };
    if (body.object === "reverification_request" && requestIds.includes(body.id as string)) return { ...body, ...REVERIFICATION_PATCH };
    return undefined;
  });
}
