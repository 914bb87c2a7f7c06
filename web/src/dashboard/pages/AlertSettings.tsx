import { useState } from "react";
import { ApiError, api, type MerchantSettings } from "../api";
import { ActionError, Button, TextField, toast } from "../ui";
import { useAction } from "../use-action";
import { useCan } from "../can";

/** The team alerts: a review queue limit (or none) and failing endpoints on or off; the server checks the number. */
export function AlertSettingsForm({ settings, onSaved }: { settings: MerchantSettings; onSaved: () => void }) {
  const [queueOn, setQueueOn] = useState(settings.alerts.review_queue_over !== null);
  const [over, setOver] = useState(String(settings.alerts.review_queue_over ?? 25));
  const [endpoints, setEndpoints] = useState(settings.alerts.failing_endpoints);
  const editable = useCan()("settings:write");
  const save = useAction(() => api.updateSettings({ alerts: { review_queue_over: queueOn ? Number(over) : null, failing_endpoints: endpoints } }));
  const submit = async () => {
    if (await save.run()) {
      toast("Alerts saved");
      onSaved();
    }
  };
  const fieldError = save.error instanceof ApiError && save.error.param?.startsWith("alerts") ? save.error.message : null;
  return (
    <form
      className="panel"
      aria-labelledby="alerts-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="alerts-title">Alerts</h2>
      <p>
        When the review queue or a failing webhook endpoint grows, every member sees a banner on the dashboard, and the owner and admins get one email (at most one a day for the
        same queue or endpoint). Checked every 5 minutes, in test and live mode separately.
      </p>
      <fieldset disabled={!editable}>
        <legend>Alert me when</legend>
        <label className="check">
          <input type="checkbox" name="review_queue_alert" checked={queueOn} onChange={(e) => setQueueOn(e.target.checked)} /> The review queue grows past a limit
        </label>
        {queueOn && (
          <TextField
            label="Open reviews limit"
            name="review_queue_over"
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            step={1}
            required
            value={over}
            disabled={!editable}
            onChange={(e) => setOver(e.target.value)}
            hint="Alert when more reviews than this are waiting in a mode (1 to 10,000)."
            error={fieldError}
          />
        )}
        <label className="check">
          <input type="checkbox" name="failing_endpoints" checked={endpoints} onChange={(e) => setEndpoints(e.target.checked)} /> A webhook endpoint is failing (its last 5
          attempts failed, or it was turned off)
        </label>
      </fieldset>
      {!fieldError && <ActionError error={save.error} />}
      {editable && (
        <div className="actions">
          <Button type="submit" variant="primary" disabled={save.busy}>
            Save alerts
          </Button>
        </div>
      )}
    </form>
  );
}
