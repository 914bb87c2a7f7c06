import type { Signals } from "../../rules/evaluate.js";
import { InvalidState } from "../../platform/errors/domain-errors.js";
import { submitReverificationRequest } from "../reverification/submit-reverification.js";
import { decideSession } from "../decide-session.js";
import type { SdkFlow } from "../../platform/generated/prisma/client.js";
import { flowNamed } from "../../flows/registry.js";
import { readFlows } from "../../flows/flow-store.js";
import { reloadSubject, type SdkSubject } from "../../flows/subject.js";

/** An object and its flow rows, as the SDK answers present them. */
export interface SdkState {
  subject: SdkSubject;
  flows: SdkFlow[];
}

/**
 * When every flow of the object is verified: a session is decided by the merchant's rules from
 * the flows' signals (decideSession: processing, then completed / failed / requires_review); a
 * reverification request is submitted. Safe to call again: a settled object is left alone.
 * `current` is the object as the caller last changed it. Returns the object as it is afterwards.
 */
export async function completeIfReady(current: SdkSubject): Promise<SdkState> {
  const flows = await readFlows(current.id);
  const verified = flows.filter((flow) => flow.status === "verified");
  if (!current.flows.every((type) => verified.some((flow) => flow.type === type))) return { subject: current, flows };
  const subject = current;

  const address = current.customerAddress;
  const signals: Signals = {};
  for (const flow of verified) Object.assign(signals, flow.signals as Signals);
  for (const flow of verified) Object.assign(signals, await flowNamed(flow.type).completionSignals?.(current, flow, address));

  try {
    if (current.kind === "verification_session" && current.status === "created") {
      await decideSession({ merchantId: current.merchantId, mode: current.mode, sessionId: current.id, signals, connectedAddress: address ?? undefined });
    } else if (current.kind === "reverification_request" && current.status === "pending") {
      await submitReverificationRequest(current.id);
    }
  } catch (error) {
    // Two flows finishing at the same moment both get here; the first one decides.
    if (!(error instanceof InvalidState)) throw error;
  }
  return { subject: await reloadSubject(subject), flows };
}
