import { config } from "../../../platform/config.js";

/**
 * Live (not deleted) endpoints per merchant and mode (WEBHOOK_MAX_ENDPOINTS_PER_MODE): bounds what
 * one event fans out to, and keeps the plain list whole (spec 4.3 rule 5).
 */
export const maxEndpointsPerMode = (): number => config.WEBHOOK_MAX_ENDPOINTS_PER_MODE;
/** `GET /v1/webhook-endpoints/{id}/deliveries` shows the latest this many (contract §5). */
export const MAX_DELIVERIES_LISTED = 100;
export const MAX_DESCRIPTION_LENGTH = 500;
