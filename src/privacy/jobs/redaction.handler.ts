import type { z } from "zod";
import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { runCustomerRedaction, runSessionRedaction } from "../run-redaction.js";
import type { redactionPayload } from "./redaction.js";

export const redactHandler: JobHandler<z.output<typeof redactionPayload>> = async ({ kind, id }) => {
  await (kind === "session" ? runSessionRedaction(id) : runCustomerRedaction(id));
};
