import { useState, type FormEvent } from "react";
import { api, type Mode, type RequestLogEntry } from "../api";
import { Link } from "../router";
import { CreatedRange, SearchBox, useFilters } from "../search";
import { Async, Badge, Button, Copyable, DataTable, Empty, PageHeader, Pager, SelectField, TextField, Time } from "../ui";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

const KEYS = ["request_id", "status", "path", "api_key_id", "created_gte", "created_lt"] as const;

const STATUSES = ["2xx", "4xx", "5xx", "200", "201", "400", "401", "403", "404", "409", "415", "429", "500", "503"];

function StatusBadge({ status }: { status: number }) {
  return <Badge tone={status < 400 ? "good" : status < 500 ? "warn" : "bad"}>{String(status)}</Badge>;
}

/**
 * The request log (developers, admins, owners: `logs:read`): every /api/v1 request of the mode in
 * the last 30 days, newest first, filtered by request id, status, path prefix, key and date. The
 * filters and the page live in the URL.
 */
export function RequestLog({ mode }: { mode: Mode }) {
  useTitle("Request log");
  const filters = useFilters(KEYS);
  const v = filters.values;
  const page = useApi((signal) => api.requestLog(mode, filters.query, signal), `${mode} ${filters.key}`);
  const [draft, setDraft] = useState({ path: v.path, api_key_id: v.api_key_id });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    filters.set({ path: draft.path.trim(), api_key_id: draft.api_key_id.trim() });
  };
  return (
    <>
      <PageHeader
        title="Request log"
        sub="Every request your servers made to the API with a key of this mode in the last 30 days, newest first: method, path, status, error code, key and timing. Bodies and query strings are never kept. Requests appear within a second or two."
      />
      <SearchBox
        key={v.request_id}
        label="Find a request"
        placeholder="req_…"
        initial={v.request_id}
        hint="The X-Request-Id of a response, or the request_id of an error."
        parse={(text) => (text.length > 100 ? { error: "A request id is at most 100 characters." } : { filters: { request_id: text } })}
        onSearch={(f) => filters.set(f)}
      />
      <form className="filters" onSubmit={apply} aria-label="Filter the request log">
        <SelectField
          label="Status"
          value={v.status}
          onChange={(e) => filters.set({ status: e.target.value })}
          options={[{ value: "", label: "Any status" }, ...STATUSES.map((s) => ({ value: s, label: s }))]}
        />
        <TextField label="Path starts with" placeholder="/api/v1/verification-sessions" value={draft.path} onChange={(e) => setDraft({ ...draft, path: e.target.value })} />
        <TextField label="API key" placeholder="key_…" value={draft.api_key_id} onChange={(e) => setDraft({ ...draft, api_key_id: e.target.value })} />
        <Button type="submit">Apply</Button>
        <CreatedRange gte={v.created_gte} lt={v.created_lt} onChange={(c) => filters.set(c)} />
        {filters.active && (
          <Button small onClick={filters.clear}>
            Clear filters
          </Button>
        )}
      </form>
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            <Empty title={filters.active ? "No request matches these filters" : "No requests yet"}>
              <p>Requests made with an API key of this mode are listed here.</p>
            </Empty>
          ) : (
            <>
              <DataTable
                caption="Requests"
                rowKey={(r) => r.id}
                rows={p.data}
                columns={[
                  { label: "Time", render: (r) => <Time iso={r.created_at} /> },
                  { label: "Status", render: (r) => <StatusBadge status={r.status} /> },
                  { label: "Request", render: (r) => <Link className="mono" to={`/${mode}/developers/logs/${r.id}`}>{`${r.method} ${r.path}`}</Link> },
                  { label: "Error", render: (r) => (r.error_code ? <span className="mono">{r.error_code}</span> : <span className="muted">—</span>) },
                  { label: "Key", render: (r) => <span className="mono">{r.api_key_id}</span> },
                  { label: "Latency", render: (r) => `${r.latency_ms} ms` },
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

function Details({ entry }: { entry: RequestLogEntry }) {
  return (
    <section className="panel" aria-labelledby="request-title">
      <h2 id="request-title">Request</h2>
      <dl className="props">
        <dt>Request id</dt>
        <dd>
          <Copyable value={entry.id} what="request id" />
        </dd>
        <dt>Method and path</dt>
        <dd className="mono">{`${entry.method} ${entry.path}`}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={entry.status} />
        </dd>
        <dt>Error code</dt>
        <dd className="mono">{entry.error_code ?? "—"}</dd>
        <dt>API key</dt>
        <dd className="mono">{entry.api_key_id}</dd>
        <dt>From</dt>
        <dd className="mono">{entry.ip ?? "—"}</dd>
        <dt>Latency</dt>
        <dd>{`${entry.latency_ms} ms`}</dd>
        <dt>Arrived</dt>
        <dd>
          <Time iso={entry.created_at} />
        </dd>
      </dl>
    </section>
  );
}

/** One request of the log, found by its id (the list filtered to it). */
export function RequestLogDetail({ mode, id }: { mode: Mode; id: string }) {
  useTitle(`Request ${id}`);
  const found = useApi((signal) => api.requestLog(mode, { request_id: id }, signal), `${mode} ${id}`);
  return (
    <>
      <PageHeader title="Request" sub={<span className="mono">{id}</span>} back={{ to: `/${mode}/developers/logs`, label: "Request log" }} />
      <Async loaded={found}>
        {(p) => (p.data[0] ? <Details entry={p.data[0]} /> : (
            <Empty title="No such request">
              <p>It is not in this mode's request log of the last 30 days.</p>
            </Empty>
          ))}
      </Async>
    </>
  );
}
