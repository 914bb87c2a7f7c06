import { ipcClient } from "./ipc.js";
import { spawnNode, type BenchProcess } from "./processes.js";
import type { ReceiptFilter, ReceiptStats } from "./receiver.js";

export type { ReceiptFilter, ReceiptStats };

export interface Receiver {
  proc: BenchProcess;
  /** http://127.0.0.1:<port>; endpoints are `${baseUrl}/<status>/<label>`. */
  baseUrl: string;
  url: (status: number, label: string) => string;
  reset: () => Promise<void>;
  stats: (filter: ReceiptFilter & { perEvent?: boolean }) => Promise<ReceiptStats & { malformed: number }>;
  count: (filter: ReceiptFilter) => Promise<number>;
  /** True once `count` receipts match the filter, false if `timeoutMs` passes first. */
  wait: (filter: ReceiptFilter, count: number, timeoutMs: number) => Promise<boolean>;
}

export async function startReceiver(logFile: string, name = "receiver"): Promise<Receiver> {
  const proc = spawnNode({ name, role: "receiver", script: "bench/support/receiver.ts", ipc: true, output: { logFile } });
  const ipc = ipcClient(proc);
  const { port } = await ipc.once<{ port: number }>("ready", 30_000);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    proc,
    baseUrl,
    url: (status, label) => `${baseUrl}/${status}/${label}`,
    reset: async () => {
      await ipc.request("reset");
    },
    stats: (filter) => ipc.request("stats", filter),
    count: (filter) => ipc.request("count", filter),
    wait: (filter, count, timeoutMs) => ipc.request("wait", { filter, count, timeoutMs }),
  };
}
