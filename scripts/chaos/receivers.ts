import { createServer, type Server } from "node:http";
import { once } from "node:events";

/** One request that reached a receiver, and what the receiver answered. */
export interface Receipt {
  receiver: string;
  /** The URL path: which endpoint (each merchant's endpoint has its own path). */
  path: string;
  eventId: string;
  eventType: string;
  status: number;
  at: number;
}

/**
 * A webhook receiver (plain HTTP on loopback) that records every request it answers, and can be
 * taken down (the port refuses connections, open ones are cut) and brought back on the same port.
 * It answers 200 to every request that carries an event id; with `hiccup`, 503 to the first
 * request of each event on each path, so every delivery to it needs a retry (and a retry job
 * waits in Redis whenever Redis is flushed or restarted).
 */
export class ChaosReceiver {
  readonly receipts: Receipt[] = [];
  private server: Server | undefined;
  private port = 0;
  private readonly seen = new Set<string>();

  constructor(
    readonly name: string,
    private readonly options: { hiccup?: boolean } = {},
  ) {}

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  get up(): boolean {
    return this.server !== undefined;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const eventId = req.headers["x-pb-event-id"];
        const key = `${req.url}\n${String(eventId)}`;
        const firstSight = !this.seen.has(key);
        this.seen.add(key);
        const status = typeof eventId !== "string" ? 400 : this.options.hiccup && firstSight ? 503 : 200;
        this.receipts.push({
          receiver: this.name,
          path: req.url ?? "",
          eventId: typeof eventId === "string" ? eventId : "",
          eventType: String(req.headers["x-pb-event-type"] ?? ""),
          status,
          at: Date.now(),
        });
        res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : status === 503 ? "try again" : "no event id");
      });
    });
    server.keepAliveTimeout = 30_000;
    server.listen(this.port, "127.0.0.1");
    await once(server, "listening");
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Down: open connections are cut and the port refuses new ones until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
