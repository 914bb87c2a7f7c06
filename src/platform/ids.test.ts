import { describe, expect, it } from "vitest";
import { pool } from "./db/client.js";
import { Prisma } from "./generated/prisma/client.js";
import { ID_ALPHABET, idPattern, newId, newIdSql, randomToken } from "./ids.js";

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

describe("newIdSql", () => {
  it("makes ids in Postgres with newId's prefix, length and characters", async () => {
    const statement = Prisma.sql`SELECT ${newIdSql("delivery")} AS id FROM generate_series(1, 2000)`;
    const { rows } = await pool.query<{ id: string }>(statement.text, statement.values as unknown[]);
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id) => !idPattern("delivery").test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(idPattern("delivery").test(newId("delivery"))).toBe(true);
    expect(idPattern("delivery").test(newId("attempt"))).toBe(false);
  });

  it("uses all 62 characters of newId's alphabet evenly", async () => {
    const statement = Prisma.sql`SELECT string_agg(${newIdSql("delivery")}, '') AS ids FROM generate_series(1, 25000)`;
    const { rows } = await pool.query<{ ids: string }>(statement.text, statement.values as unknown[]);
    const counts = new Map<string, number>();
    for (const char of rows[0]!.ids.replaceAll("whd_", "")) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect([...counts.keys()].sort().join("")).toBe([...ID_ALPHABET].sort().join(""));
    // 600,000 characters: 9,677 expected each, standard deviation about 97; this bound is 10 of them.
    for (const count of counts.values()) expect(Math.abs(count - 600_000 / 62)).toBeLessThan(970);
  });
});
