import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { portalLogin } from "../../../test/support/sessions.js";
import { signalCatalog } from "../../flows/registry.js";

// Contract section 22: a rule's operator and value must fit its signal's type, or 400 naming it.
let api: TestApi;
let portal: Awaited<ReturnType<typeof portalLogin>>;
beforeAll(async () => {
  api = await startApi();
  const merchant = await createTestMerchant();
  portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
});
afterAll(() => api.close());

const rule = (condition: object) => ({ mode: "test", name: "Typed", condition, action: "review" });

describe("typed decision rules", () => {
  it.each([
    [{ signal: "phone_country", op: "eq", value: "France" }, "value", /ISO 3166 alpha-2/],
    [{ signal: "phone_country", op: "in", value: ["FR", "Germany"] }, "value", /"Germany"/],
    [{ signal: "email_disposable", op: "eq", value: "yes" }, "value", /"yes" is not a value 'email_disposable' can take/],
    [{ signal: "phone_line_type", op: "neq", value: "cell" }, "value", /"cell"/],
    [{ signal: "phone_country", op: "gt", value: 3 }, "operator", /compares numbers; 'phone_country' is not a number/],
    [{ signal: "email_reused", op: "lte", value: 1 }, "operator", /'email_reused' is not a number/],
  ])("refuses %j that could never match (param %s)", async (condition, param, message) => {
    for (const [method, path, body, named] of [
      ["POST", "/decision-rules", rule(condition), param],
      ["POST", "/decision-rules/simulate", { mode: "test", rules: [{ name: "Typed", condition, action: "review" }] }, `rules[0].${param}`],
    ] as const) {
      const res = await portal.call(method, path, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
      expect(res.body.error.param).toBe(named);
      expect(res.body.error.message).toMatch(message);
    }
  });

  it.each([
    { signal: "phone_country", op: "eq", value: "FR" },
    { signal: "phone_country", op: "not_in", value: ["FR", "DE"] },
    { signal: "phone_country", op: "eq", value: null },
    { signal: "email_disposable", op: "eq", value: true },
    { signal: "phone_line_type", op: "in", value: ["voip", "unknown"] },
    { signal: "email_domain", op: "eq", value: "example.com" },
    { signal: "phone_reused", op: "exists" },
  ])("saves %j", async (condition) => {
    const res = await portal.call("POST", "/decision-rules", rule(condition));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it("refuses an ordering operator on a stored rule's change too", async () => {
    const created = await portal.call("POST", "/decision-rules", rule({ signal: "phone_country", op: "eq", value: "FR" }));
    const res = await portal.call("PATCH", `/decision-rules/${created.body.id}`, { condition: { signal: "phone_country", op: "gte", value: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("operator");
  });

  it("lists the country codes in the catalog, marked as countries, for the editor to offer by name", () => {
    const country = signalCatalog.find((s) => s.name === "phone_country")!.schema as { anyOf: Array<{ enum?: string[]; format?: string }> };
    const codes = country.anyOf.find((s) => s.enum)!;
    expect(codes.format).toBe("iso-3166-alpha-2");
    expect(codes.enum).toEqual(expect.arrayContaining(["FR", "US", "DE"]));
    expect(codes.enum).not.toContain("France");
  });
});
