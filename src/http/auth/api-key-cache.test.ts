import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createKey, createTestMerchant } from "../../../test/support/factories.js";
import { waitFor } from "../../../test/support/wait.js";
import { sha256Hex } from "./api-key-format.js";
import { cachedKey, REVOCATIONS_CHANNEL } from "./api-key-cache.js";

const PROBE = "/api/v1/__probe__";
// Another process's connections: to the Redis, or to each node of the cluster (a revocation is
// published on whichever node the revoking process happens to reach).
const nodes = config.REDIS_CLUSTER_NODES.length > 0 ? config.REDIS_CLUSTER_NODES : [config.REDIS_URL];
let api: TestApi;
let otherProcess: Redis[];
beforeAll(async () => {
  api = await startApi();
  otherProcess = nodes.map((url) => new Redis(url));
});
afterAll(async () => {
  for (const connection of otherProcess) connection.disconnect();
  await api.close();
});

describe("API key cache", () => {
  it("serves a key from memory, and drops it when another process broadcasts its revocation", async () => {
    const { merchantId } = await createTestMerchant();
    for (const publisher of otherProcess) {
      const key = await createKey(merchantId, "test", ["sessions:write"]);
      const hash = sha256Hex(key);
      await waitFor(async () => (await client(api.baseUrl, key).get(PROBE)).status === 404 && cachedKey(hash), "the key to be cached");

      // Revoked in Postgres behind the cache's back: the cached entry still answers...
      await prisma.apiKey.update({ where: { keyHash: hash }, data: { revokedAt: new Date() } });
      expect((await client(api.baseUrl, key).get(PROBE)).status).toBe(404);

      // ...until the revocation is broadcast, as revokeApiKeys does from whichever process revoked it.
      await publisher.publish(REVOCATIONS_CHANNEL, hash);
      await waitFor(async () => (await client(api.baseUrl, key).get(PROBE)).status === 401, "the revocation to reach this process", 5_000);
      expect(cachedKey(hash)).toBeUndefined();
    }
  });
});
