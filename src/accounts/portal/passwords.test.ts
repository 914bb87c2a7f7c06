import { describe, expect, it } from "vitest";
import { config, loadConfig } from "../../platform/config.js";
import { PRODUCTION_ENV, PRODUCTION_TWILIO } from "../../../test/support/production-env.js";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./passwords.js";

const production = { ...PRODUCTION_ENV, ...PRODUCTION_TWILIO };

describe("password hashes", () => {
  it("cost 2^15 unless set; production refuses less, and nothing takes more than 2^17", () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig(production).PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: "17" }).PASSWORD_HASH_COST).toBe(17);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: "14" })).toThrow(/PASSWORD_HASH_COST: must be at least 15 in production/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: "18" })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: "9" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("at the default cost: scrypt N=32768, r=8, p=1, a salt of its own, and only the password matches", async () => {
    const [first, second] = await Promise.all([hashPassword("correct horse battery", 15), hashPassword("correct horse battery", 15)]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword("correct horse battery", first)).toBe(true);
    expect(await verifyPassword("correct horse batterY", first)).toBe(false);
  });

  it("checks a hash with the cost it carries, whatever the cost configured now", async () => {
    const cheaper = await hashPassword("a-long-password", config.PASSWORD_HASH_COST);
    const dearer = await hashPassword("a-long-password", config.PASSWORD_HASH_COST + 2);
    expect(dearer.split("$")[1]).toBe(String(2 ** (config.PASSWORD_HASH_COST + 2)));
    expect(await verifyPassword("a-long-password", cheaper)).toBe(true);
    expect(await verifyPassword("a-long-password", dearer)).toBe(true);
  });

  it("matches nothing against the dummy hash (same cost as new hashes) or a hash of another scheme", async () => {
    expect(DUMMY_PASSWORD_HASH.split("$").slice(0, 4)).toEqual(["scrypt", String(2 ** config.PASSWORD_HASH_COST), "8", "1"]);
    expect(await verifyPassword("", DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword("a-long-password", "bcrypt$10$abc$def")).toBe(false);
  });
});
