import type { z } from "zod";
import type { MessageKind } from "../messaging/outbox/message-kind.js";
import type { Prisma, SdkFlow } from "../platform/generated/prisma/client.js";
import type { AnyRoute } from "../http/route.js";
import type { Permission } from "../http/auth/permissions.js";
import type { Owner } from "../http/auth/owner.js";
import type { CustomerFacet } from "../customers/customer-facet.js";
import type { Db, Tx } from "../platform/db/client.js";
import type { Lifecycle } from "../platform/db/lifecycle.js";
import type { ContributedErrorCodeSpec } from "../platform/errors/api-error.js";
import type { JobDefinition } from "../platform/jobs/define-job.js";
import type { CodeChannel } from "./codes/channel.js";
import type { ReviewEvidence } from "./review-evidence.js";
import type { SdkSurface } from "./sdk-route.js";
import type { SdkSubject } from "./subject.js";

/** What the flows found, by signal name: what the decision rules (src/rules/) decide on. */
export type Signals = Record<string, string | number | boolean | null>;

/** One signal a flow produces for the decision rules: its value's schema and what it means. */
export interface SignalDeclaration {
  schema: z.ZodType;
  description: string;
}

/** The object's flow row as the SDK reads it (absent until the flow's first step). */
export type FlowRow = SdkFlow | undefined;

/**
 * A verification flow, declared once (contract section 12), its SDK routes included; everything
 * that names flows (the `flows` enum of sessions and reverification requests, the /api/sdk/v1
 * routes, the sdk_session flow entries, the signal catalog, the completion check, the hosted
 * page's steps) reads it from `src/flows/registry.ts`.
 */
export interface FlowModule<Name extends string = string, Entry extends z.ZodObject = z.ZodObject> {
  name: Name;
  /** The hosted page's step for this flow (web/src/verify/steps.ts). */
  step: string;
  /**
   * Its /api/sdk/v1 routes (`/<name>/...`), given what the SDK surface provides: the verifying
   * route answers `sdk.finish(object)` with the `sdk.session` schema.
   */
  routes(sdk: SdkSurface): AnyRoute[];
  /** The tables the flow writes, besides its `sdk_flows` row. */
  stores: readonly string[];
  /** The jobs the flow enqueues (their names; each is listed in src/app/job-catalog.ts). */
  jobs: readonly string[];
  /**
   * The flow proves the customer's address (the session's `customer_address`): the review case
   * shows its row's `address`, and a sandbox session with it connects a test address when the
   * session named none (src/sessions/sandbox.ts).
   */
  provesAddress?: boolean;
  /** The signals the flow adds to the session's decision signals. */
  signals: Record<string, SignalDeclaration>;
  /** The flow's entry in the sdk_session's `flows`, with `type: <name>`. */
  entry: Entry;
  /** The flow's entry for the end user: never a secret, a signal or an unmasked value. */
  present(subject: SdkSubject, flow: FlowRow): Promise<z.output<Entry>>;
  /**
   * Signals only known once every flow is verified (e.g. whether a number verified another
   * address), added to what the verified flow row stored.
   */
  completionSignals?(subject: SdkSubject, flow: SdkFlow, address: string | null): Promise<Signals>;
  /**
   * What an api process loads before it listens (a large module the flow's steps import lazily):
   * loaded on a first request instead, it would hold every other request of that process.
   */
  warmUp?(): Promise<unknown>;

  // What the flow contributes to the rest of the service; each is read from the registry, so a
  // flow that needs none leaves it out (docs/architecture.md, "Adding a flow").

  /**
   * Its own error codes (status and type), added to the catalog after the code each names
   * (`after`) or the last code of its status; the folder names them for the type checker by
   * augmenting `ContributedErrorCodes`.
   */
  errors?: Readonly<Record<string, ContributedErrorCodeSpec>>;
  /** The prefixes of the ids it mints (`newIdWithPrefix`); apart from src/platform/ids.ts's and each other's. */
  idPrefixes?: readonly string[];
  /** Its /api/v1 routes under `/customers/{address}/...` (served after the customers' own, mirrored into the dashboard). */
  customerRoutes?: readonly AnyRoute[];
  /** The audit log's words for its audited routes, by operationId. */
  auditLabels?: Readonly<Record<string, string>>;
  /** What its routes do with an existing permission, added to that permission's description. */
  permissionUses?: Readonly<Partial<Record<Permission, string>>>;
  /** Fields it adds to the customer `GET /customers/{address}` returns. */
  customerFacets?: readonly CustomerFacet[];
  /** Redaction of a customer (src/privacy/scrub-customer.ts): removes what the flow's tables hold of the person. */
  scrubCustomer?(tx: Tx, owner: Owner, customer: { id: string; address: string }): Promise<void>;
  /** The definitions of its jobs (src/app/job-catalog.ts adds them to the catalog). */
  jobDefinitions?: readonly JobDefinition[];
  /**
   * The status columns of its tables and their owners (src/platform/db/lifecycle.ts): the
   * lifecycle's exported name, the file of the flow's folder declaring it, and the lifecycle. The
   * status tests (test/status-writes.test.ts, test/status-constraints.test.ts) hold each to its rules.
   */
  statusOwners?: readonly { name: string; file: string; lifecycle: Pick<Lifecycle<Prisma.ModelName, string, string>, "model" | "field" | "table" | "column" | "statuses"> }[];
  /** What a reviewer sees of it on the review case, as a field of its own (src/flows/review-evidence.ts). */
  reviewEvidence?: ReviewEvidence;
  /** A code flow's channel (src/flows/codes/): what the shared code rules, and the pruning of spent codes, read of it. */
  codeChannel?: CodeChannel;
  /**
   * The live texts it sends, which turning an account's live access off stops
   * (src/billing/live-access/set-live-access.ts): `cancelQueued` cancels the account's queued ones
   * (in the disable's transaction, and once more after the wait), `waitForInFlight` returns once
   * none is with the provider any more.
   */
  liveSms?: { cancelQueued(db: Db, merchantId: string): Promise<number>; waitForInFlight(merchantId: string): Promise<void> };
  /** The kinds of message it sends through the outbox (src/app/message-kinds.ts registers them). */
  messageKinds?: readonly MessageKind[];
  /** Its sweeper repairs (src/app/jobs/sweep-repairs.ts runs them after the others). */
  sweepRepairs?: readonly { name: string; run: () => Promise<number> }[];
}

/** Declares a flow; the identity function, for type inference. */
export function defineFlow<const Name extends string, Entry extends z.ZodObject>(flow: FlowModule<Name, Entry>): FlowModule<Name, Entry> {
  return flow;
}
