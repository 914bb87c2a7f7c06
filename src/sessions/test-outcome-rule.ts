import type { Owner } from "../http/auth/owner.js";
import { InvalidInput } from "../platform/errors/domain-errors.js";

/** `test_outcome` steers the sandbox: a live key sending one is refused, whatever the resource. */
export function refuseTestOutcomeInLiveMode(owner: Owner, testOutcome: unknown): void {
  if (owner.mode === "live" && testOutcome !== undefined)
    throw new InvalidInput("test_outcome is only accepted with a test key.", "test_outcome");
}
