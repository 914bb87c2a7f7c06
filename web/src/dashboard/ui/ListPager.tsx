import { navigate, useLocation, withQuery } from "../router";
import { Button } from "./Button";

/**
 * Pages of a list the page already holds (a plain list: an endpoint's latest deliveries, a
 * customer's notes), `size` at a time. The page number is the one value kept in the URL
 * (`?{param}=2`), so a reload or a shared link shows the same page.
 */
export function usePageOf<T>(rows: readonly T[], param: string, size = 10): { rows: T[]; page: number; pages: number } {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const asked = Number(search.get(param) ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1;
  return { rows: rows.slice((page - 1) * size, page * size), page, pages };
}

export function ListPager({ param, page, pages, total, what }: { param: string; page: number; pages: number; total: number; what: string }) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const go = (to: number) => navigate(withQuery(pathname, { ...Object.fromEntries(search), [param]: to === 1 ? null : String(to) }), { replace: true });
  return (
    <nav className="pager" aria-label={`Pages of ${what}`}>
      <span className="muted">
        Page {page} of {pages} ({total} {what})
      </span>
      <span className="actions">
        <Button small disabled={page <= 1} onClick={() => go(page - 1)}>
          Previous
        </Button>
        <Button small disabled={page >= pages} onClick={() => go(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
