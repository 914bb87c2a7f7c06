import { logger } from "../../src/logger.js";
import { sweepRepairs } from "../sweep-repairs.js";
import type { Handler } from "./handler.js";

/** Runs every sweeper repair in order; each works in bounded batches. */
export const sweep: Handler<"sweep"> = async () => {
  for (const repair of sweepRepairs) {
    const repaired = await repair.run();
    if (repaired > 0) logger.info({ repair: repair.name, repaired }, "sweeper repaired");
  }
};
