// Child process: local webhook receivers on one port. The path says how to answer and what to
// record it under: POST /<status>/<label> answers <status> and records the receipt under <label>
// (e.g. /200/delivery, /500/storm-fail-1). Latency is receipt time minus the envelope's `created`.
import { createServer } from "node:http";
import { serveIpc } from "./ipc.js";
import { summarize, type Summary } from "./stats.js";

interface Receipt {
  label: string;
  type: string;
  eventId: string;
  status: number;
  createdMs: number;
  receivedMs: number;
  /** The same event id was already received under this label (a retry after a 500, or an at-least-once redelivery). */
  duplicate: boolean;
}

export interface ReceiptFilter {
  /** Labels starting with this (e.g. "fan-" for every fan-out endpoint). */
  labelPrefix?: string;
  type?: string;
  /** Only receipts answered with this status (200 = accepted deliveries). */
  status?: number;
  /** Count repeated receipts of an event under the same label too (default: first receipts only). */
  includeDuplicates?: boolean;
}

export interface ReceiptStats {
  receipts: number;
  uniqueEvents: number;
  /** Receipts of an event id already received under the same label, left out of every other figure. */
  duplicates: number;
  labels: number;
  firstReceivedMs: number | null;
  lastReceivedMs: number | null;
  /** created -> received, over every receipt. */
  latency: Summary;
  /** Per event: from `created` until its last receipt (fan-out completion), worst first, at most 20. */
  perEvent?: { eventId: string; receipts: number; spanMs: number }[];
}

let receipts: Receipt[] = [];
let firstReceipts = new Set<string>();
let malformed = 0;
const waiters = new Set<{ filter: ReceiptFilter; seen: number; count: number; done: () => void }>();

function matches(receipt: Receipt, filter: ReceiptFilter): boolean {
  return (
    (filter.includeDuplicates === true || !receipt.duplicate) &&
    (filter.labelPrefix === undefined || receipt.label.startsWith(filter.labelPrefix)) &&
    (filter.type === undefined || receipt.type === filter.type) &&
    (filter.status === undefined || receipt.status === filter.status)
  );
}

function countMatching(filter: ReceiptFilter): number {
  let count = 0;
  for (const receipt of receipts) if (matches(receipt, filter)) count++;
  return count;
}

function stats(filter: ReceiptFilter & { perEvent?: boolean }): ReceiptStats {
  const selected = receipts.filter((r) => matches(r, filter));
  const duplicates = receipts.filter((r) => r.duplicate && matches(r, { ...filter, includeDuplicates: true })).length;
  const events = new Map<string, { receipts: number; createdMs: number; lastMs: number }>();
  for (const r of selected) {
    const event = events.get(r.eventId) ?? { receipts: 0, createdMs: r.createdMs, lastMs: r.receivedMs };
    event.receipts++;
    event.lastMs = Math.max(event.lastMs, r.receivedMs);
    events.set(r.eventId, event);
  }
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const r of selected) {
    first = Math.min(first, r.receivedMs);
    last = Math.max(last, r.receivedMs);
  }
  return {
    receipts: selected.length,
    uniqueEvents: events.size,
    duplicates,
    labels: new Set(selected.map((r) => r.label)).size,
    firstReceivedMs: selected.length > 0 ? first : null,
    lastReceivedMs: selected.length > 0 ? last : null,
    latency: summarize(selected.map((r) => r.receivedMs - r.createdMs)),
    perEvent: filter.perEvent
      ? [...events.entries()]
          .map(([eventId, e]) => ({ eventId, receipts: e.receipts, spanMs: e.lastMs - e.createdMs }))
          .sort((a, b) => b.spanMs - a.spanMs)
          .slice(0, 20)
      : undefined,
  };
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const receivedMs = Date.now();
    const [, statusPart, label = "unlabelled"] = (req.url ?? "/").split("/");
    const status = Number(statusPart) >= 200 && Number(statusPart) < 600 ? Number(statusPart) : 200;
    let latest: Receipt | null = null;
    try {
      const envelope = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id?: unknown; type?: unknown; created?: unknown };
      const createdMs = typeof envelope.created === "string" ? Date.parse(envelope.created) : Number.NaN;
      if (typeof envelope.id !== "string" || typeof envelope.type !== "string" || !Number.isFinite(createdMs)) throw new Error("not an event envelope");
      const key = `${label}\n${envelope.id}`;
      latest = { label, type: envelope.type, eventId: envelope.id, status, createdMs, receivedMs, duplicate: firstReceipts.has(key) };
      firstReceipts.add(key);
      receipts.push(latest);
    } catch {
      malformed++;
    }
    res.writeHead(status, { "content-type": "application/json" }).end(status < 300 ? '{"received":true}' : '{"error":"bench receiver told to fail"}');
    for (const waiter of waiters) {
      if (!latest || !matches(latest, waiter.filter) || ++waiter.seen < waiter.count) continue;
      waiters.delete(waiter);
      waiter.done();
    }
  });
});
server.keepAliveTimeout = 65_000;

serveIpc({
  reset: () => {
    receipts = [];
    firstReceipts = new Set();
    malformed = 0;
    return true;
  },
  stats: (filter: ReceiptFilter & { perEvent?: boolean }) => ({ ...stats(filter), malformed }),
  count: (filter: ReceiptFilter) => countMatching(filter),
  /** Resolves true once `count` receipts match, false after timeoutMs. */
  wait: ({ filter, count, timeoutMs }: { filter: ReceiptFilter; count: number; timeoutMs: number }) =>
    new Promise<boolean>((resolve) => {
      const seen = countMatching(filter);
      if (seen >= count) return resolve(true);
      const waiter = {
        filter,
        seen,
        count,
        done: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      waiters.add(waiter);
    }),
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ type: "ready", body: { port: typeof address === "object" && address ? address.port : 0 } });
});
