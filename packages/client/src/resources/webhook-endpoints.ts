import type { BodyOf, PlainList, ResultOf, WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from "../api-types.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

const at = (id: string, action = "") => `/webhook-endpoints/${segment(id)}${action}`;

export class WebhookEndpoints {
  constructor(private readonly http: Transport) {}

  /** The answer carries the signing secret (`pbwh_...`), shown only here and on rotate. A `ping` follows. */
  create(params: BodyOf<"createWebhookEndpoint">, options?: RequestOptions): Promise<WebhookEndpointWithSecret> {
    return this.http.request("POST", "/webhook-endpoints", { body: params, options });
  }

  retrieve(id: string, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.http.request("GET", at(id), { options });
  }

  list(options?: RequestOptions): Promise<PlainList<WebhookEndpoint>> {
    return this.http.request("GET", "/webhook-endpoints", { options });
  }

  update(id: string, params: BodyOf<"updateWebhookEndpoint">, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.http.request("POST", at(id), { body: params, options });
  }

  delete(id: string, options?: RequestOptions): Promise<ResultOf<"deleteWebhookEndpoint">> {
    return this.http.request("DELETE", at(id), { options });
  }

  rotateSecret(id: string, options?: RequestOptions): Promise<ResultOf<"rotateWebhookEndpointSecret">> {
    return this.http.request("POST", at(id, "/rotate-secret"), { options });
  }

  /** Fires a `ping` at this endpoint. */
  test(id: string, options?: RequestOptions): Promise<ResultOf<"testWebhookEndpoint">> {
    return this.http.request("POST", at(id, "/test"), { options });
  }

  enable(id: string, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.http.request("POST", at(id, "/enable"), { options });
  }

  recover(id: string, params: BodyOf<"recoverWebhookDeliveries">, options?: RequestOptions): Promise<ResultOf<"recoverWebhookDeliveries">> {
    return this.http.request("POST", at(id, "/recover"), { body: params, options });
  }

  /** The endpoint's latest 100 deliveries with their attempts, newest first. */
  deliveries(id: string, options?: RequestOptions): Promise<PlainList<WebhookDelivery>> {
    return this.http.request("GET", at(id, "/deliveries"), { options });
  }
}
