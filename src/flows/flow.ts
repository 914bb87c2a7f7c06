import type { z } from "zod";
import type { SdkFlow } from "../platform/generated/prisma/client.js";
import type { AnyRoute } from "../http/route.js";
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
}

/** Declares a flow; the identity function, for type inference. */
export function defineFlow<const Name extends string, Entry extends z.ZodObject>(flow: FlowModule<Name, Entry>): FlowModule<Name, Entry> {
  return flow;
}
