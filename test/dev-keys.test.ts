import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptDemoKeys } from "../scripts/dev-keys.js";
import { revokeApiKeys } from "../src/accounts/portal/api-keys.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const works = async (key: string) => (await client(api.baseUrl, key).get("/api/v1/verification-sessions")).status;

describe("npm run dev's demo keys", () => {
  it("are minted once, kept in the file and reused at the next start; a revoked one is replaced", async () => {
    const { merchantId } = await createTestMerchant();
    const file = join(mkdtempSync(join(tmpdir(), "pb-dev-keys-")), ".dev", "demo-keys.json");

    const first = await keptDemoKeys(merchantId, file);
    expect(first).toMatchObject({ test: expect.stringMatching(/^pb_sk_test_/), live: expect.stringMatching(/^pb_sk_live_/), kept: false });
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ test: first.test, live: first.live });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = await keptDemoKeys(merchantId, file);
    expect(again).toEqual({ ...first, kept: true });
    expect(await works(again.test)).toBe(200);
    expect(await works(again.live)).toBe(200);

    // Revoked in the dashboard: the next start mints a new one and keeps the other.
    await revokeApiKeys({ merchantId, name: "demo sandbox key (npm run dev)" });
    const after = await keptDemoKeys(merchantId, file);
    expect(after.kept).toBe(false);
    expect(after.live).toBe(first.live);
    expect(after.test).not.toBe(first.test);
    expect(await works(first.test)).toBe(401);
    expect(await works(after.test)).toBe(200);

    // A damaged file: fresh keys, no crash.
    writeFileSync(file, "{not json");
    const fresh = await keptDemoKeys(merchantId, file);
    expect(fresh.kept).toBe(false);
    expect(await works(fresh.test)).toBe(200);
    expect(await works(after.test)).toBe(401);
  });
});
