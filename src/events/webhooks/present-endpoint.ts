import type { Mode } from "../../http/auth/api-key-format.js";
import type { EventType } from "../catalog.js";
import type { EndpointObject } from "./endpoints/endpoint-schema.js";
import type { DisabledReason, EndpointStatus } from "./endpoint-status.js";
import type { SignatureScheme } from "./secrets.js";

export interface EndpointRow {
  id: string;
  mode: Mode;
  url: string;
  events: string[];
  status: string;
  disabledReason: string | null;
  failingSince: Date | null;
  description: string | null;
  signatureScheme: string;
  createdAt: Date;
}

/**
 * The webhook endpoint object. The signing secret is never part of it: only the create and
 * rotate responses add `secret`, from the plaintext they just generated.
 */
export function presentEndpoint(row: EndpointRow): EndpointObject {
  return {
    id: row.id,
    object: "webhook_endpoint",
    url: row.url,
    events: row.events as EventType[],
    status: row.status as EndpointStatus,
    disabled_reason: row.disabledReason as DisabledReason | null,
    failing_since: row.failingSince?.toISOString() ?? null,
    description: row.description,
    signature_scheme: row.signatureScheme as SignatureScheme,
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}

/** Prisma `select` for exactly what `presentEndpoint` needs (never the ciphertexts). */
export const endpointSelect = {
  id: true,
  mode: true,
  url: true,
  events: true,
  status: true,
  disabledReason: true,
  failingSince: true,
  description: true,
  signatureScheme: true,
  createdAt: true,
} as const;
