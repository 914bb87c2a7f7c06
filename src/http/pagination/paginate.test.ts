import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { z } from "zod";
import { pageQuery } from "../common-schemas.js";
import { parseInput } from "../router.js";
import { decodeCursor, encodeCursor, type CursorScope } from "./cursor.js";
import { pageRequest } from "./paginate.js";
import { keysetOrder, paginate } from "./paginate.js";

// The shared module over a real table (events), as every cursor list uses it.
let merchantId: string;
const scope = (): CursorScope => ({ list: "events", merchantId, mode: "test" });

async function insertEvents(count: number, at = Date.now()): Promise<void> {
  await prisma.event.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      id: newId("event"),
      merchantId,
      mode: "test" as const,
      type: "ping",
      data: { n: i },
      // Several rows share a millisecond, so the id tie-breaker is exercised.
      createdAt: new Date(at - Math.floor(i / 3)),
    })),
  });
}

function page(limit: number, cursor?: string) {
  return paginate(
    scope(),
    { limit, cursor },
    ({ where, take }) => prisma.event.findMany({ where: { merchantId, mode: "test", ...where }, orderBy: keysetOrder, take }),
    (row) => row.id,
  );
}

beforeAll(async () => {
  merchantId = (await createTestMerchant()).merchantId;
  await insertEvents(120, Date.now() - 60_000);
});

describe("limit", () => {
  const listQuery = z.strictObject(pageQuery);
  const parseLimit = (limit: unknown) => pageRequest(parseInput(listQuery, limit === undefined ? {} : { limit }, "query") as { limit?: number }).limit;

  it("defaults to 25 and accepts 1..100", () => {
    expect(parseLimit(undefined)).toBe(25);
    expect(parseLimit("1")).toBe(1);
    expect(parseLimit("100")).toBe(100);
  });

  it.each(["0", "101", "-1", "1.5", "abc", "", "1e2", " 5"])("refuses %j with invalid_limit, never clamps", (raw) => {
    expect(() => parseLimit(raw)).toThrow(expect.objectContaining({ code: "invalid_limit", status: 400, param: "limit" }));
  });

  it("refuses a repeated limit parameter", () => {
    expect(() => parseLimit(["10", "20"])).toThrow(expect.objectContaining({ code: "invalid_limit" }));
  });
});

describe("cursor pagination", () => {
  it("walks every row once, newest first, and ends with has_more false", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const p = await page(7, cursor);
      seen.push(...p.data);
      if (!p.has_more) {
        expect(p.next_cursor).toBeNull();
        break;
      }
      cursor = p.next_cursor!;
    }
    const expected = await prisma.event.findMany({ where: { merchantId }, orderBy: keysetOrder, select: { id: true } });
    expect(seen).toEqual(expected.map((e) => e.id));
  });

  it("stays exact while new rows are inserted during iteration", async () => {
    const before = (await prisma.event.findMany({ where: { merchantId }, orderBy: keysetOrder, select: { id: true } })).map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await page(10, cursor);
      seen.push(...p.data);
      cursor = p.next_cursor ?? undefined;
      await insertEvents(3); // newer rows appear while the client pages
    } while (cursor);
    expect(seen).toEqual(before);
  });

  it("ignores a tampered cursor and starts from the top", async () => {
    const first = await page(5);
    const second = await page(5, first.next_cursor!);
    const [payload, signature] = first.next_cursor!.split(".");
    const decoded = JSON.parse(Buffer.from(payload!, "base64url").toString()) as [number, string];
    const forgedPayload = Buffer.from(JSON.stringify([decoded[0] - 10_000, decoded[1]])).toString("base64url");
    for (const bad of [`${forgedPayload}.${signature}`, `${payload}.AAAA`, "garbage", "a.b.c", `${payload}`]) {
      const p = await page(5, bad);
      expect(p.data).toEqual(first.data);
    }
    expect(second.data).not.toEqual(first.data);
  });

  it("ignores a cursor from another list, merchant, mode or filter", async () => {
    const position = { createdAt: new Date(), id: "evt_x" };
    const original = encodeCursor(scope(), position);
    expect(decodeCursor(scope(), original)).toEqual(position);
    expect(decodeCursor({ ...scope(), list: "sessions" }, original)).toBeNull();
    expect(decodeCursor({ ...scope(), merchantId: "acct_other" }, original)).toBeNull();
    expect(decodeCursor({ ...scope(), mode: "live" }, original)).toBeNull();
    expect(decodeCursor({ ...scope(), filter: "type=ping" }, original)).toBeNull();
  });
});
