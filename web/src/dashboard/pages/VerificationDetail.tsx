import { useState } from "react";
import { api, type Mode, type Session, type Vic } from "../api";
import { Link } from "../router";
import { ActionError, Async, Badge, Button, Copyable, DataTable, Dialog, Json, PageHeader, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { usePolling } from "../use-polling";
import { useCan } from "../can";
import { useTitle } from "../use-title";
import { RedactDangerZone, RedactionState } from "./redaction";

const SESSION_REMOVED =
  "its metadata, its return URL, the decision's signals (phone country and line type, reuse flags, wallet type), the masked phone number and email and their hashes, the reviewer's note, and those values in its events and in your receivers' stored webhook responses.";
const SESSION_KEPT =
  "its id, status and times, the customer's wallet address, the VIC (id, tier, flows, dates) and its on-chain attestation, and its events' envelopes. A session not settled yet is redacted once it settles.";

/** `onchain` is on live VICs once the on-chain work ships; read it when the server sends it. */
type OnChain = { status: string; chain_id: number; attestation_uid: string | null; tx_hash: string | null; block_number: number | null } | null;
const onchainOf = (vic: Vic): OnChain | undefined => (vic as Vic & { onchain?: OnChain }).onchain;

function VicPanel({ vic }: { vic: Vic }) {
  const onchain = onchainOf(vic);
  return (
    <section className="panel" aria-labelledby="vic-title">
      <h2 id="vic-title">Verification credential (VIC)</h2>
      <dl className="props">
        <dt>ID</dt>
        <dd>
          <Copyable value={vic.id} what="VIC id" />
        </dd>
        <dt>Tier</dt>
        <dd>
          <Badge tone="good">{vic.tier}</Badge>
        </dd>
        <dt>Flows</dt>
        <dd>{vic.flows.join(", ")}</dd>
        <dt>Issued</dt>
        <dd>
          <Time iso={vic.issued_at} />
        </dd>
        <dt>Expires</dt>
        <dd>
          <Time iso={vic.expires_at} />
        </dd>
        {onchain !== undefined && (
          <>
            <dt>On-chain</dt>
            <dd>
              {onchain === null ? (
                <span className="muted">Not attested (test mode)</span>
              ) : (
                <>
                  <Badge>{onchain.status}</Badge> chain {onchain.chain_id}
                  {onchain.attestation_uid && (
                    <>
                      <br />
                      Attestation <Copyable value={onchain.attestation_uid} what="attestation UID" />
                    </>
                  )}
                  {onchain.tx_hash && (
                    <>
                      <br />
                      Tx <Copyable value={onchain.tx_hash} what="transaction hash" />
                      {onchain.block_number !== null && ` (block ${onchain.block_number})`}
                    </>
                  )}
                </>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function SessionProps({ session, mode }: { session: Session; mode: Mode }) {
  return (
    <section className="panel" aria-labelledby="session-title">
      <h2 id="session-title">Session</h2>
      <dl className="props">
        <dt>Status</dt>
        <dd>
          <Badge>{session.status}</Badge>
        </dd>
        <dt>Flows</dt>
        <dd>{session.flows.join(", ")}</dd>
        <dt>Customer</dt>
        <dd>
          {session.customer_address ? (
            <Link className="mono" to={`/${mode}/customers/${session.customer_address}`}>
              {session.customer_address}
            </Link>
          ) : (
            <span className="muted">Not known yet</span>
          )}
        </dd>
        {session.test_outcome && (
          <>
            <dt>Test outcome</dt>
            <dd>{session.test_outcome}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>
          <Time iso={session.created_at} />
        </dd>
        <dt>Expires</dt>
        <dd>
          <Time iso={session.expires_at} />
        </dd>
        <dt>Completed</dt>
        <dd>
          <Time iso={session.completed_at} />
        </dd>
        {session.canceled_at && (
          <>
            <dt>Canceled</dt>
            <dd>
              <Time iso={session.canceled_at} />
            </dd>
          </>
        )}
        <dt>Metadata</dt>
        <dd>{Object.keys(session.metadata).length ? <code>{JSON.stringify(session.metadata)}</code> : <span className="muted">None</span>}</dd>
      </dl>
    </section>
  );
}

export function VerificationDetail({ mode, id }: { mode: Mode; id: string }) {
  useTitle(`Verification ${id}`);
  const can = useCan();
  const data = useApi(
    (signal) =>
      Promise.all([api.session(mode, id, signal), api.listEvents(mode, { object_id: id, limit: 100 }, signal), api.listReviews(mode, { verification_session: id, limit: 1 }, signal)]),
    `${mode} ${id}`,
  );
  // A session still waiting for its end user or its decision is watched until it settles.
  const status = data.data?.[0].status;
  const redaction = data.data?.[0].redaction;
  usePolling(data.reload, status === "created" || status === "processing" || redaction?.status === "processing", 3000);
  const [confirming, setConfirming] = useState(false);
  const cancel = useAction(() => api.cancelSession(mode, id));
  const doCancel = async () => {
    if (await cancel.run()) {
      setConfirming(false);
      toast("Session canceled");
      data.reload();
    }
  };
  return (
    <>
      <PageHeader
        title="Verification session"
        sub={<Copyable value={id} what="session id" />}
        back={{ to: `/${mode}/verifications`, label: "Verifications" }}
        actions={
          data.data?.[0].status === "created" && can("sessions:write") && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Cancel session
            </Button>
          )
        }
      />
      <Async loaded={data}>
        {([session, events, reviews]) => (
          <div className="stack">
            {session.redaction && <RedactionState redaction={session.redaction} />}
            {reviews.data[0] && (
              <div className={`notice ${reviews.data[0].status === "flagged" ? "warn" : ""}`}>
                <p>
                  {reviews.data[0].status === "flagged" ? "This session waits for a person's decision: " : "This session was reviewed: "}
                  <Link to={`/${mode}/reviews/${reviews.data[0].id}`}>open review {reviews.data[0].id}</Link>
                </p>
              </div>
            )}
            {session.last_error && (
              <div className="notice bad">
                <p>
                  <strong>Last error:</strong> {session.last_error.message} <code>{session.last_error.code}</code>
                </p>
              </div>
            )}
            <div className="grid-2">
              <SessionProps session={session} mode={mode} />
              {session.vic ? (
                <VicPanel vic={session.vic} />
              ) : (
                <section className="panel" aria-labelledby="vic-title">
                  <h2 id="vic-title">Verification credential (VIC)</h2>
                  <p className="muted">No VIC: one is minted when the session completes.</p>
                </section>
              )}
            </div>
            <section aria-labelledby="events-title">
              <h2 id="events-title">Events</h2>
              {events.data.length === 0 ? (
                <p className="muted">No events for this session.</p>
              ) : (
                <DataTable
                  caption="Events of this session"
                  rowKey={(e) => e.id}
                  rows={events.data}
                  columns={[
                    { label: "Event", render: (e) => <Link to={`/${mode}/developers/events/${e.id}`} className="mono">{e.type}</Link> },
                    { label: "ID", render: (e) => <span className="mono">{e.id}</span> },
                    { label: "Time", render: (e) => <Time iso={e.created_at} /> },
                  ]}
                />
              )}
            </section>
            <section aria-labelledby="raw-title">
              <h2 id="raw-title">Raw object</h2>
              <Json value={session} label="The session as the API returns it" />
            </section>
            {!session.redaction && can("sessions:write") && (
              <RedactDangerZone what="session" removed={SESSION_REMOVED} kept={SESSION_KEPT} redact={() => api.redactSession(mode, id)} onDone={data.reload} />
            )}
          </div>
        )}
      </Async>
      <Dialog open={confirming} title="Cancel this session?" onClose={() => setConfirming(false)} onSubmit={doCancel} submitLabel="Cancel session" cancelLabel="Keep it" submitVariant="danger-solid" busy={cancel.busy}>
        <p>The customer will no longer be able to verify with it. This cannot be undone.</p>
        <ActionError error={cancel.error} />
      </Dialog>
    </>
  );
}
