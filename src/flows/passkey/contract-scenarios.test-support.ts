import { randomBytes } from "node:crypto";
import { prisma } from "../../platform/db/client.js";
import { newIdWithPrefix } from "../../platform/ids.js";
import { exchange } from "../../../test/support/contract.js";
import { newWallet } from "../../../test/support/sdk.js";
import { as, canceledObject, sdkObject } from "../../../test/contract/sdk-scenarios.js";
import type { FlowScenarios } from "../../../test/contract/flow-scenarios.js";
import type { ScenarioContext } from "../../../test/contract/world.js";
import { PASSKEY_ID_PREFIX } from "./errors.js";
import { relyingParty } from "./relying-party.js";
import { SoftwareAuthenticator } from "./webauthn-authenticator.test-support.js";

// The passkey flow's contract scenarios (test/contract.test.ts gathers every flow's from its folder).

/** A passkey-only session with a customer, and the registration options it issued. */
async function passkeyCeremony(ctx: ScenarioContext) {
  const object = await sdkObject(ctx, { flows: ["passkey"], customer_address: newWallet().lower });
  const res = await exchange(ctx.world.baseUrl, { method: "POST", path: "/api/sdk/v1/passkey/options", headers: { Authorization: `Bearer ${object.token}` } });
  if (res.status !== 200) throw new Error(`passkey options fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return { object, options: res.body.options as { challenge: string; rp: { id: string } }, authenticator: new SoftwareAuthenticator(relyingParty().origin) };
}

/** A passkey registered to the customer at `address` (of the newest customer with it): its id. */
async function customerPasskey(address: string): Promise<string> {
  const customer = await prisma.customer.findFirstOrThrow({ where: { address }, orderBy: { id: "desc" } });
  const id = newIdWithPrefix(PASSKEY_ID_PREFIX);
  await prisma.passkey.create({
    data: {
      id,
      merchantId: customer.merchantId,
      mode: customer.mode,
      customerAddress: address,
      credentialId: randomBytes(16).toString("base64url"),
      publicKey: Uint8Array.from([0xa5]),
      backedUp: false,
      deviceType: "singleDevice",
      registeredBy: "contract",
    },
  });
  return id;
}

export const scenarios: FlowScenarios = {
  v1: {
    deleteCustomerPasskey: {
      success: async (ctx) => {
        const address = await ctx.fx.customer();
        return ctx.send({ params: { address, id: await customerPasskey(address) } });
      },
      customer_not_found: (ctx) => ctx.send(),
      passkey_not_found: async (ctx) => ctx.send({ params: { address: await ctx.fx.customer() } }),
    },
  },
  sdk: {
    passkeyOptions: {
      success: async (ctx) => ctx.send(as(await sdkObject(ctx, { flows: ["passkey"], customer_address: newWallet().lower }))),
      invalid_state: async (ctx) => ctx.send(as(await canceledObject(ctx))),
    },
    verifyPasskey: {
      success: async (ctx) => {
        const { object, options, authenticator } = await passkeyCeremony(ctx);
        return ctx.send(as(object, { body: { response: authenticator.register(options) } }));
      },
      invalid_state: async (ctx) => {
        const { options, authenticator } = await passkeyCeremony(ctx);
        return ctx.send(as(await canceledObject(ctx), { body: { response: authenticator.register(options) } }));
      },
      passkey_verification_failed: async (ctx) => {
        const { object, options, authenticator } = await passkeyCeremony(ctx);
        return ctx.send(as(object, { body: { response: authenticator.register(options, { origin: "https://elsewhere.example" }) } }));
      },
    },
  },
};
