import { z } from "zod";
import { defineFlow } from "../flow.js";
import { flowStatus } from "../flow-status.js";
import { walletRoutes } from "./routes.js";
import { viemModules } from "./viem-modules.js";

/** The wallet flow: a signed Sign-In with Ethereum challenge (contract section 7). */
export const walletFlow = defineFlow({
  name: "wallet",
  step: "wallet",
  routes: walletRoutes,
  // viem is loaded by the wallet steps, not by every process (workers never need it); an api
  // loads it before it listens: about a second of one thread, which a first challenge would
  // otherwise take from every request on the process.
  warmUp: viemModules,
  provesAddress: true,
  stores: ["wallet_challenges"],
  jobs: [],
  signals: {
    wallet_address: { schema: z.string(), description: "The verified wallet's address, lower-case." },
    wallet_type: { schema: z.enum(["eoa", "contract"]), description: "`eoa` (an ordinary wallet) or `contract` (a smart-contract wallet, EIP-1271/6492)." },
  },
  entry: z.object({ type: z.literal("wallet"), status: flowStatus, address: z.string().nullable() }),
  async present(subject, flow) {
    return { type: "wallet" as const, status: flow?.status === "verified" ? ("verified" as const) : ("pending" as const), address: flow?.address ?? subject.customerAddress };
  },
});
