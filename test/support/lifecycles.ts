// Every status column's owner (src/platform/db/lifecycle.ts): the lifecycle and the file that declares it.
// test/status-writes.test.ts allows status writes only through these, and
// test/status-constraints.test.ts holds each column's CHECK constraint to its statuses.
import { ReportLifecycle } from "../../src/billing/report-lifecycle.js";
import { AttestationLifecycle } from "../../src/chain/attestation-lifecycle.js";
import { ChainTxLifecycle } from "../../src/chain/chain-tx-lifecycle.js";
import { KycLifecycle } from "../../src/customers/kyc-lifecycle.js";
import { InvitationLifecycle, InvitationMailLifecycle } from "../../src/accounts/members/invitation-status.js";
import { ResetMailLifecycle } from "../../src/accounts/portal/password-reset/reset-mail-status.js";
import { FlowLifecycle } from "../../src/flows/flow-status.js";
import { flowRegistry } from "../../src/flows/registry.js";
import { ReverificationLifecycle } from "../../src/sessions/reverification/reverification-lifecycle.js";
import { ReviewLifecycle } from "../../src/sessions/reviews/review-lifecycle.js";
import { CustomerRedactionLifecycle, SessionRedactionLifecycle } from "../../src/customers/redaction-status.js";
import { SessionLifecycle } from "../../src/sessions/state-machine.js";
import { DeliveryLifecycle } from "../../src/events/webhooks/delivery-lifecycle.js";
import { EndpointLifecycle } from "../../src/events/webhooks/endpoint-status.js";
import { VicLifecycle } from "../../src/credentials/vic-lifecycle.js";
import { AlertMailLifecycle } from "../../src/reporting/alerts/alert-mail-status.js";
import { OutboxLifecycle } from "../../src/messaging/outbox/outbox-status.js";

export interface OwnedLifecycle {
  /** The exported name of the lifecycle, as the code refers to it. */
  name: string;
  /** The file that declares it, relative to the repository root. */
  owner: string;
  model: string;
  field: string;
  table: string;
  column: string;
  statuses: readonly string[];
}

const own = (name: string, owner: string, lifecycle: Omit<OwnedLifecycle, "name" | "owner">): OwnedLifecycle => ({
  name,
  owner,
  model: lifecycle.model,
  field: lifecycle.field,
  table: lifecycle.table,
  column: lifecycle.column,
  statuses: lifecycle.statuses,
});

export const LIFECYCLES: OwnedLifecycle[] = [
  own("SessionLifecycle", "src/sessions/state-machine.ts", SessionLifecycle),
  own("DeliveryLifecycle", "src/events/webhooks/delivery-lifecycle.ts", DeliveryLifecycle),
  own("EndpointLifecycle", "src/events/webhooks/endpoint-status.ts", EndpointLifecycle),
  own("ReviewLifecycle", "src/sessions/reviews/review-lifecycle.ts", ReviewLifecycle),
  own("ReverificationLifecycle", "src/sessions/reverification/reverification-lifecycle.ts", ReverificationLifecycle),
  own("KycLifecycle", "src/customers/kyc-lifecycle.ts", KycLifecycle),
  own("AttestationLifecycle", "src/chain/attestation-lifecycle.ts", AttestationLifecycle),
  own("ChainTxLifecycle", "src/chain/chain-tx-lifecycle.ts", ChainTxLifecycle),
  own("ReportLifecycle", "src/billing/report-lifecycle.ts", ReportLifecycle),
  own("FlowLifecycle", "src/flows/flow-status.ts", FlowLifecycle),
  own("InvitationLifecycle", "src/accounts/members/invitation-status.ts", InvitationLifecycle),
  own("InvitationMailLifecycle", "src/accounts/members/invitation-status.ts", InvitationMailLifecycle),
  own("ResetMailLifecycle", "src/accounts/portal/password-reset/reset-mail-status.ts", ResetMailLifecycle),
  own("SessionRedactionLifecycle", "src/customers/redaction-status.ts", SessionRedactionLifecycle),
  own("CustomerRedactionLifecycle", "src/customers/redaction-status.ts", CustomerRedactionLifecycle),
  own("VicLifecycle", "src/credentials/vic-lifecycle.ts", VicLifecycle),
  own("AlertMailLifecycle", "src/reporting/alerts/alert-mail-status.ts", AlertMailLifecycle),
  own("OutboxLifecycle", "src/messaging/outbox/outbox-status.ts", OutboxLifecycle),
  // The flows' own (a flow's `statusOwners`), in registry order.
  ...flowRegistry.flatMap((flow) => (flow.statusOwners ?? []).map((o) => own(o.name, `src/flows/${flow.name}/${o.file}`, o.lifecycle))),
];
