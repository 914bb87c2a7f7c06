import { InvalidInput, InvalidState } from "../platform/errors/domain-errors.js";
import type { FlowName } from "./registry.js";
import type { SdkSubject } from "./subject.js";

/**
 * Whether the end user may still act on the object: a session while `created`, a reverification
 * request while `pending`. Test objects whose test_outcome is applied by the sandbox are not
 * driven from the browser (only `test_outcome: "interactive"` sessions, and test requests
 * without a test_outcome, are).
 */
export function assertWritable(subject: SdkSubject): void {
  const open = subject.kind === "verification_session" ? subject.status === "created" : subject.status === "pending";
  if (!open) throw new InvalidState(`This ${subject.kind.replace("_", " ")} is ${subject.status}; its flows can no longer change.`);
  if (subject.mode === "test" && subject.testOutcome !== null && subject.testOutcome !== "interactive")
    throw new InvalidState(
      `This test object is settled by its test_outcome '${subject.testOutcome}'. Create it with test_outcome "interactive" to go through the flows.`,
    );
}

/** A step of a flow the object did not ask for (a code for a wallet-only session). */
export function assertFlowRequested(subject: SdkSubject, type: FlowName): void {
  if (!subject.flows.includes(type)) throw new InvalidInput(`This ${subject.kind.replace("_", " ")} does not include the ${type} flow.`);
}
