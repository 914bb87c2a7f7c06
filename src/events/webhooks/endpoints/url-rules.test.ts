import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_INSECURE_TARGETS = "false";
});

import { client, startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant } from "../../../../test/support/factories.js";

// The address table itself is tested with url-safety; this checks that endpoint create and
// update apply it (literal addresses only, so no DNS is needed).
let api: TestApi;
let c: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  c = client(api.baseUrl, (await createTestMerchant()).testKey);
});

afterAll(async () => {
  await api.close();
});

describe("endpoint url rules without insecure targets", () => {
  it.each([
    "http://93.184.215.14/hook",
    "https://127.0.0.1/hook",
    "https://localhost/hook",
    "https://10.1.2.3/hook",
    "https://192.168.1.10/hook",
    "https://100.64.0.1/hook",
    "https://169.254.169.254/latest",
    "https://[::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://2130706433/hook",
    "https://0x7f000001/hook",
    "https://224.0.0.1/hook",
  ])("refuses %s with invalid_url", async (url) => {
    const created = await c.post("/api/v1/webhook-endpoints", { url, events: ["ping"] });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: "invalid_url", param: "url" });
  });

  it("accepts a public https address, and refuses an update to a private one", async () => {
    const created = await c.post("/api/v1/webhook-endpoints", { url: "https://93.184.215.14/hook", events: ["ping"] });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe("https://93.184.215.14/hook");
    const updated = await c.post(`/api/v1/webhook-endpoints/${created.body.id}`, { url: "https://127.0.0.1/hook" });
    expect(updated.status).toBe(400);
    expect(updated.body.error).toMatchObject({ code: "invalid_url", param: "url" });
    expect((await c.get(`/api/v1/webhook-endpoints/${created.body.id}`)).body.url).toBe("https://93.184.215.14/hook");
  });
});
