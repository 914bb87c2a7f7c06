import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { logger } from "../../platform/logger.js";
import { sweepRepairs } from "./sweep-repairs.js";

/** Runs every sweeper repair in order; each works in bounded batches. */
export const sweep: JobHandler<unknown> = async () => {
  for (const repair of sweepRepairs) {
    const repaired = await repair.run();
    if (repaired > 0) logger.info({ repair: repair.name, repaired }, "sweeper repaired");
  }
};
