import { navigate, useLocation, withQuery } from "../router";
import { Button } from "./Button";

interface PagerState {
  /** The cursors of the pages before this one ("" for the first page), newest last. */
  pagerBack?: string[];
}

const backStack = (): string[] => (window.history.state as PagerState | null)?.pagerBack ?? [];

/**
 * Cursor paging with one cursor in the URL (`?cursor=`): the address stays short and shareable
 * however deep one pages. The way back is kept in the history entry's state (it survives a
 * reload of the tab), so "Previous" knows the page before; from a shared link, "First page".
 */
export function Pager({ nextCursor, count }: { nextCursor: string | null; count: number }) {
  const { pathname, search } = useLocation();
  const cursor = search.get("cursor");
  const back = backStack();
  const go = (to: string | null, pagerBack: string[]) =>
    navigate(withQuery(pathname, { ...Object.fromEntries(search), cursor: to }), { state: { pagerBack } satisfies PagerState });
  if (!cursor && !nextCursor) return null;
  const previous = back.at(-1);
  return (
    <nav className="pager" aria-label="Pages">
      <span className="muted">
        {count} {count === 1 ? "row" : "rows"} on this page
      </span>
      <span className="actions">
        {cursor && previous === undefined ? (
          <Button small onClick={() => go(null, [])}>
            First page
          </Button>
        ) : (
          <Button small disabled={!cursor} onClick={() => go(previous || null, back.slice(0, -1))}>
            Previous
          </Button>
        )}
        <Button small disabled={!nextCursor} onClick={() => nextCursor && go(nextCursor, [...back, cursor ?? ""])}>
          Next
        </Button>
      </span>
    </nav>
  );
}
