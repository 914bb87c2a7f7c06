import { prisma } from "../../platform/db/client.js";
import { EmailTaken } from "../../platform/errors/domain-errors.js";
import { newId } from "../../platform/ids.js";
import { seedDefaultDecisionRules } from "./default-decision-rules.js";
import { normalizedEmail } from "./normalized-email.js";
import { hashPassword } from "./passwords.js";

export interface NewMerchant {
  email: string;
  password: string;
  businessName: string;
}

/** Creates an account with its owner and the default decision rules, all or nothing. */
export async function createMerchant(input: NewMerchant): Promise<{ merchantId: string; userId: string }> {
  const email = normalizedEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const merchantId = newId("merchant");
  const userId = newId("user");
  try {
    await prisma.$transaction(async (tx) => {
      await tx.merchant.create({ data: { id: merchantId, businessName: input.businessName } });
      await tx.user.create({ data: { id: userId, merchantId, email, passwordHash, role: "owner" } });
      await seedDefaultDecisionRules(tx, merchantId);
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002")
      throw new EmailTaken();
    throw error;
  }
  return { merchantId, userId };
}
