import { SCOPES } from "../../src/http/auth/scopes.js";
import { setLiveAccess } from "../../src/billing/live-access/set-live-access.js";
import { exchange } from "../support/contract.js";
import { createTestMerchant } from "../support/factories.js";
import type { PortalSession, World } from "./world.js";
import { opsActor } from "../../src/http/audit/actor.js";

export interface DisabledLiveAccount {
  liveKey: string;
  owner: PortalSession;
  /** A live verification session's client token, made while the account still had live access. */
  clientToken: string;
}

let made: Promise<DisabledLiveAccount> | undefined;

/**
 * An account whose live access was switched off after it had a live key and a live session:
 * every live request of it answers live_mode_not_enabled (the kill switch).
 */
export function disabledLiveAccount(world: World): Promise<DisabledLiveAccount> {
  made ??= (async () => {
    const merchant = await createTestMerchant(SCOPES);
    const session = await exchange(world.baseUrl, {
      method: "POST",
      path: "/api/v1/verification-sessions",
      body: { flows: ["wallet", "phone"] },
      headers: { Authorization: `Bearer ${merchant.liveKey}` },
    });
    if (session.status !== 201) throw new Error(`live session: ${session.status} ${JSON.stringify(session.body)}`);
    await setLiveAccess(merchant.merchantId, { enabled: false, reason: "contract: kill switch", actor: opsActor("test") });
    return { liveKey: merchant.liveKey, owner: await world.signIn(merchant.email, merchant.password), clientToken: session.body.client_token };
  })();
  return made;
}
