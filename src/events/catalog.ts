import { z } from "zod";

/** The event catalog of spec 6.2. */
export const EVENT_TYPES = [
  "verification_session.created",
  "verification_session.completed",
  "verification_session.failed",
  "verification_session.expired",
  "customer.associated",
  "customer.kyc_status.changed",
  "review.flagged",
  "review.resolved",
  "reverification.submitted",
  "vic.revoked",
  "vic.expired",
  "ping",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
export const eventTypeSchema = z.enum(EVENT_TYPES);

export const PING_MESSAGE = "Hello from Proofbase: this is a test event for your webhook endpoint.";
