import type { Owner } from "../../http/auth/owner.js";
import { presentCustomer } from "../../customers/present-customer.js";
import { prisma } from "../../platform/db/client.js";
import { NotFound } from "../../platform/errors/domain-errors.js";
import { presentReview } from "../reviews/present-review.js";
import { presentVic, viewSession, viewSessions } from "../present-session.js";
import type { ReviewCaseObject } from "./case-schema.js";
import { presentClaim } from "./claim-schema.js";
import { otherCustomersWith } from "./same-destination.js";
import { flowRegistry, provesAddress } from "../../flows/registry.js";

const LISTED = 20;

/**
 * What a reviewer decides on (contract section 14): the review, its session with its flows and
 * signals, each flow's evidence (the phone's and email's country, line type and the other
 * customers who verified the same number or address: a flow's `reviewEvidence`), the customer's
 * earlier sessions and VICs, and who holds it. Reads only.
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
  // Each flow's evidence (a flow's `reviewEvidence`), null when the session has no such flow.
  const evidence: Record<string, Record<string, unknown> | null> = {};
  for (const { name, reviewEvidence } of flowRegistry) {
    if (!reviewEvidence) continue;
    const flow = flows.find((f) => f.type === name);
    evidence[reviewEvidence.field] = flow
      ? await reviewEvidence.read({ flow, signals, otherCustomers: (column, hash) => otherCustomersWith(owner, column, hash, session.id, address) })
      : null;
  }
  return {
    object: "review_case",
    review: presentReview(review),
    claim: presentClaim(review, userId),
    verification_session: await viewSession(prisma, session),
    flows: flows.map((f) => ({
      type: f.type,
      status: f.status,
      verified_at: f.verifiedAt?.toISOString() ?? null,
      // The address on the row of the flow that proves it only: every flow row of a session carries it.
      address: provesAddress([f.type]) ? f.address : null,
      phone_number_masked: f.phoneMasked,
      email_masked: f.emailMasked,
    })),
    signals,
    ...evidence,
    customer: customer ? presentCustomer(customer) : null,
    earlier_sessions: await viewSessions(prisma, earlier),
    vics: vics.map((vic) => presentVic({ ...vic, onchain: null })),
    livemode: mode === "live",
  };
}
