import { useState } from "react";
import { api, type Mode, type Session } from "../api";
import { flowValues, sessionStatusValues } from "../api-types";
import { shortAddress } from "../format";
import { Link } from "../router";
import { CreatedRange, SearchBox, useFilters } from "../search";
import { AlertBanner } from "../AlertBanner";
import { Async, Badge, Button, DataTable, Empty, ExportLink, PageHeader, Pager, SelectField, Time, type Column, SavedViews } from "../ui";
import { useCan } from "../can";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";
import { CreateLinkDialog } from "./CreateLink";
import { RedactionBadge } from "./redaction";

export function sessionColumns(mode: Mode): Column<Session>[] {
  return [
    { label: "Session", render: (s) => <Link to={`/${mode}/verifications/${s.id}`} className="mono">{s.id}</Link> },
    {
      label: "Status",
      render: (s) => (
        <>
          <Badge>{s.status}</Badge> <RedactionBadge redaction={s.redaction} />
        </>
      ),
    },
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

const KEYS = ["id", "customer_prefix", "metadata", "q", "email", "phone", "status", "flow", "created_gte", "created_lt"] as const;

/**
 * What the search box holds: a session id, the start of a wallet address, metadata key=value, an
 * email address or an international phone number (matched by their keyed hash, exactly), or free
 * text (a metadata value under any key, e.g. an order number).
 */
export function parseSessionSearch(text: string): { error: string } | { filters: Record<string, string> } {
  const none = { id: "", customer_prefix: "", metadata: "", q: "", email: "", phone: "" };
  if (text === "") return { filters: none };
  if (text.startsWith("vs_")) return { filters: { ...none, id: text } };
  if (/^0x[0-9a-fA-F]*$/.test(text)) {
    if (text.length < 6 || text.length > 42) return { error: "Type at least 0x and 4 hexadecimal characters of the address (at most 40)." };
    return { filters: { ...none, customer_prefix: text.toLowerCase() } };
  }
  const at = text.indexOf("=");
  if (at > 0) {
    if (at > 40 || text.length - at - 1 > 500) return { error: "A metadata key is at most 40 characters and its value at most 500." };
    return { filters: { ...none, metadata: text } };
  }
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { filters: { ...none, email: text } };
  if (/^\+[\d\s().-]+$/.test(text)) {
    const digits = `+${text.replace(/\D/g, "")}`;
    if (!/^\+[1-9]\d{7,14}$/.test(digits)) return { error: "Type the phone number with its country code, e.g. +33 6 12 34 56 78." };
    return { filters: { ...none, phone: digits } };
  }
  if (text.length > 500) return { error: "Search for at most 500 characters." };
  return { filters: { ...none, q: text } };
}

export function Verifications({ mode }: { mode: Mode }) {
  useTitle("Verifications");
  const filters = useFilters(KEYS);
  const v = filters.values;
  const page = useApi((signal) => api.listSessions(mode, filters.query, signal), `${mode} ${filters.key}`);
  const [creating, setCreating] = useState(false);
  const can = useCan();
  const searched = v.id || v.customer_prefix || v.metadata || v.q || v.email || v.phone;
  return (
    <>
      <AlertBanner mode={mode} />
      <PageHeader
        title="Verifications"
        sub="Verification sessions, newest first. A completed session mints a VIC."
        actions={
          <>
            <ExportLink mode={mode} list="verification-sessions" filters={{ ...filters.query, cursor: null }} />
            {can("sessions:write") && (
              <Button variant="primary" onClick={() => setCreating(true)}>
                Create verification link
              </Button>
            )}
          </>
        }
      />
      <SearchBox
        key={searched}
        label="Search sessions"
        placeholder="A-1042, jane@example.com, +33 6…, vs_…, 0x…"
        initial={searched}
        hint="Any metadata value (an order number), an email or phone number (matched exactly), a session id, the start of a wallet address, or key=value."
        parse={parseSessionSearch}
        onSearch={(f) => filters.set(f)}
      />
      <div className="filters">
        <SelectField
          label="Status"
          value={v.status}
          onChange={(e) => filters.set({ status: e.target.value })}
          options={[{ value: "", label: "All statuses" }, ...sessionStatusValues.map((s) => ({ value: s, label: s.replace("_", " ") }))]}
        />
        <SelectField label="Flow" value={v.flow} onChange={(e) => filters.set({ flow: e.target.value })} options={[{ value: "", label: "Any flow" }, ...flowValues.map((f) => ({ value: f, label: f }))]} />
        <CreatedRange gte={v.created_gte} lt={v.created_lt} onChange={(c) => filters.set(c)} />
        {filters.active && (
          <Button small onClick={filters.clear}>
            Clear filters
          </Button>
        )}
      </div>
      <SavedViews />
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            filters.active ? (
              <Empty title={filters.active && KEYS.every((k) => k === "status" || !v[k]) ? `No ${v.status.replace("_", " ")} sessions` : "No session matches these filters"}>
                <p>Change or clear the filters to see more sessions.</p>
              </Empty>
            ) : (
              <Empty title="No verification sessions yet">
                <p>
                  Create one from your backend with a {mode} secret key: <code>POST /api/v1/verification-sessions</code>, or with “Create verification link” above.
                </p>
              </Empty>
            )
          ) : (
            <>
              <DataTable caption="Verification sessions" columns={sessionColumns(mode)} rows={p.data} rowKey={(s) => s.id} />
              <Pager nextCursor={p.next_cursor} count={p.data.length} />
            </>
          )
        }
      </Async>
      {creating && <CreateLinkDialog mode={mode} onClose={() => setCreating(false)} onCreated={() => page.reload()} />}
    </>
  );
}
