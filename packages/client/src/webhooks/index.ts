// `@proofbase/client/webhooks`: the receiver kit on its own (no API client inside).
export { verifyWebhook, type VerifyOptions } from "./verify.js";
export { WebhookVerificationError, type WebhookVerificationCode } from "./errors.js";
export { proofbaseWebhook, type WebhookMiddlewareOptions, type WebhookRequest, type WebhookResponse } from "./express.js";
export { generateWebhookSecret, parseSignatureHeader, signWebhookPayload, type ParsedSignature } from "./signature.js";
export { EVENT_TYPES, type EventOfType, type EventType, type ProofbaseEvent } from "./events.js";
