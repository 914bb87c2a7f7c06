import { useState, type FormEvent } from "react";
import { api, type AuditEntry } from "../api";
import { describeUserAgent, formatIp } from "../format";

type AuditChangeValue = NonNullable<NonNullable<AuditEntry["details"]>["changes"]>[number]["before"];
import { navigate, useLocation, withQuery } from "../router";
import { ActorName, Async, Badge, Button, DataTable, Empty, PageHeader, Pager, TextField, Time } from "../ui";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

const FILTERS = ["actor", "action", "target", "from", "to"] as const;

/** A value before or after a change, in words: a list joined, nothing as "none". */
function changeValue(value: AuditChangeValue): string {
  if (value === null || value === "") return "none";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  return String(value);
}

/** What the row changed, field by field: before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = entry.details?.changes;
  if (changes && changes.length > 0)
    return (
      <ul className="changes">
        {changes.map((c) => (
          <li key={c.field}>
            <span className="mono">{c.field}</span>: {changeValue(c.before)} → <strong>{changeValue(c.after)}</strong>
          </li>
        ))}
      </ul>
    );
  const fields = entry.details?.changed_fields;
  if (fields && fields.length > 0) return <span className="mono">{fields.join(", ")}</span>;
  return <span className="muted">—</span>;
}
type Filters = Record<(typeof FILTERS)[number], string>;

/** A `datetime-local` value (the browser's zone) as the instant the API takes; "" stays unset. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * The account's audit log (owner and admins: `audit:read`): every dashboard write, key mint and revoke, live-access
 * change and customer view, newest first, filtered by actor, action, target and time. The filters
 * and the page live in the URL; times show their zone.
 */
export function AuditLog() {
  useTitle("Audit log");
  const { pathname, search } = useLocation();
  const applied = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? ""])) as Filters;
  const cursor = search.get("cursor");
  const [draft, setDraft] = useState<Filters>(applied);
  const page = useApi(
    (signal) =>
      api.auditLog(
        { actor: applied.actor, action: applied.action, target: applied.target, created_gte: instant(applied.from), created_lt: instant(applied.to), cursor },
        signal,
      ),
    `${search}`,
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery(pathname, { ...draft }));
  };
  const clear = () => {
    setDraft({ actor: "", action: "", target: "", from: "", to: "" });
    navigate(pathname);
  };
  const field = (name: keyof Filters) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  const filtered = FILTERS.some((f) => applied[f]);
  return (
    <>
      <PageHeader
        title="Audit log"
        sub="Who did what in this account, from where: every change made in the dashboard, API keys minted and revoked, live access turned on or off, and every view of a customer's details. Rows cannot be changed or deleted; each is chained to the one before."
      />
      <form className="filters" onSubmit={apply} aria-label="Filter the audit log">
        <TextField label="Actor" placeholder="email or id" {...field("actor")} />
        <TextField label="Action" placeholder="e.g. mintApiKey" {...field("action")} />
        <TextField label="Target" placeholder="e.g. api_key:key_…" {...field("target")} />
        <TextField label="From" type="datetime-local" step={1} {...field("from")} />
        <TextField label="Before" type="datetime-local" step={1} {...field("to")} />
        <Button type="submit">Apply</Button>
        {filtered && (
          <Button type="button" onClick={clear}>
            Clear
          </Button>
        )}
      </form>
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            <Empty title={filtered ? "No rows match these filters" : "Nothing recorded yet"}>
              <p>Rows appear as soon as someone changes something in this account.</p>
            </Empty>
          ) : (
            <>
              <DataTable
                caption="Audit log"
                rowKey={(r) => r.id}
                rows={p.data}
                columns={[
                  { label: "Time", render: (r) => <Time iso={r.at} /> },
                  { label: "Actor", render: (r) => <ActorName actor={r.actor} /> },
                  {
                    label: "Action",
                    render: (r) => (
                      <>
                        {r.action_label}
                        <div className="muted mono small">{r.action}</div>
                      </>
                    ),
                  },
                  { label: "Change", render: (r) => <Changes entry={r} /> },
                  { label: "Target", render: (r) => (r.target ? <span className="mono">{r.target}</span> : <span className="muted">—</span>) },
                  { label: "Mode", render: (r) => (r.mode ? <Badge tone={r.mode === "test" ? "test" : "info"}>{r.mode}</Badge> : <span className="muted">—</span>) },
                  {
                    label: "From",
                    render: (r) =>
                      r.ip || r.user_agent ? (
                        <span title={r.user_agent ?? undefined}>
                          <span className="mono">{formatIp(r.ip)}</span>
                          <div className="muted small">{describeUserAgent(r.user_agent)}</div>
                        </span>
                      ) : (
                        <span className="muted">—</span>
                      ),
                  },
                  { label: "Request", render: (r) => <span className="mono">{r.request_id ?? "—"}</span> },
                ]}
              />
              <Pager nextCursor={p.next_cursor} count={p.data.length} />
            </>
          )
        }
      </Async>
    </>
  );
}
