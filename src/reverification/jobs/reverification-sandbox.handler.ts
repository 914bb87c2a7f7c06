import { prisma } from "../../src/db/client.js";
import { submitReverificationRequest } from "../../src/reverification/submit-reverification.js";
import type { Handler } from "./handler.js";

export const runReverificationSandbox: Handler<"reverification-sandbox"> = async ({ requestId }) => {
  const row = await prisma.reverificationRequest.findUnique({ where: { id: requestId } });
  if (!row || row.mode !== "test" || row.testOutcome !== "submitted" || row.status !== "pending") return;
  await submitReverificationRequest(requestId);
};
