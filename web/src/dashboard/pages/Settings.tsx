import { useState } from "react";
import { api, type MerchantSettings } from "../api";
import { formatCount } from "../format";
import { ActionError, Async, Button, Notice, PageHeader, TextArea, TextField, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { ReadOnlyNote, useCan } from "../can";
import { useTitle } from "../use-title";
import { BrandingForm } from "./BrandingSettings";
import { RetentionForm } from "./RetentionSettings";
import { AlertSettingsForm } from "./AlertSettings";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => countryNames.of(code) ?? code;

/** "us, FR  gb" -> ["US", "FR", "GB"]: the server checks each code. */
const parseCountries = (text: string) => text.split(/[\s,]+/).map((c) => c.trim().toUpperCase()).filter(Boolean);

function SmsUsage({ usage }: { usage: MerchantSettings["sms_usage"] }) {
  return (
    <section aria-labelledby="sms-usage-title" className="panel">
      <h2 id="sms-usage-title">SMS usage today</h2>
      {usage.daily_budget > 0 ? (
        <>
          <p>
            <strong>{formatCount(usage.today)}</strong> of {formatCount(usage.daily_budget)} live verification texts sent today (UTC).
          </p>
          <meter aria-label="Live texts today against the daily budget" min={0} max={usage.daily_budget} high={usage.daily_budget * 0.8} value={usage.today} />
          <p className="hint muted">At the budget, new codes are refused with rate_limited until midnight UTC. Test mode sends no texts.</p>
        </>
      ) : (
        <p>{formatCount(usage.today)} live verification texts sent today (UTC); no daily budget applies.</p>
      )}
    </section>
  );
}

function SmsForm({ settings, onSaved }: { settings: MerchantSettings; onSaved: () => void }) {
  const [name, setName] = useState(settings.sms_name ?? "");
  const [ownCountries, setOwnCountries] = useState(settings.sms_countries !== null);
  const [countries, setCountries] = useState((settings.sms_countries ?? []).join(", "));
  const save = useAction(() =>
    api.updateSettings({ sms_name: name.trim() === "" ? null : name.trim(), sms_countries: ownCountries ? parseCountries(countries) : null }),
  );
  const submit = async () => {
    if (await save.run()) {
      toast("Settings saved");
      onSaved();
    }
  };
  const preview = name.trim() === "" ? settings.sms_preview : `123456 is your ${name.trim()} verification code.`;
  const listed = parseCountries(countries);
  const can = useCan();
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section aria-labelledby="sms-name-title" className="panel">
        <h2 id="sms-name-title">SMS name</h2>
        <TextField
          label="Name in the text message"
          name="sms_name"
          maxLength={30}
          placeholder="Your business name, cleaned"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint="3 to 30 letters, digits, spaces and & ' - . (no links). Empty: your business name without what a text may not hold."
        />
        <p>
          Your end users receive: <q data-testid="sms-preview">{preview}</q>
        </p>
      </section>
      <section aria-labelledby="sms-countries-title" className="panel">
        <h2 id="sms-countries-title">SMS countries</h2>
        <fieldset>
          <legend>Phone numbers that may receive codes</legend>
          <label className="check">
            <input type="radio" name="countries" checked={!ownCountries} onChange={() => setOwnCountries(false)} /> The platform default ({settings.sms_default_countries.length} countries; high-risk destinations left out)
          </label>
          <label className="check">
            <input type="radio" name="countries" checked={ownCountries} onChange={() => setOwnCountries(true)} /> Only the countries I list
          </label>
        </fieldset>
        {ownCountries && (
          <>
            <TextArea
              label="Country codes"
              name="sms_countries"
              rows={3}
              placeholder="US, CA, GB"
              value={countries}
              onChange={(e) => setCountries(e.target.value)}
              hint="ISO 3166 two-letter codes, separated by commas or spaces."
            />
            {listed.length > 0 && <p className="muted">{listed.map(countryName).join(", ")}</p>}
          </>
        )}
        <Notice tone="info">
          <p>Other numbers are refused with phone_country_not_allowed, in test mode too, so you see it before going live.</p>
        </Notice>
      </section>
      <ActionError error={save.error} />
      {can("settings:write") && (
        <div className="actions">
          <Button type="submit" variant="primary" disabled={save.busy}>
            Save settings
          </Button>
        </div>
      )}
    </form>
  );
}

export function Settings() {
  useTitle("Settings");
  const settings = useApi((signal) => api.settings(signal), "settings");
  return (
    <>
      <PageHeader title="Settings" sub="What your end users' verification texts say, where they may go, how many went out today, how the verification page presents you, how long sessions keep personal data, and when your team is alerted." />
      <Async loaded={settings}>
        {(data) => (
          <div className="stack">
            <ReadOnlyNote permission="settings:write">can read the settings but not change them.</ReadOnlyNote>
            <SmsUsage usage={data.sms_usage} />
            <SmsForm key={JSON.stringify([data.sms_name, data.sms_countries])} settings={data} onSaved={settings.reload} />
            <BrandingForm settings={data} onSaved={settings.reload} />
            <RetentionForm key={String(data.retention_days)} settings={data} onSaved={settings.reload} />
            <AlertSettingsForm key={JSON.stringify(data.alerts)} settings={data} onSaved={settings.reload} />
          </div>
        )}
      </Async>
    </>
  );
}
