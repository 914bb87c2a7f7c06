import { config } from "../../platform/config.js";

/**
 * The WebAuthn relying party is the service itself: its ID is the host of PUBLIC_URL (no port),
 * and a ceremony is accepted only from PUBLIC_URL's origin, where the hosted page is served.
 * Read on each call: tests set PUBLIC_URL per app.
 */
export function relyingParty(): { id: string; origin: string } {
  const url = new URL(config.PUBLIC_URL);
  return { id: url.hostname, origin: url.origin };
}
