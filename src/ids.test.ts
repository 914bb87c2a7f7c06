import { describe, expect, it } from "vitest";
import { newId, randomToken } from "./ids.js";

describe("randomToken", () => {
  it("is base62 of the asked length and never repeats, across many refills of its entropy buffer", () => {
    const tokens = Array.from({ length: 20_000 }, () => randomToken(24));
    expect(tokens.every((t) => /^[0-9A-Za-z]{24}$/.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(newId("session")).toMatch(/^vs_[0-9A-Za-z]{24}$/);
  });

  it("uses all 62 characters evenly (no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (const char of randomToken(620_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 10,000 expected each; the standard deviation is about 100, so this bound is 10 of them.
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(1_000);
  });
});
