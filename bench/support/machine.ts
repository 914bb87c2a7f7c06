import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { databaseVersion } from "./database.js";
import { redisVersion } from "./redis-keys.js";

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  redis: string;
  /** 1-minute load average when the run started: the machine is shared, so read numbers with it. */
  loadAverageAtStart: number;
}

export async function machineInfo(databaseUrl: string, redisUrl: string): Promise<MachineInfo> {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    postgres: await databaseVersion(databaseUrl),
    redis: await redisVersion(redisUrl),
    loadAverageAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}
