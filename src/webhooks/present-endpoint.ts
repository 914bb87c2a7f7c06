import type { Mode } from "../auth/api-key-format.js";

export interface EndpointRow {
  id: string;
  mode: Mode;
  url: string;
  events: string[];
  status: string;
  description: string | null;
  createdAt: Date;
}

/**
 * The webhook endpoint object. The signing secret is never part of it: only the create and
 * rotate responses add `secret`, from the plaintext they just generated.
 */
export function presentEndpoint(row: EndpointRow) {
  return {
    id: row.id,
    object: "webhook_endpoint",
    url: row.url,
    events: row.events,
    status: row.status,
    description: row.description,
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
  description: true,
  createdAt: true,
} as const;
