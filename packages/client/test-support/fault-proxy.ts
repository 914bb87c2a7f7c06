import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the proxy does with one request: pass it to the service, answer itself, drop the
 * connection before the service sees it (`reset`), or pass it and then drop the connection
 * instead of answering (`forward-then-reset`: the service did the work, the client never hears).
 */
export type Fault = "pass" | "reset" | "forward-then-reset" | { status: number; headers?: Record<string, string>; body?: unknown };

export interface ProxiedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

export interface FaultProxy {
  url: string;
  requests: ProxiedRequest[];
  /** Decides each request's fate (default: pass). `index` counts every request the proxy saw. */
  fault: (request: ProxiedRequest, index: number) => Fault;
  close: () => Promise<void>;
}

const FORWARDED_REQUEST_HEADERS = ["authorization", "content-type", "accept", "idempotency-key", "user-agent"];
const RETURNED_HEADERS = ["content-type", "x-request-id", "retry-after"];

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/** A small HTTP proxy in front of the real service that fails the requests a test chooses. */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const proxy: FaultProxy = { url: "", requests: [], fault: () => "pass", close: async () => undefined };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const request: ProxiedRequest = { method: req.method ?? "", path: req.url ?? "", idempotencyKey: req.headers["idempotency-key"] as string | undefined };
    const index = proxy.requests.push(request) - 1;
    const fault = proxy.fault(request, index);
    if (fault === "reset") return void req.socket.destroy();
    if (typeof fault === "object") {
      res.writeHead(fault.status, { "Content-Type": "application/json", ...fault.headers });
      return void res.end(fault.body === undefined ? "" : JSON.stringify(fault.body));
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) if (typeof req.headers[name] === "string") headers[name] = req.headers[name] as string;
    const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body: body.length > 0 ? body.toString("utf8") : undefined });
    const text = await answer.text();
    if (fault === "forward-then-reset") return void req.socket.destroy();
    const returned: Record<string, string> = {};
    for (const name of RETURNED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) returned[name] = value;
    }
    res.writeHead(answer.status, returned);
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return proxy;
}
