import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A round-robin TCP load balancer in front of api processes, the way a Kubernetes Service (L4)
 * spreads connections over ready pods: a new connection goes to the next backend in the set, and
 * a backend taken out of the set (its readiness failed) gets no new connection while the ones it
 * has run to their end. `remove` resolves once it has none left, so the process can then be told
 * to stop without cutting anyone off. A connection arriving while the set is empty is refused.
 */
export class TcpBalancer {
  private server: Server | undefined;
  private readonly backends: number[] = [];
  private readonly active = new Map<number, Set<Socket>>();
  private next = 0;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = createServer((inbound) => {
      if (this.backends.length === 0) {
        inbound.destroy();
        return;
      }
      const port = this.backends[this.next++ % this.backends.length]!;
      const outbound = connect(port, "127.0.0.1");
      const open = this.active.get(port) ?? new Set<Socket>();
      this.active.set(port, open);
      open.add(outbound);
      outbound.on("close", () => open.delete(outbound));
      inbound.on("close", () => outbound.destroy());
      // An error is the client's to see: the proxied connection breaks as the backend's did.
      outbound.on("error", () => inbound.destroy());
      inbound.on("error", () => outbound.destroy());
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  add(backendPort: number): void {
    if (!this.backends.includes(backendPort)) this.backends.push(backendPort);
  }

  /** Takes the backend out of rotation; resolves when its last connection has closed. */
  async remove(backendPort: number): Promise<void> {
    const index = this.backends.indexOf(backendPort);
    if (index >= 0) this.backends.splice(index, 1);
    const open = this.active.get(backendPort);
    while (open && open.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const open of this.active.values()) for (const socket of open) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
