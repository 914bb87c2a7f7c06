import { z } from "zod";
import { credentialFlow } from "./credential/flow.js";
import { passkeyFlow } from "./passkey/flow.js";
import { emailFlow } from "./email/flow.js";
import { phoneFlow } from "./phone/flow.js";
import { walletFlow } from "./wallet/flow.js";
import { contributeFlows } from "./contributions.js";

/**
 * Every verification flow, in the order the hosted page shows them. Adding a flow adds one line
 * here (docs/architecture.md, "Adding a flow"); the flow brings its SDK routes, which
 * src/sessions/sdk/routes.ts serves in this order.
 */
export const flowRegistry = [walletFlow, phoneFlow, emailFlow, credentialFlow, passkeyFlow] as const;

// The tables below this folder learn the flows' error codes, audit labels and permission uses
// once, when the registry loads (everything that serves a flow's route imports it first).
contributeFlows(flowRegistry);

/** The fields the flows add to the customer (`GET /customers/{address}`), in registry order. */
export const customerFacets = flowRegistry.flatMap((flow) => flow.customerFacets ?? []);

/** The flows' /api/v1 routes under a customer, in registry order. */
export const flowCustomerRoutes = flowRegistry.flatMap((flow) => flow.customerRoutes ?? []);

export type RegisteredFlow = (typeof flowRegistry)[number];
export type FlowName = RegisteredFlow["name"];

/** The registered names, as `flows` accepts them. */
export const FLOW_NAMES = flowRegistry.map((flow) => flow.name) as unknown as readonly [FlowName, ...FlowName[]];

export function flowNamed(name: string): RegisteredFlow {
  const flow = flowRegistry.find((f) => f.name === name);
  if (!flow) throw new Error(`unknown flow ${name}`);
  return flow;
}

/** Whether a session with these flows proves a customer address (a flow's `provesAddress`). */
export function provesAddress(flows: readonly string[]): boolean {
  return flowRegistry.some((flow) => "provesAddress" in flow && flow.provesAddress && flows.includes(flow.name));
}

type Entries<T> = { -readonly [K in keyof T]: T[K] extends { entry: infer E } ? E : never };

/** One entry of the sdk_session's `flows`, by type. */
export const sdkFlowEntry = z.discriminatedUnion("type", flowRegistry.map((flow) => flow.entry) as unknown as Entries<typeof flowRegistry>);
export type SdkFlowEntry = z.output<typeof sdkFlowEntry>;

export interface CatalogSignal {
  name: string;
  flow: FlowName;
  description: string;
  /** The JSON Schema of the signal's value. */
  schema: unknown;
}

/** Every signal the registered flows produce: what decision rules can read (the rule editor's catalog). */
export const signalCatalog: readonly CatalogSignal[] = flowRegistry.flatMap((flow) =>
  Object.entries(flow.signals).map(([name, signal]) => ({ name, flow: flow.name, description: signal.description, schema: z.toJSONSchema(signal.schema) })),
);
