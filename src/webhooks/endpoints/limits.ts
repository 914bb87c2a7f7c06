/** Live (not deleted) endpoints per merchant and mode; plain lists are bounded (spec 4.3 rule 5). */
export const MAX_ENDPOINTS_PER_MODE = 250;
/** `GET /v1/webhook-endpoints/{id}/deliveries` shows the latest this many (contract §5). */
export const MAX_DELIVERIES_LISTED = 100;
export const MAX_DESCRIPTION_LENGTH = 500;
