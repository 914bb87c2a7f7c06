import type { Tx } from "../../db/client.js";
import { ApiError } from "../../errors/api-error.js";
import { PING_MESSAGE, type EventType } from "../../events/catalog.js";
import { inTransaction } from "../../events/unit-of-work.js";
import { newId } from "../../ids.js";
import { endpointSelect, presentEndpoint } from "../present-endpoint.js";
import { encryptSecret, generateSigningSecret } from "../secrets.js";
import { MAX_ENDPOINTS_PER_MODE } from "./limits.js";
import type { Owner } from "./scope.js";

export interface CreateEndpointInput {
  /** Already validated by endpoint-input (shape and address rules). */
  url: string;
  events: EventType[];
  description: string | null;
}

/** Serialises endpoint creation per merchant and mode, so the cap holds under concurrency. */
async function lockOwnerEndpoints(tx: Tx, owner: Owner): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${owner.merchantId}:${owner.mode}`}, 0))`;
}

/**
 * Creates the endpoint and, in the same transaction, its `ping` event aimed only at it (spec
 * 4.2), so the ping's delivery exists the moment the endpoint does. The plaintext secret is
 * returned once here; only its ciphertext is stored.
 */
export async function createEndpoint(owner: Owner, input: CreateEndpointInput) {
  const secret = generateSigningSecret();
  const row = await inTransaction(async ({ tx, emit }) => {
    await lockOwnerEndpoints(tx, owner);
    const existing = await tx.webhookEndpoint.count({ where: { merchantId: owner.merchantId, mode: owner.mode, deletedAt: null } });
    if (existing >= MAX_ENDPOINTS_PER_MODE) {
      throw new ApiError(
        "invalid_request",
        `A merchant can have at most ${MAX_ENDPOINTS_PER_MODE} webhook endpoints per mode; delete one first.`,
      );
    }
    const created = await tx.webhookEndpoint.create({
      data: {
        id: newId("endpoint"),
        merchantId: owner.merchantId,
        mode: owner.mode,
        url: input.url,
        events: input.events,
        description: input.description,
        status: "enabled",
        secretCiphertext: encryptSecret(secret),
      },
      select: endpointSelect,
    });
    await emit({ merchantId: owner.merchantId, mode: owner.mode, type: "ping", data: { message: PING_MESSAGE }, endpointId: created.id });
    return created;
  });
  return { ...presentEndpoint(row), secret };
}
