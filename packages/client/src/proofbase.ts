import type { CallInput, OperationId, ResultOf } from "./api-types.js";
import { Transport, type ClientOptions, type Query, type RequestOptions } from "./http/transport.js";
import { OPERATIONS } from "./openapi-types.js";
import { fillPath } from "./resources/paths.js";
import { Customers } from "./resources/customers.js";
import { DecisionRules } from "./resources/decision-rules.js";
import { Events } from "./resources/events.js";
import { ReverificationRequests } from "./resources/reverification-requests.js";
import { RequestLog } from "./resources/request-log.js";
import { Reviews } from "./resources/reviews.js";
import { TestHelpers } from "./resources/test-helpers.js";
import { Usage } from "./resources/usage.js";
import { VerificationSessions } from "./resources/verification-sessions.js";
import { Vics } from "./resources/vics.js";
import { WebhookEndpoints } from "./resources/webhook-endpoints.js";

/**
 * The Proofbase API with one secret key (`pb_sk_test_...` or `pb_sk_live_...`: the key decides
 * the mode). `new Proofbase(process.env.PROOFBASE_API_KEY, { baseUrl: "https://verify.example.com" })`.
 */
export class Proofbase {
  readonly verificationSessions: VerificationSessions;
  readonly vics: Vics;
  readonly customers: Customers;
  readonly reviews: Reviews;
  readonly decisionRules: DecisionRules;
  readonly reverificationRequests: ReverificationRequests;
  readonly webhookEndpoints: WebhookEndpoints;
  readonly events: Events;
  readonly usage: Usage;
  /** The account's /api/v1 requests of the last 30 days (the key's mode; scope webhooks:manage). */
  readonly requestLog: RequestLog;
  /** Test keys only: move test objects to a state on demand (`client.testHelpers.verificationSessions.complete(id)`). */
  readonly testHelpers: TestHelpers;
  private readonly http: Transport;

  constructor(apiKey: string, options: ClientOptions = {}) {
    const http = new Transport(apiKey, options);
    this.http = http;
    this.verificationSessions = new VerificationSessions(http);
    this.vics = new Vics(http);
    this.customers = new Customers(http);
    this.reviews = new Reviews(http);
    this.decisionRules = new DecisionRules(http);
    this.reverificationRequests = new ReverificationRequests(http);
    this.webhookEndpoints = new WebhookEndpoints(http);
    this.events = new Events(http);
    this.usage = new Usage(http);
    this.requestLog = new RequestLog(http);
    this.testHelpers = new TestHelpers(http);
  }

  /**
   * Any operation of the API by its `operationId` (docs/openapi.json), typed from the document:
   * `client.call("retrieveVerificationSession", { params: { id } })`. The resources above are
   * the common ones by name; a route a verification flow adds (docs/verification-flows.md) is
   * reached here as soon as the document has it, with the same retries, errors and idempotency.
   */
  call<Op extends OperationId>(operationId: Op, input: CallInput<Op> = {}, options?: RequestOptions): Promise<ResultOf<Op>> {
    const operation = OPERATIONS[operationId as keyof typeof OPERATIONS] as (typeof OPERATIONS)[keyof typeof OPERATIONS] | undefined;
    if (!operation) throw new TypeError(`Proofbase: no operation ${String(operationId)} in this client's API document`);
    const [method, template] = operation;
    return this.http.request(method, fillPath(template, input.params), { query: input.query as Query | undefined, body: input.body, options });
  }
}
