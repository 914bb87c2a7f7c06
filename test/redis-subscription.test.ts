import { afterAll, describe, expect, it, vi } from "vitest";

// Its own Redis (a server, or a cluster under the redis-cluster project): this file stops a node.
const { privateRedis } = await vi.hoisted(async () => {
  const { startPrivateRedis } = await import("./support/private-redis.js");
  return { privateRedis: await startPrivateRedis() };
});

import { Redis } from "ioredis";
import { redis, subscribe } from "../src/platform/redis.js";
import { waitFor } from "./support/wait.js";

const CHANNEL = "subscription-test";
const onCluster = privateRedis.servers.length > 1;
const direct = (port: number) => new Redis(port, "127.0.0.1", { maxRetriesPerRequest: 1 });

afterAll(async () => {
  redis.disconnect();
  await privateRedis.stop();
});

/** The node whose connection holds the subscription (PUBSUB NUMSUB counts a node's own subscribers). */
async function holder(among = privateRedis.servers) {
  for (const server of among) {
    const connection = direct(server.port);
    try {
      const [, count] = (await connection.pubsub("NUMSUB", CHANNEL)) as [string, number];
      if (Number(count) > 0) return server;
    } finally {
      connection.disconnect();
    }
  }
  return undefined;
}

async function publishOn(port: number, message: string): Promise<void> {
  const connection = direct(port);
  try {
    await connection.publish(CHANNEL, message);
  } finally {
    connection.disconnect();
  }
}

describe("a subscription", () => {
  it("hears messages published on any node, says when it is lost, and comes back (on another node of a cluster)", async () => {
    const events: string[] = [];
    const messages: string[] = [];
    const subscription = subscribe(CHANNEL, "test-subscription", {
      onMessage: (message) => messages.push(message),
      onSubscribed: () => events.push("subscribed"),
      onLost: () => events.push("lost"),
    });
    try {
      await waitFor(() => events.includes("subscribed"), "the subscription");
      for (const server of privateRedis.servers) await publishOn(server.port, `before via ${server.port}`);
      await waitFor(() => messages.length === privateRedis.servers.length, "a message from every node");

      const lost = (await holder())!;
      expect(lost).toBeDefined();
      await lost.stop();
      await waitFor(() => events.at(-1) === "lost", "the loss to be reported");
      // A single Redis has to come back; a cluster's other nodes are there all along.
      if (!onCluster) await lost.restart();
      await waitFor(() => events.at(-1) === "subscribed", "the subscription to come back", 20_000);

      const survivors = onCluster ? privateRedis.servers.filter((s) => s !== lost) : [lost];
      expect(await holder(survivors)).toBeDefined();
      const survivor = survivors[0]!;
      await publishOn(survivor.port, "after");
      await waitFor(() => messages.includes("after"), "a message after the move");
    } finally {
      subscription.close();
    }
  });
});
