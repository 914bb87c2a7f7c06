import { formatDateTime } from "../format";

/** A timestamp in the user's locale and time zone, with the zone's name; the exact ISO value (UTC) is in `dateTime` and the tooltip. */
export function Time({ iso, empty = "—" }: { iso: string | null | undefined; empty?: string }) {
  if (!iso) return <span className="muted">{empty}</span>;
  return (
    <time dateTime={iso} title={iso}>
      {formatDateTime(iso)}
    </time>
  );
}
