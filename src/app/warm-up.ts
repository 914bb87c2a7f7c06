import { flowRegistry } from "../flows/registry.js";

/** Loads what the registered flows load lazily (their `warmUp`), before the api listens. */
export async function warmUpFlows(): Promise<void> {
  await Promise.all(flowRegistry.map((flow) => flow.warmUp?.()));
}
