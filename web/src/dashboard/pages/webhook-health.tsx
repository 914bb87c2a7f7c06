import type { Delivery, Endpoint } from "../api";
import { Badge, Time } from "../ui";

const DISABLED_BECAUSE: Record<NonNullable<Endpoint["disabled_reason"]>, string> = {
  manual: "you disabled it",
  failing: "every attempt failed for too long",
  gone: "the receiver answered 410 Gone",
};

/** The endpoint's state in words: healthy, failing since when, or disabled and why (`disabled_reason`). */
export function EndpointHealth({ endpoint }: { endpoint: Endpoint }) {
  if (endpoint.status === "disabled")
    return (
      <span>
        <Badge tone="bad">disabled</Badge> <span className="muted">{endpoint.disabled_reason ? DISABLED_BECAUSE[endpoint.disabled_reason] : ""}</span>
      </span>
    );
  if (endpoint.failing_since)
    return (
      <span>
        <Badge tone="bad">failing</Badge>{" "}
        <span className="health-bad">
          every attempt has failed since <Time iso={endpoint.failing_since} />
        </span>
      </span>
    );
  return <Badge tone="good">enabled</Badge>;
}

export const attemptOk = (a: Delivery["attempts"][number]) => a.status_code !== null && a.status_code >= 200 && a.status_code < 300;

/** The latest failed attempt among these deliveries (the endpoint's latest 100). */
export function lastError(deliveries: readonly Delivery[]): { delivery: Delivery; attempt: Delivery["attempts"][number] } | null {
  let found: { delivery: Delivery; attempt: Delivery["attempts"][number] } | null = null;
  for (const delivery of deliveries)
    for (const attempt of delivery.attempts)
      if (!attemptOk(attempt) && (!found || attempt.at > found.attempt.at)) found = { delivery, attempt };
  return found;
}

export const attemptSummary = (a: Delivery["attempts"][number]) => (a.status_code === null ? "no response" : `HTTP ${a.status_code}`);
