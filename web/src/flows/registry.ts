import { credential } from "./credential/flow.js";
import { email } from "./email/flow.js";
import { passkey } from "./passkey/flow.js";
import { phone } from "./phone/flow.js";
import { wallet } from "./wallet/flow.js";

/**
 * Every verification flow of the browser code, in the service's order (src/flows/registry.ts;
 * src/flows/registry.test.ts holds the two equal). Adding a flow adds its folder here and one line
 * below (docs/architecture.md, "Adding a flow"): the browser SDK, the hosted page's steps and
 * catalogs and the dashboard's customer page iterate this list.
 */
export const FLOWS = [
  wallet,
  phone,
  email,
  credential,
  passkey,
] as const;
