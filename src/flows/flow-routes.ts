import type { AnyRoute } from "../http/route.js";
import { emailRoutes } from "./email/routes.js";
import { phoneRoutes } from "./phone/routes.js";
import type { FlowName } from "./registry.js";
import { walletRoutes } from "./wallet/routes.js";

/**
 * Each registered flow's SDK routes. Kept apart from the registry because the routes reach the
 * session decision, which reads the registry (an import cycle otherwise); a flow missing here
 * does not compile.
 */
export const flowRoutes = { wallet: walletRoutes, phone: phoneRoutes, email: emailRoutes } satisfies Record<FlowName, AnyRoute[]>;
