import { useState } from "react";
import { api, type Mode } from "../api";
import { eventTypeValues as EVENT_TYPES } from "../api-types";
import { Link, navigate, useLocation, withQuery } from "../router";
import { ActionError, Async, Button, Copyable, DataTable, Dialog, Empty, Json, PageHeader, Pager, SelectField, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";

export function Events({ mode }: { mode: Mode }) {
  useTitle("Events");
  const { pathname, search } = useLocation();
  const type = search.get("type");
  const cursor = search.get("cursor");
  const page = useApi((signal) => api.listEvents(mode, { type, cursor }, signal), `${mode} ${type} ${cursor}`);
  return (
    <>
      <PageHeader title="Events" sub="Everything that happened in the last 90 days, newest first. Each event is sent to the endpoints subscribed to its type." />
      <div className="filters">
        <SelectField
          label="Type"
          value={type ?? ""}
          onChange={(e) => navigate(withQuery(pathname, { type: e.target.value }))}
          options={[{ value: "", label: "All types" }, ...EVENT_TYPES.map((t) => ({ value: t, label: t }))]}
        />
      </div>
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            <Empty title={type ? `No ${type} events` : "No events yet"}>
              <p>Events are logged when sessions, customers and reviews change.</p>
            </Empty>
          ) : (
            <>
              <DataTable
                caption="Events"
                rowKey={(e) => e.id}
                rows={p.data}
                columns={[
                  { label: "Type", render: (e) => <Link className="mono" to={`/${mode}/developers/events/${e.id}`}>{e.type}</Link> },
                  { label: "Event", render: (e) => <span className="mono">{e.id}</span> },
                  { label: "Object", render: (e) => <span className="mono">{"id" in e.data ? String(e.data.id) : "—"}</span> },
                  { label: "Time", render: (e) => <Time iso={e.created_at} /> },
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

export function EventDetail({ mode, id }: { mode: Mode; id: string }) {
  useTitle(`Event ${id}`);
  const can = useCan();
  const event = useApi((signal) => api.event(mode, id, signal), `${mode} ${id}`);
  const [confirming, setConfirming] = useState(false);
  const replay = useAction(() => api.replayEvent(mode, id));
  const doReplay = async () => {
    const result = await replay.run();
    if (result) {
      setConfirming(false);
      toast(result.deliveries.length ? `Replay queued: ${result.deliveries.length} ${result.deliveries.length === 1 ? "delivery" : "deliveries"}` : "No endpoint is subscribed to this event");
    }
  };
  return (
    <>
      <PageHeader
        title={event.data?.type ?? "Event"}
        sub={<Copyable value={id} what="event id" />}
        back={{ to: `/${mode}/developers/events`, label: "Events" }}
        actions={
          can("webhooks:write") && (
            <Button disabled={!event.data} onClick={() => setConfirming(true)}>
              Replay
            </Button>
          )
        }
      />
      <Async loaded={event}>
        {(e) => (
          <div className="stack">
            <section className="panel" aria-labelledby="event-title">
              <h2 id="event-title">Event</h2>
              <dl className="props">
                <dt>Type</dt>
                <dd className="mono">{e.type}</dd>
                <dt>Happened</dt>
                <dd>
                  <Time iso={e.created} />
                </dd>
                {"id" in e.data && e.data.object === "verification_session" && (
                  <>
                    <dt>Session</dt>
                    <dd>
                      <Link className="mono" to={`/${mode}/verifications/${e.data.id}`}>
                        {e.data.id}
                      </Link>
                    </dd>
                  </>
                )}
              </dl>
            </section>
            <section aria-labelledby="payload-title">
              <h2 id="payload-title">Payload</h2>
              <Json value={e} label="The event as webhooks receive it" />
            </section>
          </div>
        )}
      </Async>
      <Dialog open={confirming} title="Replay this event?" onClose={() => setConfirming(false)} onSubmit={doReplay} submitLabel="Replay event" busy={replay.busy}>
        <p>The event is delivered again to every enabled endpoint subscribed to its type. Your handlers should be idempotent on the event id.</p>
        <ActionError error={replay.error} />
      </Dialog>
    </>
  );
}
