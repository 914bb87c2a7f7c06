import { z } from "zod";
import { customerObject } from "../../customers/customer-schema.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { reverificationObject } from "../../sessions/reverification/reverification-schema.js";
import { reviewObject } from "../../sessions/reviews/review-schema.js";
import { sessionObject, vicObject } from "../../sessions/session-schema.js";
import type { EventType } from "../../events/catalog.js";

const envelope = {
  id: z.string().startsWith("evt_"),
  object: z.literal("event"),
  created: timestamp.meta({ description: "When the event happened (the spec's envelope field)." }),
  created_at: timestamp,
  livemode,
};

/** One variant of the envelope: these types carry `data` of this shape (spec 6.2). */
const variant = <T extends readonly [EventType, ...EventType[]]>(types: T, data: z.ZodType, name: string) =>
  z.object({ ...envelope, type: z.enum(types), data }).meta({ id: name });

/**
 * The event envelope (spec 2.2): the body of every webhook delivery and the object of the event
 * log, with `data` typed by `type`.
 */
export const eventObject = z
  .discriminatedUnion("type", [
    variant(
      ["verification_session.created", "verification_session.completed", "verification_session.failed", "verification_session.expired"],
      sessionObject,
      "VerificationSessionEvent",
    ),
    variant(["customer.associated", "customer.kyc_status.changed"], customerObject, "CustomerEvent"),
    // Review events logged before resolvers (and then reasons) were recorded (kept 90 days) carry no `resolved_by` (`resolution_reason`).
    variant(["review.flagged", "review.resolved"], reviewObject.partial({ resolved_by: true, resolution_reason: true }), "ReviewEvent"),
    variant(["reverification.submitted"], reverificationObject, "ReverificationEvent"),
    variant(["vic.revoked", "vic.expired"], vicObject, "VicEvent"),
    variant(["ping"], z.object({ message: z.string() }), "PingEvent"),
  ])
  .meta({ id: "Event" });

export const eventReplayObject = z
  .object({ object: z.literal("event_replay"), event_id: z.string().startsWith("evt_"), deliveries: z.array(z.string()), livemode })
  .meta({ id: "EventReplay" });

export type EventObject = z.input<typeof eventObject>;
