// Readable names for the generated types (openapi-types.ts), and helpers that pick an
// operation's query, body and success response out of them.
import type { components, operations } from "./openapi-types.js";

type Schemas = components["schemas"];

export type VerificationSession = Schemas["VerificationSession"];
/** A VIC (the schema is nullable because a session's `vic` is). */
export type Vic = NonNullable<Schemas["Vic"]>;
export type Customer = Schemas["Customer"];
/** A customer as `retrieve` answers it: with the facets its verification flows add. */
export type CustomerDetail = Schemas["CustomerDetail"];
export type CustomerNote = Schemas["CustomerNote"];
export type Review = Schemas["Review"];
export type DecisionRule = Schemas["DecisionRule"];
export type ReverificationRequest = Schemas["ReverificationRequest"];
export type UsagePeriod = Schemas["UsagePeriod"];
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
export type WebhookEndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type Event = Schemas["Event"];
export type EventReplay = Schemas["EventReplay"];
export type RequestLogEntry = Schemas["RequestLogEntry"];
export type ErrorBody = Schemas["Error"];
/** Every error code the API documents. */
export type ErrorCode = ErrorBody["error"]["code"];

export type OperationId = keyof operations;

/** The query parameters of an operation (`{}` when it has none). */
export type QueryOf<Op extends OperationId> = operations[Op]["parameters"] extends { query?: infer Q } ? ([Q] extends [never | undefined] ? Record<string, never> : NonNullable<Q>) : never;

/** The path parameters of an operation (`{}` when it has none). */
export type ParamsOf<Op extends OperationId> = operations[Op]["parameters"] extends { path?: infer P } ? ([P] extends [never | undefined] ? Record<string, never> : NonNullable<P>) : never;

/** What `Proofbase.call` sends for an operation: its path parameters, query and JSON body. */
export interface CallInput<Op extends OperationId> {
  params?: ParamsOf<Op>;
  query?: QueryOf<Op>;
  body?: BodyOf<Op>;
}

/** The JSON request body of an operation. */
export type BodyOf<Op extends OperationId> = NonNullable<operations[Op]["requestBody"]> extends { content: { "application/json": infer B } } ? B : never;

type Responses<Op extends OperationId> = operations[Op]["responses"];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202>;

/** The JSON body of an operation's success response. */
export type ResultOf<Op extends OperationId> = Responses<Op>[SuccessStatus<Op>] extends { content: { "application/json": infer R } } ? R : never;

/** One page of a cursor list. */
export interface Page<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
  livemode: boolean;
}

/** A plain (bounded, cursor-less) list. */
export interface PlainList<T> {
  object: "list";
  data: T[];
  livemode: boolean;
}
