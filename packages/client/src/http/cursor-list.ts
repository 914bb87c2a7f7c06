import type { Page } from "../api-types.js";

/**
 * What `list()` returns for a cursor-paginated resource: `for await` walks every row, following
 * `next_cursor` page after page; `page()` fetches one page (the first, or the one at the
 * `cursor` given to `list`).
 */
export class CursorList<T> implements AsyncIterable<T> {
  constructor(
    private readonly fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
    private readonly startCursor: string | undefined,
  ) {}

  page(): Promise<Page<T>> {
    return this.fetchPage(this.startCursor);
  }

  /** Every page in turn, from the start cursor to the last. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let cursor = this.startCursor;
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      if (!page.has_more || !page.next_cursor) return;
      cursor = page.next_cursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }
}
