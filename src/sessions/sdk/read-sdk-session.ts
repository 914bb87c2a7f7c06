import { completeIfReady } from "./complete-object.js";
import { readFlows } from "../../flows/flow-store.js";
import { presentSdkSession } from "./present-sdk-session.js";
import type { SdkSubject } from "../../flows/subject.js";

/**
 * GET /session. An object whose flows are all verified but which is still open (the process
 * stopped between verifying the last flow and deciding) is completed here, so reading it repairs it.
 */
export async function readSdkSession(subject: SdkSubject) {
  const open = subject.kind === "verification_session" ? subject.status === "created" : subject.status === "pending";
  return presentSdkSession(open ? await completeIfReady(subject) : { subject, flows: await readFlows(subject.id) });
}
