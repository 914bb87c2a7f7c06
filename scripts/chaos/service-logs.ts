import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What the services' own logs (pino JSON lines) say about the run: evidence that the faults bit and were repaired. */
export interface ServiceLogSummary {
  /** Items the sweeper re-enqueued, by repair (jobs Redis lost, or work left due). */
  sweeperRepairs: Record<string, number>;
  jobRetries: number;
  /** Jobs BullMQ will not run again: the sweeper must have picked their work up. */
  jobsFailedForGood: number;
  schedulersRecreated: number;
  /** Log lines at error level or above. */
  errors: number;
}

export function summarizeServiceLogs(logDir: string): ServiceLogSummary {
  const summary: ServiceLogSummary = { sweeperRepairs: {}, jobRetries: 0, jobsFailedForGood: 0, schedulersRecreated: 0, errors: 0 };
  if (!existsSync(logDir)) return summary;
  for (const file of readdirSync(logDir).filter((f) => f.endsWith(".log"))) {
    for (const line of readFileSync(join(logDir, file), "utf8").split("\n")) {
      if (!line.startsWith("{")) continue;
      let entry: { level?: number; msg?: string; repair?: string; repaired?: number };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if ((entry.level ?? 0) >= 50) summary.errors++;
      if (entry.msg === "sweeper repaired" && entry.repair)
        summary.sweeperRepairs[entry.repair] = (summary.sweeperRepairs[entry.repair] ?? 0) + (entry.repaired ?? 0);
      else if (entry.msg === "job failed; will retry") summary.jobRetries++;
      else if (entry.msg === "job failed for good") summary.jobsFailedForGood++;
      else if (entry.msg === "job scheduler was missing from Redis; re-created") summary.schedulersRecreated++;
    }
  }
  return summary;
}
