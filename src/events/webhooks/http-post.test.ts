import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook } from "./http-post.js";

// A raw HTTP/1.1 server that answers the first request on each connection with a keep-alive
// 200 and drops the connection on the next one: what a receiver that closes idle connections
// looks like to a client that reuses one at the wrong moment.
let server: Server;
let connections = 0;
let requests = 0;
beforeAll(async () => {
  server = createServer((socket: Socket) => {
    connections++;
    let answered = false;
    socket.on("data", (chunk) => {
      if (!chunk.toString("latin1").includes("\r\n\r\n")) return; // wait for the headers
      requests++;
      if (answered) return void socket.destroy();
      answered = true;
      socket.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\nKeep-Alive: timeout=60\r\n\r\nok");
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = () => {
  const { port } = server.address() as AddressInfo;
  return postWebhook({
    url: new URL(`http://receiver.test:${port}/hook`),
    address: "127.0.0.1",
    family: 4,
    body: "{}",
    headers: { "Content-Type": "application/json" },
    timeoutMs: 2_000,
  });
};

describe("postWebhook connection reuse", () => {
  it("reuses a kept-alive connection, and retries at once on a fresh one when the reused one was dropped", async () => {
    const first = await post();
    expect(first).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(connections).toBe(1);

    const second = await post(); // goes out on the pooled connection, which the server drops
    expect(second).toMatchObject({ ok: true, statusCode: 200, error: null, responseBody: "ok" });
    expect(requests).toBe(3); // first, the dropped reuse, the retry
    expect(connections).toBe(2);
  });
});
