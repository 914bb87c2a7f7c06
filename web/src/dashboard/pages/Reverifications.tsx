import { useState } from "react";
import { api, type Mode, type Reverification } from "../api";
import { flowValues } from "../api-types";
import { shortAddress } from "../format";
import { Link, useLocation } from "../router";
import { ActionError, Async, Badge, Button, CheckboxGroup, CopyButton, DataTable, Dialog, Empty, PageHeader, Pager, TextField, Time } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";

export type Flow = (typeof flowValues)[number];

/** Asks a customer to verify again; from a review case it starts with that case's customer, flows and reason. */
export function RequestDialog({
  mode,
  onClose,
  onCreated,
  initial,
}: {
  mode: Mode;
  onClose: () => void;
  onCreated: () => void;
  initial?: { address: string; flows: Flow[]; reason: string };
}) {
  const [address, setAddress] = useState(initial?.address ?? "");
  const [flows, setFlows] = useState<Flow[]>(initial?.flows.length ? initial.flows : ["wallet"]);
  const [reason, setReason] = useState(initial?.reason ?? "");
  const [created, setCreated] = useState<Reverification | null>(null);
  const create = useAction(() => api.createReverification(mode, { customer_address: address.trim(), flows, ...(reason.trim() ? { reason: reason.trim() } : {}) }));
  if (created)
    return (
      <Dialog open title="Reverification requested" onClose={onClose}>
        <p>Send this link to the customer. It is shown only now.</p>
        <div className="secret">
          <code aria-label="Reverification link">{created.url}</code>
          <CopyButton text={created.url ?? ""} label="Copy link" />
        </div>
      </Dialog>
    );
  return (
    <Dialog
      open
      title="Ask a customer to verify again"
      onClose={onClose}
      submitLabel="Request reverification"
      busy={create.busy}
      onSubmit={async () => {
        const request = await create.run();
        if (request) {
          setCreated(request);
          onCreated();
        }
      }}
    >
      <TextField label="Customer wallet address" required placeholder="0x…" pattern="0x[0-9a-fA-F]{40}" spellCheck={false} value={address} onChange={(e) => setAddress(e.target.value)} />
      <CheckboxGroup legend="Flows" values={flowValues} checked={flows} onChange={setFlows} />
      <TextField label="Reason (optional)" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} hint="Kept with the request; not shown to the customer." />
      <ActionError error={create.error} />
    </Dialog>
  );
}

/** Requests that a known customer verify again (contract section 4), newest first. */
export function Reverifications({ mode }: { mode: Mode }) {
  useTitle("Reverification requests");
  const { search } = useLocation();
  const cursor = search.get("cursor");
  const page = useApi((signal) => api.listReverifications(mode, { cursor }, signal), `${mode} ${cursor}`);
  const [creating, setCreating] = useState(false);
  const can = useCan();
  return (
    <>
      <PageHeader
        title="Reverification requests"
        sub="Customers asked to verify again, and whether they did."
        actions={
          can("reverifications:request") && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              Request reverification
            </Button>
          )
        }
      />
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            <Empty title="No reverification requests yet">
              <p>
                Ask a customer to verify again {can("reverifications:request") ? "with the button above, " : ""}from a review case, or from your backend: <code>POST /api/v1/reverification-requests</code>.
              </p>
            </Empty>
          ) : (
            <>
              <DataTable
                caption="Reverification requests"
                rowKey={(r) => r.id}
                rows={p.data}
                columns={[
                  { label: "Request", render: (r) => <span className="mono">{r.id}</span> },
                  { label: "Customer", render: (r) => <Link className="mono" to={`/${mode}/customers/${r.customer_address}`} title={r.customer_address}>{shortAddress(r.customer_address)}</Link> },
                  { label: "Flows", render: (r) => r.flows.join(", ") },
                  { label: "Status", render: (r) => <Badge>{r.status}</Badge> },
                  { label: "Reason", render: (r) => r.reason ?? <span className="muted">—</span> },
                  { label: "Requested", render: (r) => <Time iso={r.created_at} /> },
                  { label: "Submitted", render: (r) => <Time iso={r.submitted_at} empty="not yet" /> },
                ]}
              />
              <Pager nextCursor={p.next_cursor} count={p.data.length} />
            </>
          )
        }
      </Async>
      {creating && <RequestDialog mode={mode} onClose={() => setCreating(false)} onCreated={() => page.reload()} />}
    </>
  );
}
