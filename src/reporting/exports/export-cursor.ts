import type pg from "pg";
import type { Prisma } from "../../platform/generated/prisma/client.js";

/**
 * One statement read through one server-side cursor (`DECLARE ... NO SCROLL CURSOR` in a read-only
 * transaction on a connection of its own): Postgres plans and runs the statement once and hands
 * out its rows `FETCH` by `FETCH`, so reading N rows costs N rows, whatever the plan (a search
 * paged by keyset re-runs its statement per page, and a plan that sorts the matches re-reads
 * every remaining match each time). The transaction is the cursor's life; PgBouncer in
 * transaction mode keeps it on one server connection.
 */
export class ExportCursor<Row> {
  private done = false;

  private constructor(private readonly client: pg.PoolClient) {}

  static async open<Row>(pool: pg.Pool, statement: Prisma.Sql): Promise<ExportCursor<Row>> {
    const client = await pool.connect();
    const cursor = new ExportCursor<Row>(client);
    try {
      await client.query("BEGIN READ ONLY");
      await client.query({ text: `DECLARE export_rows NO SCROLL CURSOR FOR ${statement.text}`, values: statement.values as unknown[] });
    } catch (error) {
      cursor.abandon();
      throw error;
    }
    return cursor;
  }

  /** The next rows, at most `count`; fewer means the statement's rows are all read. */
  async next(count: number): Promise<Row[]> {
    if (this.done) throw new Error("the export's cursor is closed");
    return (await this.client.query<Row & pg.QueryResultRow>(`FETCH ${Math.floor(count)} FROM export_rows`)).rows;
  }

  /** Ends the transaction and gives the connection back to the pool. */
  async close(): Promise<void> {
    if (this.done) return;
    await this.client.query("COMMIT");
    this.done = true;
    this.client.release();
  }

  /** Drops the connection (its transaction ends with it): for an export cut short, wherever it stood. */
  abandon(): void {
    if (this.done) return;
    this.done = true;
    this.client.release(new Error("export abandoned"));
  }
}
