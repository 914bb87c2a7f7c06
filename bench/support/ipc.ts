import type { BenchProcess } from "./processes.js";

interface IpcRequest {
  id: number;
  type: string;
  body: unknown;
}

interface IpcReply {
  id: number;
  result?: unknown;
  error?: string;
}

/** Child side: answers `{ id, type, body }` messages from the parent with the handler's result. */
export function serveIpc(handlers: Record<string, (body: never) => Promise<unknown> | unknown>): void {
  if (!process.send) throw new Error("this script must be started with an IPC channel");
  process.on("message", (message: IpcRequest) => {
    const handler = handlers[message.type];
    const reply = (payload: Omit<IpcReply, "id">) => process.send?.({ id: message.id, ...payload });
    if (!handler) {
      reply({ error: `unknown request "${message.type}"` });
      return;
    }
    Promise.resolve()
      .then(() => handler(message.body as never))
      .then(
        (result) => reply({ result }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
      );
  });
  // The parent going away (even killed) closes the channel: nothing the bench started outlives it.
  process.on("disconnect", () => process.exit(0));
}

/** Parent side: request/response over a child's IPC channel. */
export function ipcClient(proc: BenchProcess) {
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  proc.child.on("message", (message: IpcReply) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error !== undefined) waiter.reject(new Error(`${proc.name}: ${message.error}`));
    else waiter.resolve(message.result);
  });
  void proc.exited.then((code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`${proc.name} exited (${code})`));
    pending.clear();
  });
  return {
    request<T>(type: string, body: unknown = {}): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        proc.child.send({ id, type, body } satisfies IpcRequest);
      });
    },
    /** Resolves with the first message of `type` the child sends on its own (e.g. "ready"). */
    once<T>(type: string, timeoutMs: number): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${proc.name} did not report "${type}" within ${timeoutMs} ms`)), timeoutMs);
        const onMessage = (message: { type?: string; body?: unknown }) => {
          if (message.type !== type) return;
          clearTimeout(timer);
          proc.child.off("message", onMessage);
          resolve(message.body as T);
        };
        proc.child.on("message", onMessage);
        void proc.exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`${proc.name} exited (${code}) before reporting "${type}"`));
        });
      });
    },
  };
}
