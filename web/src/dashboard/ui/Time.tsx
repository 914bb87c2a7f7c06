import { formatDateTime, formatDateTimeWithZone } from "../format";

/** A timestamp in the user's locale (`zone`: with its time zone); the exact ISO value is in `dateTime` and the tooltip. */
export function Time({ iso, empty = "—", zone = false }: { iso: string | null | undefined; empty?: string; zone?: boolean }) {
  if (!iso) return <span className="muted">{empty}</span>;
  return (
    <time dateTime={iso} title={iso}>
      {zone ? formatDateTimeWithZone(iso) : formatDateTime(iso)}
    </time>
  );
}
