import { useState } from "react";
// The same rule the server refuses a colour by (pure code, no imports): the hint cannot disagree with the refusal.
import { REVIEW_BUSINESS_DAYS_MAX } from "../../../../src/accounts/settings/review-days";
import { accentContrast, formatRatio, MIN_ACCENT_CONTRAST } from "../../../../src/accounts/settings/wcag-contrast";
import { api, type MerchantSettings } from "../api";
import { ActionError, Button, TextField, toast } from "../ui";
import { useAction } from "../use-action";
import { useCan } from "../can";

const LOGO_MAX_BYTES = 100 * 1024;
const LOGO_TYPES = "image/png,image/jpeg,image/webp";
const HEX = /^#[0-9a-fA-F]{6}$/;
/** The hosted page's own accent colour, shown when none is set. */
const PAGE_ACCENT = "#3b3fd8";

function ContrastFeedback({ color }: { color: string }) {
  if (color === "") return <p className="hint muted" id="accent-contrast">No accent colour: the page uses its own.</p>;
  if (!HEX.test(color)) return <p className="error-text" id="accent-contrast">Write the colour as #rrggbb, e.g. #1d4ed8.</p>;
  const ratio = accentContrast(color.toLowerCase());
  const passes = ratio >= MIN_ACCENT_CONTRAST;
  return (
    <p className={passes ? "contrast good" : "contrast bad"} id="accent-contrast" data-testid="accent-contrast">
      Contrast against the page's white background: <strong>{formatRatio(ratio)}</strong>{" "}
      {passes ? `(passes WCAG AA, at least ${MIN_ACCENT_CONTRAST}:1)` : `(too light: at least ${MIN_ACCENT_CONTRAST}:1 is needed so buttons and links stay readable)`}
    </p>
  );
}

/** The top of the hosted verification page as end users will see it. */
function HeaderPreview({ name, logoUrl, accent }: { name: string; logoUrl: string | null; accent: string }) {
  return (
    <figure className="brand-preview" aria-labelledby="brand-preview-caption" style={{ "--brand-accent": accent } as React.CSSProperties}>
      <figcaption id="brand-preview-caption" className="hint muted">
        Preview of the verification page's header
      </figcaption>
      <div className="brand-preview-page">
        <div className="brand-preview-header">
          {logoUrl && <img src={logoUrl} alt="" className="brand-preview-logo" />}
          <span className="brand-preview-name" title={name} data-testid="brand-preview-name">
            {name}
          </span>
        </div>
        <p>Verify your identity to continue.</p>
        <span className="brand-preview-button">Continue</span>
      </div>
    </figure>
  );
}

/** Its fields keep what was typed across reloads of the settings; an upload or a removal clears the URL field, as the server does. */
export function BrandingForm({ settings, onSaved }: { settings: MerchantSettings; onSaved: () => void }) {
  const [name, setName] = useState(settings.branding_display_name ?? "");
  const [logoUrl, setLogoUrl] = useState(settings.branding_logo_url ?? "");
  const [accent, setAccent] = useState(settings.branding_accent_color ?? "");
  const [reviewDays, setReviewDays] = useState(settings.review_business_days?.toString() ?? "");
  const [fileError, setFileError] = useState<string | null>(null);
  const can = useCan();
  const editable = can("settings:write");
  const upload = settings.branding_logo_upload;

  const save = useAction(() =>
    api.updateSettings({
      branding_display_name: name.trim() === "" ? null : name.trim(),
      // An empty field leaves an uploaded logo in place (null only clears a URL).
      branding_logo_url: logoUrl.trim() === "" ? null : logoUrl.trim(),
      branding_accent_color: accent === "" ? null : accent,
      review_business_days: reviewDays.trim() === "" ? null : Number(reviewDays),
    }),
  );
  const uploadLogo = useAction((file: File) => api.uploadLogo(file));
  const removeLogo = useAction(() => api.deleteLogo());

  const submit = async () => {
    if (await save.run()) {
      toast("Branding saved");
      onSaved();
    }
  };
  const chooseFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setFileError(`This file is ${Math.ceil(file.size / 1024)} KB; a logo may be at most 100 KB.`);
    if (await uploadLogo.run(file)) {
      setLogoUrl("");
      toast("Logo uploaded");
      onSaved();
    }
  };
  const remove = async () => {
    if (await removeLogo.run()) {
      setLogoUrl("");
      toast("Logo removed");
      onSaved();
    }
  };

  const shownName = name.trim() === "" ? settings.branding_preview.name : name.trim();
  const shownLogo = logoUrl.trim().startsWith("https://") ? logoUrl.trim() : upload?.url ?? null;
  const shownAccent = HEX.test(accent) ? accent : PAGE_ACCENT;
  return (
    <form
      className="panel"
      aria-labelledby="branding-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="branding-title">Branding</h2>
      <p className="muted">How the hosted verification page (and the SDK's dialog) presents you to your end users.</p>
      <TextField
        label="Display name"
        name="branding_display_name"
        maxLength={100}
        placeholder={settings.branding_preview.name}
        value={name}
        disabled={!editable}
        onChange={(e) => setName(e.target.value)}
        hint="Up to 100 characters. Empty: your business name. Long names are shortened on small screens, with the full name available."
      />
      <TextField
        label="Logo URL"
        name="branding_logo_url"
        type="url"
        placeholder="https://cdn.example.com/logo.png"
        value={logoUrl}
        disabled={!editable}
        onChange={(e) => setLogoUrl(e.target.value)}
        hint="An https address (no user:password@). Saving one replaces an uploaded logo."
      />
      <div className="field">
        <label htmlFor="branding-logo-file">Or upload a logo</label>
        <input
          id="branding-logo-file"
          type="file"
          accept={LOGO_TYPES}
          disabled={!editable || uploadLogo.busy}
          aria-describedby="branding-logo-file-hint"
          onChange={(e) => void chooseFile(e.target.files?.[0])}
        />
        <span className="hint" id="branding-logo-file-hint">
          PNG, JPEG or WebP, at most 100 KB. No SVG: an SVG file can carry script. Uploading replaces a logo URL.
        </span>
        {fileError && (
          <span className="error-text" role="alert">
            {fileError}
          </span>
        )}
      </div>
      <ActionError error={uploadLogo.error ?? removeLogo.error} />
      {upload && (
        <p className="uploaded-logo">
          <img src={upload.url} alt="Your uploaded logo" className="brand-preview-logo" /> Uploaded logo ({upload.content_type.replace("image/", "").toUpperCase()},{" "}
          {Math.ceil(upload.size / 1024)} KB)
        </p>
      )}
      {editable && (upload || settings.branding_logo_url) && (
        <div className="actions field">
          <Button type="button" onClick={() => void remove()} disabled={removeLogo.busy}>
            Remove logo
          </Button>
        </div>
      )}
      <div className="field">
        <label htmlFor="branding-accent-hex">Accent colour</label>
        <div className="color-row">
          <input
            type="color"
            aria-label="Pick the accent colour"
            value={HEX.test(accent) ? accent.toLowerCase() : PAGE_ACCENT}
            disabled={!editable}
            onChange={(e) => setAccent(e.target.value)}
          />
          <input
            id="branding-accent-hex"
            type="text"
            name="branding_accent_color"
            maxLength={7}
            placeholder="#1d4ed8"
            value={accent}
            disabled={!editable}
            aria-describedby="accent-contrast branding-accent-hint"
            onChange={(e) => setAccent(e.target.value.trim())}
          />
        </div>
        <ContrastFeedback color={accent} />
        <span className="hint" id="branding-accent-hint">
          Buttons and links. It must reach {MIN_ACCENT_CONTRAST}:1 against white (WCAG AA) so everyone can read them. Empty: the page's own colour.
        </span>
      </div>
      <TextField
        label="Review timeframe (business days)"
        name="review_business_days"
        type="number"
        inputMode="numeric"
        min={1}
        max={REVIEW_BUSINESS_DAYS_MAX}
        step={1}
        value={reviewDays}
        disabled={!editable}
        onChange={(e) => setReviewDays(e.target.value)}
        hint={`After a verification goes to review, the page says it usually takes up to this many business days (1 to ${REVIEW_BUSINESS_DAYS_MAX}). Empty: the page promises no timeframe.`}
      />
      <HeaderPreview name={shownName} logoUrl={shownLogo} accent={shownAccent} />
      <ActionError error={save.error} />
      {editable && (
        <div className="actions">
          <Button type="submit" variant="primary" disabled={save.busy}>
            Save branding
          </Button>
        </div>
      )}
    </form>
  );
}
