import type { AnyRoute } from "../http/route.js";
import { emailRoutes } from "./email-routes.js";
import { phoneRoutes } from "./phone-routes.js";
import type { FlowName } from "../flows/registry.js";
import { walletRoutes } from "./wallet-routes.js";

/**
 * Each registered flow's SDK routes. Kept apart from the registry, in src/sdk, because the routes
 * complete the object (the session decision), which sits above the registry it reads; a flow
 * missing here does not compile.
 */
export const flowRoutes = { wallet: walletRoutes, phone: phoneRoutes, email: emailRoutes } satisfies Record<FlowName, AnyRoute[]>;
