import { useState, type FormEvent } from "react";
import { api, type Mode } from "../api";
import { Link, navigate, useLocation } from "../router";
import { Async, Badge, Button, DataTable, Empty, ExportLink, PageHeader, Pager, TextField, Time } from "../ui";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function Customers({ mode }: { mode: Mode }) {
  useTitle("Customers");
  const { search } = useLocation();
  const cursor = search.get("cursor");
  const page = useApi((signal) => api.listCustomers(mode, { cursor }, signal), `${mode} ${cursor}`);
  const [address, setAddress] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const find = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!ADDRESS.test(trimmed)) return setInvalid("A wallet address is 0x followed by 40 hexadecimal characters.");
    navigate(`/${mode}/customers/${trimmed.toLowerCase()}`);
  };
  return (
    <>
      <PageHeader
        title="Customers"
        sub="People who completed a verification with you, by wallet address."
        actions={<ExportLink mode={mode} list="customers" filters={{}} />}
      />
      <form className="inline-form filters" role="search" onSubmit={find}>
        <TextField
          label="Find a customer by wallet address"
          type="search"
          placeholder="0x…"
          spellCheck={false}
          value={address}
          error={invalid}
          onChange={(e) => {
            setAddress(e.target.value);
            setInvalid(null);
          }}
        />
        <Button type="submit">Find</Button>
      </form>
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            <Empty title="No customers yet">
              <p>A customer appears here when one of their verification sessions completes.</p>
            </Empty>
          ) : (
            <>
              <DataTable
                caption="Customers"
                rowKey={(c) => c.id}
                rows={p.data}
                columns={[
                  { label: "Address", render: (c) => <Link className="mono" to={`/${mode}/customers/${c.address}`}>{c.address}</Link> },
                  { label: "KYC status", render: (c) => <Badge>{c.kyc_status}</Badge> },
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
