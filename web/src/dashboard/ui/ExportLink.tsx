import type { Mode } from "../api";
import { withQuery } from "../router";

/**
 * Downloads a list as CSV with the filters the page shows (`GET /{mode}/exports/{list}.csv`,
 * streamed by the server, so any size works). A plain link: the browser saves the file.
 */
export function ExportLink({ mode, list, filters }: { mode: Mode; list: "verification-sessions" | "customers" | "reviews"; filters: Record<string, string | null | undefined> }) {
  return (
    <a className="btn" href={withQuery(`/api/merchant/${mode}/exports/${list}.csv`, filters)} download>
      Export CSV
    </a>
  );
}
