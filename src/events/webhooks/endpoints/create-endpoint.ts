import { LimitReached } from "../../../platform/errors/domain-errors.js";
import { PING_MESSAGE, type EventType } from "../../catalog.js";
import { inTransaction } from "../unit-of-work.js";
import { newId } from "../../../platform/ids.js";
import { EndpointLifecycle } from "../endpoint-status.js";
import { endpointSelect, presentEndpoint } from "../present-endpoint.js";
import { encryptSecret, generateSigningSecret, type SignatureScheme } from "../secrets.js";
import { assertPublicUrl } from "../url-safety.js";
import { assertHostAllowance, lockMerchantEndpoints } from "./host-allowance.js";
import { maxEndpointsPerMode } from "./limits.js";
import { assertUrlUnused } from "./url-unique.js";
import type { Owner } from "./scope.js";

export interface CreateEndpointInput {
  /** Shape already checked (webhookUrlSchema); the address is checked here. */
  url: string;
  events: EventType[];
  description: string | null;
  signatureScheme: SignatureScheme;
}

/**
 * Creates the endpoint and, in the same transaction, its `ping` event aimed only at it (spec
 * 4.2), so the ping's delivery exists the moment the endpoint does. The plaintext secret is
 * returned once here; only its ciphertext is stored.
 */
export async function createEndpoint(owner: Owner, input: CreateEndpointInput) {
  await assertPublicUrl(input.url);
  const secret = generateSigningSecret(input.signatureScheme);
  const row = await inTransaction(async ({ tx, emit, auditTarget }) => {
    await lockMerchantEndpoints(tx, owner.merchantId);
    await assertHostAllowance(tx, owner.merchantId, input.url);
    await assertUrlUnused(tx, owner, input.url);
    const existing = await tx.webhookEndpoint.count({ where: { merchantId: owner.merchantId, mode: owner.mode, deletedAt: null } });
    // Counted under the merchant's endpoint lock, so concurrent creates cannot both pass.
    const max = maxEndpointsPerMode();
    if (existing >= max) {
      throw new LimitReached(`An account can have at most ${max} webhook endpoints per mode; delete one first.`);
    }
    const created = await tx.webhookEndpoint.create({
      data: {
        id: newId("endpoint"),
        merchantId: owner.merchantId,
        mode: owner.mode,
        url: input.url,
        events: input.events,
        description: input.description,
        status: EndpointLifecycle.initial,
        signatureScheme: input.signatureScheme,
        secretCiphertext: encryptSecret(secret),
      },
      select: endpointSelect,
    });
    auditTarget(`webhook_endpoint:${created.id}`);
    await emit({ merchantId: owner.merchantId, mode: owner.mode, type: "ping", data: { message: PING_MESSAGE }, endpointId: created.id });
    return created;
  });
  return { ...presentEndpoint(row), secret };
}
