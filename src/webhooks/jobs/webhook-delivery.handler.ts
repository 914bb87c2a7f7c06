import { deliverAttempt } from "../../src/webhooks/deliver.js";
import type { Handler } from "./handler.js";

/** Both delivery jobs (first attempt and retries) send the attempt their payload names. */
export const deliverWebhook: Handler<"webhook-deliver" | "webhook-retry"> = ({ deliveryId, attempt }) =>
  deliverAttempt(deliveryId, attempt);
