import type { DecisionRule, PlainList } from "../api-types.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

/** The rules sessions are decided by (managed in the dashboard; read-only here). */
export class DecisionRules {
  constructor(private readonly http: Transport) {}

  retrieve(id: string, options?: RequestOptions): Promise<DecisionRule> {
    return this.http.request("GET", `/decision-rules/${segment(id)}`, { options });
  }

  list(options?: RequestOptions): Promise<PlainList<DecisionRule>> {
    return this.http.request("GET", "/decision-rules", { options });
  }
}
