import { useState } from "react";
import { api, type Mode, type Session } from "../api";
import { flowValues, testOutcomeValues } from "../api-types";
import { Link } from "../router";
import { ActionError, CheckboxGroup, CopyButton, Dialog, SelectField, TextField } from "../ui";
import { useAction } from "../use-action";

type Flow = (typeof flowValues)[number];
type TestOutcome = (typeof testOutcomeValues)[number];

/**
 * "Create verification link": a verification session made through the same route a backend
 * calls (POST /verification-sessions), and its hosted page URL to send to the person. The URL
 * carries the session's client token, so it is shown only here, once.
 */
export function CreateLinkDialog({ mode, onClose, onCreated }: { mode: Mode; onClose: () => void; onCreated: () => void }) {
  const [flows, setFlows] = useState<Flow[]>(["wallet"]);
  const [address, setAddress] = useState("");
  const [outcome, setOutcome] = useState<TestOutcome>("interactive");
  const [created, setCreated] = useState<Session | null>(null);
  const create = useAction(() =>
    api.createSession(mode, { flows, ...(address.trim() ? { customer_address: address.trim() } : {}), ...(mode === "test" ? { test_outcome: outcome } : {}) }),
  );
  if (created)
    return (
      <Dialog open title="Verification link created" onClose={onClose}>
        <p>
          Send this link to the person to verify. It works until <strong>{new Date(created.expires_at).toLocaleString()}</strong> and is shown only now.
        </p>
        <div className="secret">
          <code aria-label="Verification link">{created.url}</code>
          <CopyButton text={created.url ?? ""} label="Copy link" />
        </div>
        <p>
          Session <Link className="mono" to={`/${mode}/verifications/${created.id}`} onClick={onClose}>{created.id}</Link>
        </p>
      </Dialog>
    );
  return (
    <Dialog
      open
      title="Create a verification link"
      onClose={onClose}
      submitLabel="Create link"
      busy={create.busy}
      onSubmit={async () => {
        const session = await create.run();
        if (session) {
          setCreated(session);
          onCreated();
        }
      }}
    >
      <CheckboxGroup legend="Flows" values={flowValues} checked={flows} onChange={setFlows} hint="What the person goes through on the hosted page." />
      <TextField
        label="Customer wallet address (optional)"
        placeholder="0x…"
        pattern="0x[0-9a-fA-F]{40}"
        spellCheck={false}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        hint="When set, only this wallet can complete the session."
      />
      {mode === "test" && (
        <SelectField
          label="Test outcome"
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as TestOutcome)}
          options={testOutcomeValues.map((o) => ({ value: o, label: o === "interactive" ? "interactive (go through the page)" : o }))}
        />
      )}
      <ActionError error={create.error} />
    </Dialog>
  );
}
