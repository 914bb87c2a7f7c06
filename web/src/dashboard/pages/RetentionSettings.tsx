import { useState } from "react";
// The server's minimum (pure code, no imports), so the hint cannot disagree with the refusal.
import { MIN_RETENTION_DAYS } from "../../../../src/accounts/settings/retention-days";
import { ApiError, api, type MerchantSettings } from "../api";
import { ActionError, Button, TextField, toast } from "../ui";
import { useAction } from "../use-action";
import { useCan } from "../can";

/** Keep sessions forever (null) or have settled ones redacted after N days; the server checks N. */
export function RetentionForm({ settings, onSaved }: { settings: MerchantSettings; onSaved: () => void }) {
  const [limited, setLimited] = useState(settings.retention_days !== null);
  const [days, setDays] = useState(String(settings.retention_days ?? 365));
  const editable = useCan()("settings:write");
  const save = useAction(() => api.updateSettings({ retention_days: limited ? Number(days) : null }));
  const submit = async () => {
    if (await save.run()) {
      toast("Data retention saved");
      onSaved();
    }
  };
  // A refusal of the number is shown at the field; any other failure below the form.
  const fieldError = save.error instanceof ApiError && save.error.param === "retention_days" ? save.error.message : null;
  return (
    <form
      className="panel"
      aria-labelledby="retention-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="retention-title">Data retention</h2>
      <p>
        With a retention period, every settled session (completed, failed, expired or canceled) created longer ago than that has its personal data redacted automatically, within
        the hour: its metadata, return URL, signals and masked contact details go; its id, status, VIC and attestation stay. Customers and their notes are not redacted by
        retention. More in the privacy guide: <cite>docs/privacy.md</cite>, "Retention".
      </p>
      <fieldset disabled={!editable}>
        <legend>Sessions' personal data</legend>
        <label className="check">
          <input type="radio" name="retention" checked={!limited} onChange={() => setLimited(false)} /> Keep it until I redact it
        </label>
        <label className="check">
          <input type="radio" name="retention" checked={limited} onChange={() => setLimited(true)} /> Redact settled sessions after a number of days
        </label>
      </fieldset>
      {limited && (
        <TextField
          label="Days to keep"
          name="retention_days"
          type="number"
          inputMode="numeric"
          step={1}
          required
          value={days}
          disabled={!editable}
          onChange={(e) => setDays(e.target.value)}
          hint={`At least ${MIN_RETENTION_DAYS} days.`}
          error={fieldError}
        />
      )}
      {!fieldError && <ActionError error={save.error} />}
      {editable && (
        <div className="actions">
          <Button type="submit" variant="primary" disabled={save.busy}>
            Save data retention
          </Button>
        </div>
      )}
    </form>
  );
}
