import { useState } from "react";
import { api, type EndpointWithSecret, type EventType, type Mode } from "../api";
import { eventTypeValues } from "../api-types";
import { Link } from "../router";
import { AlertBanner } from "../AlertBanner";
import { ActionError, Async, Button, CheckboxGroup, DataTable, Dialog, Empty, PageHeader, SecretOnce, SelectField, TextField, Time } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";
import { EndpointHealth } from "./webhook-health";

function CreateDialog({ mode, onClose, onCreated }: { mode: Mode; onClose: () => void; onCreated: () => void }) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<EventType[]>(eventTypeValues.filter((e) => e !== "ping"));
  const [scheme, setScheme] = useState<"proofbase" | "standard">("proofbase");
  const [created, setCreated] = useState<EndpointWithSecret | null>(null);
  const create = useAction(() => api.createEndpoint(mode, { url: url.trim(), events, description: description.trim() || null, signature_scheme: scheme }));
  const submit = async () => {
    const endpoint = await create.run();
    if (endpoint) {
      setCreated(endpoint);
      onCreated();
    }
  };
  if (created)
    return (
      <Dialog open title="Endpoint created" onClose={onClose}>
        <p>
          A <code>ping</code> event is on its way to <span className="mono">{created.url}</span>. Verify each delivery's signature with this secret.
        </p>
        <SecretOnce label="Signing secret" value={created.secret} what="signing secret" />
        <p>
          <Link to={`/${mode}/developers/webhooks/${created.id}`}>See its deliveries</Link>
        </p>
      </Dialog>
    );
  return (
    <Dialog open title="Add a webhook endpoint" onClose={onClose} onSubmit={submit} submitLabel="Add endpoint" busy={create.busy}>
      <TextField label="Endpoint URL" type="url" required placeholder="https://example.com/webhooks/proofbase" value={url} onChange={(e) => setUrl(e.target.value)} hint="An https:// URL your server answers on." />
      <TextField label="Description (optional)" maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
      <CheckboxGroup legend="Events to send" values={eventTypeValues} checked={events} onChange={setEvents} />
      {events.length === 0 && <p className="error-text">Choose at least one event.</p>}
      <SelectField
        label="Signature scheme"
        value={scheme}
        onChange={(e) => setScheme(e.target.value as typeof scheme)}
        options={[
          { value: "proofbase", label: "Proofbase (X-PB-Signature, pbwh_ secret)" },
          { value: "standard", label: "Standard Webhooks (webhook-signature, whsec_ secret)" },
        ]}
        hint="Standard Webhooks lets any Standard Webhooks library verify deliveries. It cannot be changed later."
      />
      <ActionError error={create.error} />
    </Dialog>
  );
}

export function Webhooks({ mode }: { mode: Mode }) {
  useTitle("Webhooks");
  const can = useCan();
  const endpoints = useApi((signal) => api.listEndpoints(mode, signal), mode);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AlertBanner mode={mode} kind="failing_endpoint" />
      <PageHeader
        title="Webhooks"
        sub={`Endpoints that receive ${mode} events, signed with their secret.`}
        actions={
          can("webhooks:write") && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              Add endpoint
            </Button>
          )
        }
      />
      <Async loaded={endpoints}>
        {(list) =>
          list.data.length === 0 ? (
            <Empty title="No webhook endpoints">
              <p>Add an endpoint to be told when sessions complete, reviews are flagged and customers change.</p>
            </Empty>
          ) : (
            <DataTable
              caption="Webhook endpoints"
              rowKey={(e) => e.id}
              rows={list.data}
              columns={[
                { label: "URL", render: (e) => <Link className="mono" to={`/${mode}/developers/webhooks/${e.id}`}>{e.url}</Link> },
                { label: "Description", render: (e) => e.description ?? <span className="muted">—</span> },
                { label: "Events", render: (e) => `${e.events.length} event ${e.events.length === 1 ? "type" : "types"}` },
                { label: "Health", render: (e) => <EndpointHealth endpoint={e} /> },
                { label: "Created", render: (e) => <Time iso={e.created_at} /> },
              ]}
            />
          )
        }
      </Async>
      {creating && <CreateDialog mode={mode} onClose={() => setCreating(false)} onCreated={endpoints.reload} />}
    </>
  );
}
