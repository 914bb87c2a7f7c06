import { useState, type FormEvent } from "react";
import { api, type Customer, type CustomerNote, type Mode } from "../api";
import { Link } from "../router";
import { ActionError, ActorName, Async, Badge, Button, Copyable, DataTable, Dialog, ListPager, PageHeader, TextArea, TextField, Time, toast, usePageOf } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";
import { usePolling } from "../use-polling";
import { CustomerPanels } from "./customer-panels";
import { RedactDangerZone, RedactionState } from "./redaction";

const CUSTOMER_REMOVED =
  "the suspension reason, the text of its notes, the personal data of every one of its sessions (metadata, return URLs, signals, masked phone numbers and emails, reviewers' notes) and of its reverification requests. Its live on-chain attestations are revoked.";
const CUSTOMER_KEPT = "its wallet address and KYC status, its sessions' ids, statuses and VICs, and each note's author and time.";

function Suspension({ mode, customer, onChange }: { mode: Mode; customer: Customer; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const suspended = customer.kyc_status === "suspended";
  const action = useAction(() => (suspended ? api.unsuspendCustomer(mode, customer.address) : api.suspendCustomer(mode, customer.address, reason)));
  const submit = async () => {
    if (await action.run()) {
      setOpen(false);
      setReason("");
      toast(suspended ? "Suspension lifted" : "Customer suspended");
      onChange();
    }
  };
  return (
    <>
      <Button variant={suspended ? "default" : "danger"} onClick={() => setOpen(true)}>
        {suspended ? "Lift suspension" : "Suspend customer"}
      </Button>
      <Dialog
        open={open}
        title={suspended ? "Lift this suspension?" : "Suspend this customer?"}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        submitLabel={suspended ? "Lift suspension" : "Suspend"}
        submitVariant={suspended ? "primary" : "danger-solid"}
        busy={action.busy}
      >
        {suspended ? (
          <p>The customer gets back the KYC status their latest verification gave them. Your webhooks receive customer.kyc_status.changed.</p>
        ) : (
          <>
            <p>A suspended customer fails your KYC checks until you lift the suspension. Your webhooks receive customer.kyc_status.changed.</p>
            <TextField label="Reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} hint="Kept with the customer; visible to your team." />
          </>
        )}
        <ActionError error={action.error} />
      </Dialog>
    </>
  );
}

const NOTES_PER_PAGE = 10;

/** A customer's notes (up to the per-customer cap), newest first, ten a page. */
function NoteList({ notes }: { notes: CustomerNote[] }) {
  const paged = usePageOf(notes, "notes_page", NOTES_PER_PAGE);
  return (
    <>
      <ul className="notes">
        {paged.rows.map((n) => (
          <li key={n.id}>
            <p>{n.body}</p>
            <span className="muted">
              <ActorName actor={n.author} empty="Unknown author" />, <Time iso={n.created_at} />
            </span>
          </li>
        ))}
      </ul>
      <ListPager param="notes_page" page={paged.page} pages={paged.pages} total={notes.length} what="notes" />
    </>
  );
}

function Notes({ mode, address }: { mode: Mode; address: string }) {
  const notes = useApi((signal) => api.customerNotes(mode, address, signal), `${mode} ${address}`);
  const [body, setBody] = useState("");
  const add = useAction(() => api.addCustomerNote(mode, address, body));
  const can = useCan();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add.run()) {
      setBody("");
      toast("Note added");
      notes.reload();
    }
  };
  return (
    <section className="panel" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      {can("customers:write") && (
        <form onSubmit={submit}>
          <TextArea label="Add a note" required maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
          <ActionError error={add.error} />
          <Button type="submit" disabled={add.busy || !body.trim()}>
            {add.busy ? "Adding…" : "Add note"}
          </Button>
        </form>
      )}
      <Async loaded={notes}>
        {(list) =>
          list.data.length === 0 ? (
            <p className="muted auth-foot">
              No notes yet.
            </p>
          ) : (
            <NoteList notes={list.data} />
          )
        }
      </Async>
    </section>
  );
}

export function CustomerDetail({ mode, address }: { mode: Mode; address: string }) {
  useTitle(`Customer ${address}`);
  const can = useCan();
  const data = useApi(
    (signal) => Promise.all([api.customer(mode, address, signal), api.listSessions(mode, { customer: address, limit: 100 }, signal)]),
    `${mode} ${address}`,
  );
  usePolling(data.reload, data.data?.[0].redaction?.status === "processing", 3000);
  return (
    <>
      <PageHeader
        title="Customer"
        sub={<Copyable value={address} what="customer address" />}
        back={{ to: `/${mode}/customers`, label: "Customers" }}
        actions={data.data && can("customers:write") && <Suspension mode={mode} customer={data.data[0]} onChange={data.reload} />}
      />
      <Async loaded={data}>
        {([customer, sessions]) => {
          const vics = sessions.data.filter((s) => s.vic);
          return (
            <div className="stack">
              {customer.redaction && <RedactionState redaction={customer.redaction} />}
              <div className="grid-2">
                <section className="panel" aria-labelledby="kyc-title">
                  <h2 id="kyc-title">KYC</h2>
                  <dl className="props">
                    <dt>Status</dt>
                    <dd>
                      <Badge>{customer.kyc_status}</Badge>
                    </dd>
                    {customer.suspended_reason && (
                      <>
                        <dt>Suspended because</dt>
                        <dd>{customer.suspended_reason}</dd>
                      </>
                    )}
                    <dt>Tier</dt>
                    <dd>{customer.tier ?? <span className="muted">—</span>}</dd>
                    <dt>Latest VIC</dt>
                    <dd>{customer.latest_vic ? <Copyable value={customer.latest_vic} what="VIC id" /> : <span className="muted">—</span>}</dd>
                    <dt>First verified</dt>
                    <dd>
                      <Time iso={customer.associated_at} />
                    </dd>
                    <dt>Status changed</dt>
                    <dd>
                      <Time iso={customer.status_updated_at} />
                    </dd>
                  </dl>
                </section>
                <Notes mode={mode} address={customer.address} />
              </div>
              <section aria-labelledby="vics-title">
                <h2 id="vics-title">VICs</h2>
                {vics.length === 0 ? (
                  <p className="muted">No VIC issued to this customer.</p>
                ) : (
                  <DataTable
                    caption="The customer's VICs"
                    rowKey={(s) => s.vic!.id}
                    rows={vics}
                    columns={[
                      { label: "VIC", render: (s) => <span className="mono">{s.vic!.id}</span> },
                      { label: "Tier", render: (s) => <Badge tone="good">{s.vic!.tier}</Badge> },
                      { label: "Session", render: (s) => <Link className="mono" to={`/${mode}/verifications/${s.id}`}>{s.id}</Link> },
                      { label: "Issued", render: (s) => <Time iso={s.vic!.issued_at} /> },
                      { label: "Expires", render: (s) => <Time iso={s.vic!.expires_at} /> },
                    ]}
                  />
                )}
              </section>
              <CustomerPanels mode={mode} customer={customer} onChange={data.reload} />
              {!customer.redaction && can("customers:write") && (
                <RedactDangerZone what="customer" removed={CUSTOMER_REMOVED} kept={CUSTOMER_KEPT} redact={() => api.redactCustomer(mode, customer.address)} onDone={data.reload} />
              )}
            </div>
          );
        }}
      </Async>
    </>
  );
}
