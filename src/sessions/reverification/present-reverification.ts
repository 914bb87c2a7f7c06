import type { Mode } from "../../http/auth/api-key-format.js";
import { hostedPageUrl } from "../hosted-page-url.js";
import type { Flow } from "../flows.js";
import type { ReverificationStatus } from "./reverification-lifecycle.js";
import type { ReverificationObject } from "./reverification-schema.js";

export interface ReverificationRow {
  id: string;
  mode: Mode;
  customerAddress: string;
  flows: string[];
  reason: string | null;
  status: string;
  submittedAt: Date | null;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * The request as `GET /v1/reverification-requests/{id}` returns it, and as `reverification.submitted`
 * carries it. `client_token` and `url` are only known at creation (the token is stored hashed).
 */
export function presentReverification(row: ReverificationRow, clientToken: string | null = null): ReverificationObject {
  return {
    id: row.id,
    object: "reverification_request",
    customer_address: row.customerAddress,
    flows: row.flows as Flow[],
    reason: row.reason,
    status: row.status as ReverificationStatus,
    client_token: clientToken,
    url: clientToken ? hostedPageUrl(clientToken) : null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
