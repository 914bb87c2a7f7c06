import type { Owner } from "../auth/owner.js";
import type { AnyRoute } from "../http/route.js";
import type { StreamedBody } from "../http/streamed-response.js";
import { csvLines, csvRow, type CsvColumn } from "./csv.js";

/** Rows read per page: one keyset query (and its presenter's lookups) per page, never the whole table. */
export const EXPORT_PAGE_SIZE = 100;

interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * A list route's every page, as CSV. The list route itself reads each page (its filters, keyset
 * cursor and presenter), so an export holds exactly what the list shows, filter for filter,
 * without a second copy of either; only one page is in memory at a time, and the next is read
 * when the client has taken the last one.
 */
export function exportList<T>(owner: Owner, listRoute: AnyRoute, filters: Record<string, unknown>, columns: readonly CsvColumn<T>[], filename: string): StreamedBody {
  const readPage = async (cursor: string | undefined) => {
    const result = await listRoute.handler({ owner, query: { ...filters, limit: EXPORT_PAGE_SIZE, cursor }, params: {}, body: {} } as never);
    return result.body as ListPage<T>;
  };
  async function* chunks(): AsyncGenerator<string> {
    // The header goes out with the first page, so a failure reading it is still an error response.
    let page = await readPage(undefined);
    yield csvRow(columns.map((column) => column.header)) + csvLines(columns, page.data);
    while (page.has_more && page.next_cursor) {
      page = await readPage(page.next_cursor);
      if (page.data.length > 0) yield csvLines(columns, page.data);
    }
  }
  return { streamed: true, contentType: "text/csv; charset=utf-8", filename, chunks: chunks() };
}
