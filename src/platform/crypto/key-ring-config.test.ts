import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { PRODUCTION_ENV, PRODUCTION_TWILIO } from "../../../test/support/production-env.js";

const a = "a".repeat(40);
const b = "b".repeat(40);
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("the encryption key ring's configuration", () => {
  it("takes ENCRYPTION_KEY alone as a ring of one that also keys the hashes", () => {
    const config = loadConfig({ ENCRYPTION_KEY: a });
    expect(config.ENCRYPTION_KEYS).toEqual([a]);
    expect(config.HASH_KEY).toBe(a);
  });

  it("takes ENCRYPTION_KEYS newest first, with HASH_KEY required once it holds two keys", () => {
    expect(problems({ ENCRYPTION_KEYS: `${b},${a}` })).toMatch(/HASH_KEY: must be set when ENCRYPTION_KEYS holds more than one key/);
    const config = loadConfig({ ENCRYPTION_KEYS: ` ${b} , ${a} `, HASH_KEY: a });
    expect(config.ENCRYPTION_KEYS).toEqual([b, a]);
    expect(config.HASH_KEY).toBe(a);
  });

  it("refuses both settings at once, short keys, a key listed twice, and the dev key in production", () => {
    expect(problems({ ENCRYPTION_KEY: a, ENCRYPTION_KEYS: b })).toMatch(/ENCRYPTION_KEYS: set either ENCRYPTION_KEYS or ENCRYPTION_KEY, not both/);
    expect(problems({ ENCRYPTION_KEYS: `${b},short` })).toMatch(/ENCRYPTION_KEYS: every key must be at least 32 characters/);
    expect(problems({ ENCRYPTION_KEYS: `${b},${b}`, HASH_KEY: a })).toMatch(/ENCRYPTION_KEYS: lists a key twice/);
    const { ENCRYPTION_KEY: _, ...withoutKey } = { ...PRODUCTION_ENV, ...PRODUCTION_TWILIO };
    expect(problems(withoutKey)).toMatch(/ENCRYPTION_KEY: must be set in production/);
    expect(problems({ ...withoutKey, ENCRYPTION_KEYS: `${b},dev-only-encryption-key-change-me-0123456789`, HASH_KEY: a })).toMatch(/ENCRYPTION_KEYS: must be set in production/);
    expect(problems({ ...withoutKey, ENCRYPTION_KEYS: `${b},${a}`, HASH_KEY: a })).toBe("");
  });
});
