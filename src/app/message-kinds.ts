import { registerMessageKinds, type MessageKind } from "../messaging/outbox/message-kind.js";
import { invitationMessageKind } from "../accounts/members/invitation-message.js";
import { resetMessageKind } from "../accounts/portal/password-reset/reset-message.js";
import { alertMessageKind } from "../reporting/alerts/alert-message.js";
import { flowRegistry } from "../flows/registry.js";

/**
 * Every kind of message the outbox sends (src/messaging/outbox/): one list, registered when this
 * module loads. The job catalog and the sweeper's repairs import it, so every process that runs
 * the send-message job or the outbox's repair knows every kind.
 */
export const messageKinds: readonly MessageKind[] = [
  invitationMessageKind,
  resetMessageKind,
  alertMessageKind,
  // The flows' own (a flow's `messageKinds`: the code flows' code messages), in registry order.
  ...flowRegistry.flatMap((flow) => flow.messageKinds ?? []),
];

registerMessageKinds(messageKinds);
