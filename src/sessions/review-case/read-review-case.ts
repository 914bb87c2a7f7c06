import type { Owner } from "../../http/auth/owner.js";
import { presentCustomer } from "../../customers/present-customer.js";
import { prisma } from "../../platform/db/client.js";
import { NotFound } from "../../platform/errors/domain-errors.js";
import { presentReview } from "../reviews/present-review.js";
import { presentVic, viewSession, viewSessions } from "../present-session.js";
import type { ReviewCaseObject } from "./case-schema.js";
import { presentClaim } from "./claim-schema.js";
import { otherCustomersWith } from "./same-destination.js";

const LISTED = 20;

/**
 * What a reviewer decides on (contract section 14): the review, its session with its flows and
 * signals, the phone's and email's country, line type and the other customers who verified the
 * same number or address, the customer's earlier sessions and VICs, and who holds it. Reads only.
 */
export async function readReviewCase(owner: Owner, reviewId: string, userId: string): Promise<ReviewCaseObject> {
  const { merchantId, mode } = owner;
  const review = await prisma.review.findFirst({ where: { id: reviewId, merchantId, mode } });
  if (!review) throw new NotFound("review", reviewId);
  const session = await prisma.verificationSession.findFirst({ where: { id: review.sessionId, merchantId, mode } });
  if (!session) throw new NotFound("review", reviewId); // a review always has its session; never show half a case
  const address = session.customerAddress;
  const [flows, customer, earlier, vics] = await Promise.all([
    prisma.sdkFlow.findMany({ where: { objectId: session.id }, orderBy: { createdAt: "asc" } }),
    address ? prisma.customer.findUnique({ where: { merchantId_mode_address: { merchantId, mode, address } } }) : null,
    address
      ? prisma.verificationSession.findMany({
          where: { merchantId, mode, customerAddress: address, id: { not: session.id } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: LISTED,
        })
      : [],
    address ? prisma.vic.findMany({ where: { merchantId, mode, customerAddress: address }, orderBy: [{ issuedAt: "desc" }], take: LISTED }) : [],
  ]);
  const signals = (session.signals ?? null) as Record<string, unknown> | null;
  const phoneFlow = flows.find((f) => f.type === "phone");
  const emailFlow = flows.find((f) => f.type === "email");
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    object: "review_case",
    review: presentReview(review),
    claim: presentClaim(review, userId),
    verification_session: await viewSession(prisma, session),
    flows: flows.map((f) => ({
      type: f.type,
      status: f.status,
      verified_at: f.verifiedAt?.toISOString() ?? null,
      // The wallet's address on the wallet row only: every flow row of a session carries it.
      address: f.type === "wallet" ? f.address : null,
      phone_number_masked: f.phoneMasked,
      email_masked: f.emailMasked,
    })),
    signals,
    phone: phoneFlow
      ? {
          masked: phoneFlow.phoneMasked,
          country: text(signals?.phone_country),
          line_type: text(signals?.phone_line_type),
          other_customers: phoneFlow.phoneHash ? await otherCustomersWith(owner, "phone", phoneFlow.phoneHash, session.id, address) : [],
        }
      : null,
    email: emailFlow
      ? {
          masked: emailFlow.emailMasked,
          domain: text(signals?.email_domain),
          disposable: typeof signals?.email_disposable === "boolean" ? signals.email_disposable : null,
          other_customers: emailFlow.emailHash ? await otherCustomersWith(owner, "email", emailFlow.emailHash, session.id, address) : [],
        }
      : null,
    customer: customer ? presentCustomer(customer) : null,
    earlier_sessions: await viewSessions(prisma, earlier),
    vics: vics.map((vic) => presentVic({ ...vic, onchain: null })),
    livemode: mode === "live",
  };
}
