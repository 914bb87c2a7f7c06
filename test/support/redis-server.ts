import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { requireCommand } from "./toolchain.js";

export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>;
  /** Stops and starts it again on the same port: an empty Redis, as after a restart without persistence. */
  restart: () => Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** A throwaway redis-server (nothing persisted) on its own port, for tests that flush or restart Redis. */
export async function startRedisServer(port: number, extraArgs: string[] = []): Promise<RedisServer> {
  requireCommand("redis-server", ["--version"], "a test that starts a Redis server of its own");
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", ...extraArgs], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server on port ${port} did not start`);
      await sleep(50);
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, stop, restart: async () => (await stop(), await start()) };
}
