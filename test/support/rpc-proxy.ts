import { createServer, type Server, type ServerResponse } from "node:http";
import { once } from "node:events";

export interface RpcCall {
  method: string;
  params: unknown[];
  id: unknown;
  /** The raw request body. */
  body: string;
}

/**
 * What the proxy does with one JSON-RPC call:
 * - forward: pass it to the chain and its answer back;
 * - fail: answer HTTP `status` without passing it on (the chain never sees it);
 * - forward-then-fail: pass it on (the chain acts on it), then answer HTTP `status` anyway;
 * - forward-then-hold: pass it on, then never answer (the caller hangs until its timeout, or is killed);
 * - hold: never pass it on, never answer;
 * - answer: answer with this JSON-RPC `result` without passing it on (a node that lags behind).
 */
export type RpcAction =
  | { kind: "forward" }
  | { kind: "fail"; status: number }
  | { kind: "forward-then-fail"; status: number }
  | { kind: "forward-then-hold" }
  | { kind: "hold" }
  | { kind: "answer"; result: unknown };

/**
 * An HTTP JSON-RPC proxy in front of a real chain (anvil) that a test can make misbehave per call:
 * drop, 5xx, hang, or let a call through and lose its answer, to prove the service stays
 * exactly-once when the RPC does not tell it what happened.
 */
export class RpcProxy {
  private server: Server | undefined;
  private held = new Set<ServerResponse>();
  /** Decides each call; the default forwards everything. May run side effects (an out-of-band tx). */
  decide: (call: RpcCall) => RpcAction | Promise<RpcAction> = () => ({ kind: "forward" });
  /** Method names of every call seen, in order. */
  readonly seen: string[] = [];

  constructor(private readonly target: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as { port: number }).port}`;
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => void this.handle(Buffer.concat(chunks).toString("utf8"), res));
    });
    this.server.listen(port, "127.0.0.1");
    await once(this.server, "listening");
  }

  /** Answers every held call with a dropped connection. */
  releaseHeld(): void {
    for (const res of this.held) res.destroy();
    this.held.clear();
  }

  async stop(): Promise<void> {
    this.releaseHeld();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(body: string, res: ServerResponse): Promise<void> {
    let call: RpcCall;
    try {
      const parsed = JSON.parse(body) as { method: string; params?: unknown[]; id: unknown };
      call = { method: parsed.method, params: parsed.params ?? [], id: parsed.id, body };
    } catch {
      call = { method: "(batch or invalid)", params: [], id: null, body };
    }
    this.seen.push(call.method);
    const action = await this.decide(call);
    if (action.kind === "fail") return void res.writeHead(action.status, { "content-type": "text/plain" }).end("upstream error");
    if (action.kind === "hold") return void this.held.add(res);
    if (action.kind === "answer")
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", id: call.id, result: action.result }));
    const upstream = await fetch(this.target, { method: "POST", headers: { "content-type": "application/json" }, body });
    const text = await upstream.text();
    if (action.kind === "forward-then-fail") return void res.writeHead(action.status, { "content-type": "text/plain" }).end("upstream error");
    if (action.kind === "forward-then-hold") return void this.held.add(res);
    res.writeHead(upstream.status, { "content-type": "application/json" }).end(text);
  }
}

/**
 * For a test file's `vi.hoisted` block, before the service's config is read: a real local chain
 * (anvil + EAS) behind an RpcProxy, with the CHAIN_ settings (and `env`) pointing the service at
 * the proxy.
 */
export async function startChainBehindProxy(env: Record<string, string> = {}) {
  const { startLocalChain } = await import("./anvil.js");
  const chain = await startLocalChain();
  const proxy = new RpcProxy(chain.rpcUrl);
  await proxy.start();
  Object.assign(process.env, chain.env(proxy.url), env);
  return { chain, proxy };
}
