import { useState } from "react";
import { api, type Mode, type ReviewCase as Case } from "../api";
import { flowValues } from "../api-types";
import { useCan } from "../can";
import { shortAddress } from "../format";
import { holderName, openNextCase } from "../review/claim";
import { ResolveDialog } from "../review/ResolveDialog";
import { SignalRows } from "../review/signals";
import { Link } from "../router";
import { ActionError, Async, Badge, Button, DataTable, Empty, Notice, PageHeader, Time } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";
import { RequestDialog, type Flow } from "./Reverifications";
import { ResolvedBy } from "./Reviews";
import { sessionColumns } from "./Verifications";

type Other = NonNullable<Case["phone"]>["other_customers"][number];

function OtherCustomers({ mode, others, what }: { mode: Mode; others: Other[]; what: string }) {
  if (others.length === 0) return <p className="muted">No other customer verified this {what}.</p>;
  return (
    <DataTable
      caption={`Other customers who verified this ${what}`}
      rowKey={(o) => o.customer_address}
      rows={others}
      columns={[
        { label: "Customer", render: (o) => <Link className="mono" to={`/${mode}/customers/${o.customer_address}`} title={o.customer_address}>{shortAddress(o.customer_address)}</Link> },
        { label: "Session", render: (o) => <Link className="mono" to={`/${mode}/verifications/${o.verification_session}`}>{o.verification_session}</Link> },
        { label: "Verified", render: (o) => <Time iso={o.verified_at} /> },
      ]}
    />
  );
}

/** A flow row's detail: the wallet's address on the wallet row, the masked number or address on the others. */
function flowDetail(flow: Case["flows"][number]): string {
  if (flow.type === "wallet") return flow.address ?? "—";
  if (flow.type === "phone") return flow.phone_number_masked ?? "—";
  if (flow.type === "email") return flow.email_masked ?? "—";
  return "—";
}

/** What the signed-in member may do on the case: only the actions their role holds are shown (contract section 22). */
function CaseActions({ mode, c, onChange, onResolve, onReverify }: { mode: Mode; c: Case; onChange: () => void; onResolve: () => void; onReverify: () => void }) {
  const can = useCan();
  const claim = useAction(() => api.claimReview(mode, c.review.id));
  const release = useAction(() => api.releaseReview(mode, c.review.id));
  const flagged = c.review.status === "flagged";
  const heldByOther = c.claim !== null && !c.claim.mine;
  return (
    <>
      {flagged && can("reviews:resolve") && !heldByOther && (
        <>
          {c.claim?.mine ? (
            <Button onClick={async () => (await release.run()) && onChange()} disabled={release.busy}>
              Release
            </Button>
          ) : (
            <Button onClick={async () => (await claim.run()) && onChange()} disabled={claim.busy}>
              Claim
            </Button>
          )}
          <Button variant="primary" onClick={onResolve}>
            Resolve
          </Button>
        </>
      )}
      {can("reverifications:request") && c.verification_session.customer_address && <Button onClick={onReverify}>Request reverification</Button>}
      <ActionError error={claim.error ?? release.error} />
    </>
  );
}

/** A review with what a person needs to decide it (contract sections 14 and 22). */
export function ReviewCase({ mode, id }: { mode: Mode; id: string }) {
  useTitle(`Review ${id}`);
  const loaded = useApi((signal) => api.reviewCase(mode, id, signal), `${mode} ${id}`);
  const [resolving, setResolving] = useState(false);
  const [reverifying, setReverifying] = useState(false);
  const c = loaded.data;
  return (
    <>
      <PageHeader
        title="Review"
        sub={<span className="mono">{id}</span>}
        back={{ to: `/${mode}/reviews`, label: "Reviews" }}
        actions={c && <CaseActions mode={mode} c={c} onChange={loaded.reload} onResolve={() => setResolving(true)} onReverify={() => setReverifying(true)} />}
      />
      {c?.claim && c.review.status === "flagged" && (
        <Notice tone={c.claim.mine ? "info" : "warn"}>
          <p>
            {c.claim.mine ? "You are working on this case" : `${holderName(c.claim)} is working on this case`} until <Time iso={c.claim.expires_at} />
            {c.claim.mine ? "; resolve it or release it for someone else." : "; you can read it, and act on it once they release it or their claim lapses."}
          </p>
        </Notice>
      )}
      <Async loaded={loaded}>
        {(c) => (
          <div className="stack">
            <section className="panel" aria-labelledby="review-title">
              <h2 id="review-title">Why it is in review</h2>
              <dl className="props">
                <dt>Status</dt>
                <dd>
                  <Badge>{c.review.status}</Badge> {c.review.decision && <Badge>{c.review.decision}</Badge>} {c.review.tier && <span className="muted">tier {c.review.tier}</span>}
                </dd>
                <dt>Reason</dt>
                <dd>{c.review.reason ?? <span className="muted">—</span>}</dd>
                <dt>Flagged</dt>
                <dd>
                  <Time iso={c.review.created_at} />
                </dd>
                {c.review.resolved_at && (
                  <>
                    <dt>Resolved</dt>
                    <dd>
                      <Time iso={c.review.resolved_at} />
                      <ResolvedBy review={c.review} />
                      {c.review.note && <div className="muted">“{c.review.note}”</div>}
                    </dd>
                  </>
                )}
                <dt>Session</dt>
                <dd>
                  <Link className="mono" to={`/${mode}/verifications/${c.verification_session.id}`}>{c.verification_session.id}</Link> <Badge>{c.verification_session.status}</Badge>
                </dd>
                <dt>Customer</dt>
                <dd>
                  {c.verification_session.customer_address ? (
                    <>
                      <Link className="mono" to={`/${mode}/customers/${c.verification_session.customer_address}`}>{c.verification_session.customer_address}</Link>{" "}
                      {c.customer && <Badge>{c.customer.kyc_status}</Badge>}
                    </>
                  ) : (
                    <span className="muted">No wallet yet</span>
                  )}
                </dd>
              </dl>
            </section>
            <section className="panel" aria-labelledby="flows-title">
              <h2 id="flows-title">Flows and signals</h2>
              {c.flows.length === 0 ? (
                <p className="muted">The person has not started any flow.</p>
              ) : (
                <DataTable
                  caption="Flows"
                  rowKey={(f) => f.type}
                  rows={c.flows}
                  columns={[
                    { label: "Flow", render: (f) => f.type },
                    { label: "Status", render: (f) => <Badge>{f.status}</Badge> },
                    { label: "Verified", render: (f) => <Time iso={f.verified_at} /> },
                    { label: "Detail", render: (f) => <span className="mono">{flowDetail(f)}</span> },
                  ]}
                />
              )}
              <h3>Signals the rules read</h3>
              {c.signals ? <SignalRows signals={c.signals} /> : <p className="muted">No signals yet (the flows are not done).</p>}
            </section>
            {c.phone && (
              <section className="panel" aria-labelledby="phone-title">
                <h2 id="phone-title">Phone</h2>
                <dl className="props">
                  <dt>Number</dt>
                  <dd className="mono">{c.phone.masked ?? "—"}</dd>
                  <dt>Country</dt>
                  <dd>{c.phone.country ?? <span className="muted">unknown</span>}</dd>
                  <dt>Line type</dt>
                  <dd>{c.phone.line_type ? <Badge tone={c.phone.line_type === "voip" ? "warn" : undefined}>{c.phone.line_type}</Badge> : <span className="muted">unknown</span>}</dd>
                </dl>
                <OtherCustomers mode={mode} others={c.phone.other_customers} what="number" />
              </section>
            )}
            {c.email && (
              <section className="panel" aria-labelledby="email-title">
                <h2 id="email-title">Email</h2>
                <dl className="props">
                  <dt>Address</dt>
                  <dd className="mono">{c.email.masked ?? "—"}</dd>
                  <dt>Domain</dt>
                  <dd>{c.email.domain ?? <span className="muted">unknown</span>}</dd>
                  <dt>Disposable</dt>
                  <dd>{c.email.disposable === null ? <span className="muted">unknown</span> : c.email.disposable ? <Badge tone="warn">yes</Badge> : "no"}</dd>
                </dl>
                <OtherCustomers mode={mode} others={c.email.other_customers} what="email address" />
              </section>
            )}
            <section className="panel" aria-labelledby="history-title">
              <h2 id="history-title">The customer's earlier sessions</h2>
              {c.earlier_sessions.length === 0 ? (
                <Empty title="No earlier sessions">
                  <p>This is the first session of this customer.</p>
                </Empty>
              ) : (
                <DataTable caption="Earlier sessions" columns={sessionColumns(mode)} rows={c.earlier_sessions} rowKey={(s) => s.id} />
              )}
              <h3>VICs</h3>
              {c.vics.length === 0 ? (
                <p className="muted">No VIC yet.</p>
              ) : (
                <DataTable
                  caption="The customer's VICs"
                  rowKey={(v) => v.id}
                  rows={c.vics.flatMap((v) => (v ? [v] : []))}
                  columns={[
                    { label: "VIC", render: (v) => <span className="mono">{v.id}</span> },
                    { label: "Tier", render: (v) => <Badge tone="good">{v.tier}</Badge> },
                    { label: "Issued", render: (v) => <Time iso={v.issued_at} /> },
                    { label: "Expires", render: (v) => <Time iso={v.expires_at} /> },
                  ]}
                />
              )}
            </section>
          </div>
        )}
      </Async>
      {resolving && c && (
        <ResolveDialog
          mode={mode}
          reviews={[c.review]}
          offerNext
          onClose={() => setResolving(false)}
          onResolved={(next) => {
            setResolving(false);
            if (next) void openNextCase(mode);
            else loaded.reload();
          }}
        />
      )}
      {reverifying && c?.verification_session.customer_address && (
        <RequestDialog
          mode={mode}
          initial={{
            address: c.verification_session.customer_address,
            flows: c.flows.map((f) => f.type).filter((t): t is Flow => (flowValues as readonly string[]).includes(t)),
            reason: `Review ${c.review.id}`,
          }}
          onClose={() => setReverifying(false)}
          onCreated={() => undefined}
        />
      )}
    </>
  );
}
