import { useState } from "react";
import { api, type Delivery, type Endpoint, type Mode } from "../api";
import { Link, navigate } from "../router";
import { ActionError, Async, Badge, Button, Dialog, PageHeader, SecretOnce, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { usePolling } from "../use-polling";
import { useCan } from "../can";
import { useTitle } from "../use-title";

function Attempts({ delivery }: { delivery: Delivery }) {
  if (delivery.attempts.length === 0) return <p className="muted">No attempt yet.</p>;
  return (
    <ol className="timeline" aria-label={`Attempts of delivery ${delivery.id}`}>
      {delivery.attempts.map((a) => {
        const ok = a.status_code !== null && a.status_code >= 200 && a.status_code < 300;
        return (
          <li key={a.number} className={ok ? "ok" : "fail"}>
            Attempt {a.number} · <Time iso={a.at} /> · {a.status_code === null ? "no response" : `HTTP ${a.status_code}`} · {a.duration_ms} ms
            {a.error && <div className="error-text">{a.error}</div>}
          </li>
        );
      })}
    </ol>
  );
}

function DeliveryItem({ mode, delivery }: { mode: Mode; delivery: Delivery }) {
  return (
    <article className="delivery" aria-label={`Delivery ${delivery.id}`}>
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
      </div>
      <Attempts delivery={delivery} />
    </article>
  );
}

type Confirm = "rotate" | "delete" | null;

function EndpointActions({ mode, endpoint, onChange }: { mode: Mode; endpoint: Endpoint; onChange: () => void }) {
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const sendTest = useAction(() => api.testEndpoint(mode, endpoint.id));
  const toggle = useAction(() => api.updateEndpoint(mode, endpoint.id, { status: endpoint.status === "enabled" ? "disabled" : "enabled" }));
  const rotate = useAction(() => api.rotateSecret(mode, endpoint.id));
  const remove = useAction(() => api.deleteEndpoint(mode, endpoint.id));
  const close = () => {
    setConfirm(null);
    setSecret(null);
  };
  return (
    <>
      <Button disabled={sendTest.busy || endpoint.status !== "enabled"} onClick={async () => (await sendTest.run()) && (toast("Test ping sent"), onChange())}>
        Send test event
      </Button>
      <Button disabled={toggle.busy} onClick={async () => (await toggle.run()) && (toast(endpoint.status === "enabled" ? "Endpoint disabled" : "Endpoint enabled"), onChange())}>
        {endpoint.status === "enabled" ? "Disable" : "Enable"}
      </Button>
      <Button onClick={() => setConfirm("rotate")}>Rotate secret</Button>
      <Button variant="danger" onClick={() => setConfirm("delete")}>
        Delete
      </Button>
      {(sendTest.error || toggle.error) && <ActionError error={sendTest.error ?? toggle.error} />}
      <Dialog
        open={confirm === "rotate"}
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
        open={confirm === "delete"}
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

export function WebhookDetail({ mode, id }: { mode: Mode; id: string }) {
  useTitle("Webhook endpoint");
  const can = useCan();
  const data = useApi((signal) => Promise.all([api.endpoint(mode, id, signal), api.deliveries(mode, id, signal)]), `${mode} ${id}`);
  const inFlight = data.data?.[1].data.some((d) => d.status === "pending" || d.status === "retrying") ?? false;
  usePolling(data.reload, inFlight);
  return (
    <>
      <PageHeader
        title="Webhook endpoint"
        sub={data.data ? <span className="mono">{data.data[0].url}</span> : <span className="mono">{id}</span>}
        back={{ to: `/${mode}/developers/webhooks`, label: "Webhooks" }}
        actions={data.data && can("webhooks:write") && <EndpointActions mode={mode} endpoint={data.data[0]} onChange={data.reload} />}
      />
      <Async loaded={data}>
        {([endpoint, deliveries]) => (
          <div className="stack">
            <section className="panel" aria-labelledby="endpoint-title">
              <h2 id="endpoint-title">Endpoint</h2>
              <dl className="props">
                <dt>ID</dt>
                <dd className="mono">{endpoint.id}</dd>
                <dt>Status</dt>
                <dd>
                  <Badge>{endpoint.status}</Badge>
                </dd>
                <dt>Description</dt>
                <dd>{endpoint.description ?? <span className="muted">—</span>}</dd>
                <dt>Events</dt>
                <dd className="mono">{endpoint.events.join(", ")}</dd>
                <dt>Created</dt>
                <dd>
                  <Time iso={endpoint.created_at} />
                </dd>
              </dl>
            </section>
            <section className="panel" aria-labelledby="deliveries-title">
              <h2 id="deliveries-title">
                Deliveries
                <Button small onClick={data.reload}>
                  Refresh
                </Button>
              </h2>
              <p className="muted">The latest 100, newest first, with every attempt.</p>
              {deliveries.data.length === 0 ? <p className="muted">No deliveries yet.</p> : deliveries.data.map((d) => <DeliveryItem key={d.id} mode={mode} delivery={d} />)}
            </section>
          </div>
        )}
      </Async>
    </>
  );
}
