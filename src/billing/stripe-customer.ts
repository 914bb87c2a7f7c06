import { prisma } from "../platform/db/client.js";
import { stripe } from "./stripe-client.js";

/**
 * The account's Stripe customer, created once. The create carries an idempotency key derived from
 * the merchant id, so a crash between Stripe's answer and the record below makes the next call
 * get the same customer back from Stripe instead of a second one (Stripe keeps keys for at least
 * 24 hours). The record is a guarded update (`WHERE stripe_customer_id IS NULL`): of two
 * concurrent setups, the first recorded id wins and both return it.
 */
export async function ensureStripeCustomer(merchantId: string): Promise<string> {
  const merchant = await prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { stripeCustomerId: true, businessName: true } });
  if (merchant.stripeCustomerId) return merchant.stripeCustomerId;
  const customer = await (await stripe()).customers.create(
    { name: merchant.businessName, metadata: { merchant_id: merchantId } },
    { idempotencyKey: `customer-${merchantId}` },
  );
  await prisma.merchant.updateMany({ where: { id: merchantId, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const recorded = await prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { stripeCustomerId: true } });
  return recorded.stripeCustomerId!;
}
