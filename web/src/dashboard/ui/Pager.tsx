import { navigate, useLocation, withQuery } from "../router";
import { Button } from "./Button";

/**
 * Cursor paging kept in the URL (`?cursor=`); the cursors of the pages before are kept in
 * `?prev=` so that "Previous" works after a reload or from a shared link.
 */
export function Pager({ nextCursor, count }: { nextCursor: string | null; count: number }) {
  const { pathname, search } = useLocation();
  const cursor = search.get("cursor");
  const prev = search.get("prev")?.split(" ").filter(Boolean) ?? [];
  const go = (to: { cursor: string | null; prev: string[] }) =>
    navigate(withQuery(pathname, { ...Object.fromEntries(search), cursor: to.cursor, prev: to.prev.join(" ") || null }));
  if (!cursor && !nextCursor) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <span className="muted">
        {count} {count === 1 ? "row" : "rows"} on this page
      </span>
      <span className="actions">
        <Button small disabled={!cursor} onClick={() => go({ cursor: prev.at(-1) === "_" ? null : (prev.at(-1) ?? null), prev: prev.slice(0, -1) })}>
          Previous
        </Button>
        <Button small disabled={!nextCursor} onClick={() => nextCursor && go({ cursor: nextCursor, prev: [...prev, cursor ?? "_"] })}>
          Next
        </Button>
      </span>
    </nav>
  );
}
