import { AlertBanner } from "../AlertBanner";
import { useState } from "react";
import { api, type Delivery, type Endpoint, type EventType, type Mode } from "../api";
import { eventTypeValues } from "../api-types";
import { Link, navigate } from "../router";
import {
  ActionError,
  Async,
  Badge,
  Button,
  CheckboxGroup,
  Copyable,
  Dialog,
  ListPager,
  PageHeader,
  SecretOnce,
  TextField,
  Time,
  toast,
  usePageOf,
} from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { usePolling } from "../use-polling";
import { useCan } from "../can";
import { useTitle } from "../use-title";
import { attemptOk, attemptSummary, EndpointHealth, lastError } from "./webhook-health";

const DELIVERIES_PER_PAGE = 10;

function Attempts({ delivery }: { delivery: Delivery }) {
  if (delivery.attempts.length === 0) return <p className="muted">No attempt yet.</p>;
  return (
    <ol className="timeline" aria-label={`Attempts of delivery ${delivery.id}`}>
      {delivery.attempts.map((a) => (
        <li key={a.number} className={attemptOk(a) ? "ok" : "fail"}>
          Attempt {a.number} · <Time iso={a.at} /> · {attemptSummary(a)} · {a.duration_ms} ms
          {a.error && <div className="error-text">{a.error}</div>}
          {a.response_body ? (
            <details className="attempt-body">
              <summary>Response body (first 1 KB)</summary>
              <pre>{a.response_body}</pre>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const SETTLED = new Set<Delivery["status"]>(["succeeded", "exhausted", "canceled"]);

function DeliveryItem({ mode, endpoint, delivery, onResent }: { mode: Mode; endpoint: Endpoint; delivery: Delivery; onResent: () => void }) {
  const resend = useAction(() => api.resendDelivery(mode, endpoint.id, delivery.id));
  const retry = useAction(() => api.retryDelivery(mode, endpoint.id, delivery.id));
  const canResend = endpoint.status === "enabled" && SETTLED.has(delivery.status);
  // A delivery waiting for its next retry is not resent (it would arrive twice): it is retried now.
  const canRetry = endpoint.status === "enabled" && delivery.status === "retrying";
  return (
    <article className="delivery" id={delivery.id} aria-label={`Delivery ${delivery.id}`}>
      <div className="delivery-head">
        <Badge>{delivery.status}</Badge>
        <Link className="mono" to={`/${mode}/developers/events/${delivery.event_id}`}>
          {delivery.event_type}
        </Link>
        <span className="muted">
          <Time iso={delivery.created_at} />
        </span>
        {delivery.next_attempt_at && (
          <span className="muted">
            next attempt <Time iso={delivery.next_attempt_at} />
          </span>
        )}
        {canResend && (
          <Button small disabled={resend.busy} aria-label={`Resend delivery ${delivery.id}`} onClick={async () => (await resend.run()) && (toast("Delivery sent again as a new delivery"), onResent())}>
            Resend
          </Button>
        )}
        {canRetry && (
          <Button small disabled={retry.busy} aria-label={`Retry now: delivery ${delivery.id}`} onClick={async () => (await retry.run()) && (toast("Next attempt sent now"), onResent())}>
            Retry now
          </Button>
        )}
      </div>
      <Copyable value={delivery.id} what="delivery id" />
      <Attempts delivery={delivery} />
      <ActionError error={resend.error ?? retry.error} />
    </article>
  );
}

function EditDialog({ mode, endpoint, onClose, onSaved }: { mode: Mode; endpoint: Endpoint; onClose: () => void; onSaved: () => void }) {
  const [url, setUrl] = useState(endpoint.url);
  const [description, setDescription] = useState(endpoint.description ?? "");
  const [events, setEvents] = useState<EventType[]>(endpoint.events);
  const save = useAction(() => api.updateEndpoint(mode, endpoint.id, { url: url.trim(), events, description: description.trim() || null }));
  return (
    <Dialog
      open
      title="Edit the endpoint"
      onClose={onClose}
      submitLabel="Save changes"
      busy={save.busy}
      onSubmit={async () => {
        if (await save.run()) {
          toast("Endpoint saved");
          onSaved();
          onClose();
        }
      }}
    >
      <TextField label="Endpoint URL" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} hint="Deliveries already made keep going to the new URL." />
      <TextField label="Description (optional)" maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
      <CheckboxGroup legend="Events to send" values={eventTypeValues} checked={events} onChange={setEvents} />
      <ActionError error={save.error} />
    </Dialog>
  );
}

/** `datetime-local` value (the browser's zone) for `hoursAgo` hours ago. */
function localInputValue(hoursAgo: number): string {
  const d = new Date(Date.now() - hoursAgo * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const deliveries = (n: number) => `${n} ${n === 1 ? "delivery" : "deliveries"}`;

function recoveryMessage({ recovered, retried }: { recovered: number; retried: number }): string {
  if (recovered === 0 && retried === 0) return "Nothing to recover: no delivery failed for good since then, and none is waiting for a retry.";
  const parts = [];
  if (recovered > 0) parts.push(`${deliveries(recovered)} sent again as new deliveries`);
  if (retried > 0) parts.push(`${deliveries(retried)} waiting for a retry sent now`);
  return `${parts.join("; ")}.`;
}

function RecoverDialog({ mode, endpoint, onClose, onDone }: { mode: Mode; endpoint: Endpoint; onClose: () => void; onDone: () => void }) {
  const [since, setSince] = useState(localInputValue(24));
  const [result, setResult] = useState<{ recovered: number; retried: number } | null>(null);
  const recover = useAction(() => api.recoverDeliveries(mode, endpoint.id, new Date(since).toISOString()));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Dialog
      open
      title="Recover failed deliveries"
      onClose={onClose}
      submitLabel="Send them again"
      busy={recover.busy}
      onSubmit={
        result === null
          ? async () => {
              const done = await recover.run();
              if (done) {
                setResult({ recovered: done.deliveries.length, retried: done.retried_now.length });
                onDone();
              }
            }
          : undefined
      }
    >
      {result === null ? (
        <>
          <p>
            Every delivery to this endpoint that failed for good (exhausted) since this time is sent again, once, as a new delivery. Deliveries still waiting for
            their next retry are retried now.
          </p>
          <TextField label="Failed since" type="datetime-local" required value={since} onChange={(e) => setSince(e.target.value)} hint={`In your time zone (${zone}).`} />
        </>
      ) : (
        <p role="status">{recoveryMessage(result)}</p>
      )}
      <ActionError error={recover.error} />
    </Dialog>
  );
}

type Open = "rotate" | "delete" | "edit" | "recover" | null;

function EndpointActions({ mode, endpoint, onChange }: { mode: Mode; endpoint: Endpoint; onChange: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const sendTest = useAction(() => api.testEndpoint(mode, endpoint.id));
  const toggle = useAction(() => (endpoint.status === "enabled" ? api.updateEndpoint(mode, endpoint.id, { status: "disabled" }) : api.enableEndpoint(mode, endpoint.id)));
  const rotate = useAction(() => api.rotateSecret(mode, endpoint.id));
  const remove = useAction(() => api.deleteEndpoint(mode, endpoint.id));
  const close = () => {
    setOpen(null);
    setSecret(null);
  };
  return (
    <>
      <Button disabled={sendTest.busy || endpoint.status !== "enabled"} onClick={async () => (await sendTest.run()) && (toast("Test ping sent"), onChange())}>
        Send test event
      </Button>
      <Button onClick={() => setOpen("edit")}>Edit</Button>
      <Button disabled={toggle.busy} onClick={async () => (await toggle.run()) && (toast(endpoint.status === "enabled" ? "Endpoint disabled" : "Endpoint enabled"), onChange())}>
        {endpoint.status === "enabled" ? "Disable" : "Enable"}
      </Button>
      <Button disabled={endpoint.status !== "enabled"} onClick={() => setOpen("recover")}>
        Recover failed
      </Button>
      <Button onClick={() => setOpen("rotate")}>Rotate secret</Button>
      <Button variant="danger" onClick={() => setOpen("delete")}>
        Delete
      </Button>
      {(sendTest.error || toggle.error) && <ActionError error={sendTest.error ?? toggle.error} />}
      {open === "edit" && <EditDialog mode={mode} endpoint={endpoint} onClose={close} onSaved={onChange} />}
      {open === "recover" && <RecoverDialog mode={mode} endpoint={endpoint} onClose={close} onDone={onChange} />}
      <Dialog
        open={open === "rotate"}
        title={secret ? "New signing secret" : "Rotate the signing secret?"}
        onClose={close}
        busy={rotate.busy}
        submitLabel="Rotate secret"
        onSubmit={
          secret
            ? undefined
            : async () => {
                const rotated = await rotate.run();
                if (rotated) setSecret(rotated.secret);
              }
        }
      >
        {secret ? (
          <SecretOnce label="New signing secret" value={secret} what="signing secret" />
        ) : (
          <p>Deliveries are signed with a new secret. The old one keeps signing for an overlap period, so deploy the new one soon.</p>
        )}
        <ActionError error={rotate.error} />
      </Dialog>
      <Dialog
        open={open === "delete"}
        title="Delete this endpoint?"
        onClose={close}
        busy={remove.busy}
        submitLabel="Delete endpoint"
        submitVariant="danger-solid"
        onSubmit={async () => {
          if (await remove.run()) {
            toast("Endpoint deleted");
            navigate(`/${mode}/developers/webhooks`);
          }
        }}
      >
        <p>
          <span className="mono">{endpoint.url}</span> stops receiving events, and its pending deliveries are canceled.
        </p>
        <ActionError error={remove.error} />
      </Dialog>
    </>
  );
}

function Deliveries({ mode, endpoint, deliveries, reload }: { mode: Mode; endpoint: Endpoint; deliveries: Delivery[]; reload: () => void }) {
  const paged = usePageOf(deliveries, "page", DELIVERIES_PER_PAGE);
  return (
    <section className="panel" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">
        Deliveries
        <Button small onClick={reload}>
          Refresh
        </Button>
      </h2>
      <p className="muted">The latest 100, newest first, with every attempt and the start of each response.</p>
      {deliveries.length === 0 ? (
        <p className="muted">No deliveries yet.</p>
      ) : (
        <>
          {paged.rows.map((d) => (
            <DeliveryItem key={d.id} mode={mode} endpoint={endpoint} delivery={d} onResent={reload} />
          ))}
          <ListPager param="page" page={paged.page} pages={paged.pages} total={deliveries.length} what="deliveries" />
        </>
      )}
    </section>
  );
}

export function WebhookDetail({ mode, id }: { mode: Mode; id: string }) {
  useTitle("Webhook endpoint");
  const can = useCan();
  const data = useApi((signal) => Promise.all([api.endpoint(mode, id, signal), api.deliveries(mode, id, signal)]), `${mode} ${id}`);
  const inFlight = data.data?.[1].data.some((d) => d.status === "pending" || d.status === "retrying") ?? false;
  usePolling(data.reload, inFlight);
  return (
    <>
      <AlertBanner mode={mode} kind="failing_endpoint" subject={id} />
      <PageHeader
        title="Webhook endpoint"
        sub={data.data ? <span className="mono">{data.data[0].url}</span> : <span className="mono">{id}</span>}
        back={{ to: `/${mode}/developers/webhooks`, label: "Webhooks" }}
        actions={data.data && can("webhooks:write") && <EndpointActions mode={mode} endpoint={data.data[0]} onChange={data.reload} />}
      />
      <Async loaded={data}>
        {([endpoint, deliveries]) => {
          const failed = lastError(deliveries.data);
          return (
            <div className="stack">
              <section className="panel" aria-labelledby="endpoint-title">
                <h2 id="endpoint-title">Endpoint</h2>
                <dl className="props">
                  <dt>ID</dt>
                  <dd>
                    <Copyable value={endpoint.id} what="endpoint id" />
                  </dd>
                  <dt>URL</dt>
                  <dd>
                    <Copyable value={endpoint.url} what="endpoint URL" />
                  </dd>
                  <dt>Health</dt>
                  <dd>
                    <EndpointHealth endpoint={endpoint} />
                  </dd>
                  <dt>Last error</dt>
                  <dd>
                    {failed ? (
                      <>
                        <Time iso={failed.attempt.at} /> · {attemptSummary(failed.attempt)}
                        {failed.attempt.error && <> · {failed.attempt.error}</>}
                      </>
                    ) : (
                      <span className="muted">None in the latest deliveries</span>
                    )}
                  </dd>
                  <dt>Description</dt>
                  <dd>{endpoint.description ?? <span className="muted">—</span>}</dd>
                  <dt>Events</dt>
                  <dd className="mono">{endpoint.events.join(", ")}</dd>
                  <dt>Signature</dt>
                  <dd>{endpoint.signature_scheme === "standard" ? "Standard Webhooks (webhook-signature)" : "Proofbase (X-PB-Signature)"}</dd>
                  <dt>Created</dt>
                  <dd>
                    <Time iso={endpoint.created_at} />
                  </dd>
                </dl>
              </section>
              <Deliveries mode={mode} endpoint={endpoint} deliveries={deliveries.data} reload={data.reload} />
            </div>
          );
        }}
      </Async>
    </>
  );
}
