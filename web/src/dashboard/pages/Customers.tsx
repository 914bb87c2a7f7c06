import { api, type Mode } from "../api";
import { kycStatusValues } from "../api-types";
import { Link, navigate } from "../router";
import { CreatedRange, SearchBox, useFilters } from "../search";
import { Async, Badge, Button, DataTable, Empty, ExportLink, PageHeader, Pager, SelectField, Time } from "../ui";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";
import { RedactionBadge } from "./redaction";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const KEYS = ["address_prefix", "kyc_status", "created_gte", "created_lt"] as const;

export function Customers({ mode }: { mode: Mode }) {
  useTitle("Customers");
  const filters = useFilters(KEYS);
  const v = filters.values;
  const page = useApi((signal) => api.listCustomers(mode, filters.query, signal), `${mode} ${filters.key}`);
  return (
    <>
      <PageHeader
        title="Customers"
        sub="People who completed a verification with you, by wallet address."
        actions={<ExportLink mode={mode} list="customers" filters={{ ...filters.query, cursor: null }} />}
      />
      <SearchBox
        key={v.address_prefix}
        label="Find a customer by wallet address"
        submitLabel="Find"
        placeholder="0x…"
        initial={v.address_prefix}
        hint="A whole address opens the customer; its first characters (0x and at least 4) list the matches."
        parse={(text) => {
          if (text === "") return { filters: { address_prefix: "" } };
          if (!/^0x[0-9a-fA-F]{4,40}$/.test(text)) return { error: "Type 0x and at least 4 hexadecimal characters of the address (at most 40)." };
          return { filters: { address_prefix: text.toLowerCase() } };
        }}
        onSearch={(f) => (ADDRESS.test(f.address_prefix ?? "") ? navigate(`/${mode}/customers/${f.address_prefix}`) : filters.set(f))}
      />
      <div className="filters">
        <SelectField
          label="KYC status"
          value={v.kyc_status}
          onChange={(e) => filters.set({ kyc_status: e.target.value })}
          options={[{ value: "", label: "Any status" }, ...kycStatusValues.map((s) => ({ value: s, label: s }))]}
        />
        <CreatedRange gte={v.created_gte} lt={v.created_lt} onChange={(c) => filters.set(c)} />
        {filters.active && (
          <Button small onClick={filters.clear}>
            Clear filters
          </Button>
        )}
      </div>
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            filters.active ? (
              <Empty title="No customer matches these filters">
                <p>Change or clear the filters to see more customers.</p>
              </Empty>
            ) : (
              <Empty title="No customers yet">
                <p>A customer appears here when one of their verification sessions completes.</p>
              </Empty>
            )
          ) : (
            <>
              <DataTable
                caption="Customers"
                rowKey={(c) => c.id}
                rows={p.data}
                columns={[
                  { label: "Address", render: (c) => <Link className="mono" to={`/${mode}/customers/${c.address}`}>{c.address}</Link> },
                  {
                    label: "KYC status",
                    render: (c) => (
                      <>
                        <Badge>{c.kyc_status}</Badge> <RedactionBadge redaction={c.redaction} />
                      </>
                    ),
                  },
                  { label: "Tier", render: (c) => c.tier ?? <span className="muted">—</span> },
                  { label: "Updated", render: (c) => <Time iso={c.status_updated_at} /> },
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
