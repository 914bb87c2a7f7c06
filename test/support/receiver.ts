import { createServer as createHttpServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { waitFor } from "./wait.js";

export interface ReceivedRequest {
  /** Date.now() when the whole body had arrived. */
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

export type Reply =
  | { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number }
  /** Keep the request open and never answer (until the receiver closes). */
  | "hang";

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Decides the answer to each request (default: 200 "ok"). */
  reply: (request: ReceivedRequest, index: number) => Reply;
  /** Requests currently being held open (hang or delay). */
  open: () => number;
  waitForRequests: (count: number, timeoutMs?: number) => Promise<ReceivedRequest[]>;
  close: () => Promise<void>;
}

/** A webhook receiver: plain HTTP, or HTTPS when given a key and certificate. Records every request. */
export async function startReceiver(
  options: { tls?: { key: string | Buffer; cert: string | Buffer }; path?: string; host?: "127.0.0.1" | "::1" } = {},
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let openCount = 0;
  const receiver: Receiver = {
    url: "",
    port: 0,
    requests,
    reply: () => ({ status: 200, body: "ok" }),
    open: () => openCount,
    waitForRequests: (count, timeoutMs = 10_000) =>
      waitFor(() => (requests.length >= count ? requests.slice(0, count) : null), `${count} webhook request(s) (got ${requests.length})`, timeoutMs, 10),
    close: async () => undefined,
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const received: ReceivedRequest = { at: Date.now(), method: req.method ?? "", path: req.url ?? "", headers: req.headers, rawBody: Buffer.concat(chunks) };
      const index = requests.push(received) - 1;
      const reply = receiver.reply(received, index);
      if (reply === "hang") {
        openCount++;
        res.on("close", () => openCount--);
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { "Content-Type": "text/plain", ...reply.headers });
        res.end(reply.body ?? "");
      };
      if (reply.delayMs) {
        openCount++;
        const timer = setTimeout(send, reply.delayMs);
        res.on("close", () => {
          openCount--;
          clearTimeout(timer);
        });
      } else {
        send();
      }
    });
  };

  const server: Server = options.tls ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, handler) : createHttpServer(handler);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `${options.tls ? "https" : "http"}://${host.includes(":") ? `[${host}]` : host}:${port}${options.path ?? "/hooks"}`;
  receiver.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return receiver;
}
