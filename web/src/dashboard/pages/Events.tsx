import { useState } from "react";
import { api, type Mode } from "../api";
import { eventTypeValues as EVENT_TYPES } from "../api-types";
import { Link } from "../router";
import { CreatedRange, SearchBox, useFilters } from "../search";
import { ActionError, Async, Button, Copyable, DataTable, Dialog, Empty, Json, PageHeader, Pager, SelectField, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";

const KEYS = ["type", "object_id", "created_gte", "created_lt"] as const;

export function Events({ mode }: { mode: Mode }) {
  useTitle("Events");
  const filters = useFilters(KEYS);
  const v = filters.values;
  const type = v.type;
  const page = useApi((signal) => api.listEvents(mode, filters.query, signal), `${mode} ${filters.key}`);
  return (
    <>
      <PageHeader title="Events" sub="Everything that happened in the last 90 days, newest first. Each event is sent to the endpoints subscribed to its type." />
      <SearchBox
        key={v.object_id}
        label="Events about an object"
        placeholder="vs_…, rev_…, rvr_…, cus_…"
        initial={v.object_id}
        hint="The id of the event's object: a session, a review, a reverification request, a customer."
        parse={(text) => (text.length > 100 ? { error: "An object id is at most 100 characters." } : { filters: { object_id: text } })}
        onSearch={(f) => filters.set(f)}
      />
      <div className="filters">
        <SelectField
          label="Type"
          value={type}
          onChange={(e) => filters.set({ type: e.target.value })}
          options={[{ value: "", label: "All types" }, ...EVENT_TYPES.map((t) => ({ value: t, label: t }))]}
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
            <Empty title={filters.active ? "No event matches these filters" : "No events yet"}>
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
                  { label: "Object", render: (e) => <span className="mono">{e.data && "id" in e.data ? String(e.data.id) : "—"}</span> },
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
                {e.data && "id" in e.data && e.data.object === "verification_session" && (
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
