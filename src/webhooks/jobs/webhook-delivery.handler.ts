import type { z } from "zod";
import type { JobHandler } from "../../jobs/job-handler.js";
import { deliverAttempt } from "../deliver.js";
import type { deliveryPayload } from "./webhook-delivery.js";

/** Both delivery jobs (first attempt and retries) send the attempt their payload names. */
export const deliverWebhook: JobHandler<z.output<typeof deliveryPayload>> = ({ deliveryId, attempt }) => deliverAttempt(deliveryId, attempt);
