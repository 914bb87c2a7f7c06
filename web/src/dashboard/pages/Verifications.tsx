import { api, type Mode, type Session } from "../api";
import { sessionStatusValues } from "../api-types";
import { shortAddress } from "../format";
import { Link, navigate, useLocation, withQuery } from "../router";
import { Async, Badge, DataTable, Empty, ExportLink, PageHeader, Pager, SelectField, Time, type Column } from "../ui";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

export function sessionColumns(mode: Mode): Column<Session>[] {
  return [
    { label: "Session", render: (s) => <Link to={`/${mode}/verifications/${s.id}`} className="mono">{s.id}</Link> },
    { label: "Status", render: (s) => <Badge>{s.status}</Badge> },
    { label: "Flows", render: (s) => s.flows.join(", ") },
    {
      label: "Customer",
      render: (s) =>
        s.customer_address ? (
          <Link to={`/${mode}/customers/${s.customer_address}`} className="mono" title={s.customer_address}>
            {shortAddress(s.customer_address)}
          </Link>
        ) : (
          <span className="muted">—</span>
        ),
    },
    { label: "VIC", render: (s) => (s.vic ? <span className="mono">{s.vic.id}</span> : <span className="muted">—</span>) },
    { label: "Created", render: (s) => <Time iso={s.created_at} /> },
  ];
}

export function Verifications({ mode }: { mode: Mode }) {
  useTitle("Verifications");
  const { pathname, search } = useLocation();
  const status = search.get("status");
  const cursor = search.get("cursor");
  const page = useApi((signal) => api.listSessions(mode, { status, cursor }, signal), `${mode} ${status} ${cursor}`);
  return (
    <>
      <PageHeader
        title="Verifications"
        sub="Verification sessions, newest first. A completed session mints a VIC."
        actions={<ExportLink mode={mode} list="verification-sessions" filters={{ status }} />}
      />
      <div className="filters">
        <SelectField
          label="Status"
          value={status ?? ""}
          onChange={(e) => navigate(withQuery(pathname, { status: e.target.value }))}
          options={[{ value: "", label: "All statuses" }, ...sessionStatusValues.map((s) => ({ value: s, label: s.replace("_", " ") }))]}
        />
      </div>
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            <Empty title={status ? `No ${status.replace("_", " ")} sessions` : "No verification sessions yet"}>
              <p>
                Create one from your backend with a {mode} secret key: <code>POST /api/v1/verification-sessions</code>.
              </p>
            </Empty>
          ) : (
            <>
              <DataTable caption="Verification sessions" columns={sessionColumns(mode)} rows={p.data} rowKey={(s) => s.id} />
              <Pager nextCursor={p.next_cursor} count={p.data.length} />
            </>
          )
        }
      </Async>
    </>
  );
}
