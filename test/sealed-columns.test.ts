import { describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { SEALED_COLUMNS } from "../src/platform/crypto/sealed-columns.js";

describe("the sealed columns the key rotation re-seals", () => {
  it("lists every column of the schema that holds sealed values", async () => {
    const columns = await prisma.$queryRaw<{ name: string }[]>`
      SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name LIKE '%\\_sealed' OR column_name LIKE '%\\_ciphertext')
        AND table_name NOT IN (SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid)`;
    const listed = SEALED_COLUMNS.filter((c) => !c.jsonKey).map((c) => `${c.table}.${c.column}`);
    expect(columns.map((c) => c.name).sort()).toEqual([...listed].sort());
  });
});
