import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../../verify/i18n/i18n";

type PhoneFormat = typeof import("./phone-format");

/** The phone-number chunk, fetched once for the page (the first phone step asks for it). */
let loading: Promise<PhoneFormat> | null = null;
const loadPhoneFormat = () => (loading ??= import("./phone-format"));

/** The country the browser says it is in (`fr-FR`, `es-MX`), else the language's own country, else the US. */
function browserCountry(format: PhoneFormat): string {
  const LANGUAGE_COUNTRY: Record<string, string> = { en: "US", es: "ES", fr: "FR" };
  for (const tag of navigator.languages ?? [navigator.language]) {
    const region = tag.split("-")[1]?.toUpperCase();
    if (region && format.isCountry(region)) return region;
  }
  return LANGUAGE_COUNTRY[(navigator.language ?? "en").split("-")[0]!.toLowerCase()] ?? "US";
}

/** The picker's first choice: the browser's country when the account allows it, else the first allowed. */
function defaultCountry(format: PhoneFormat, allowed: readonly string[] | null): string {
  const guess = browserCountry(format);
  return !allowed || allowed.includes(guess) ? guess : (allowed[0] ?? guess);
}

/** What the phone step sends: the number as typed, and what it reads as in the chosen country. */
export interface PhoneInput {
  typed: string;
  /** E.164 when the number could be read (the service gets it); else what was typed, without spaces and punctuation. */
  toSend: string;
}

/**
 * The phone number field: a country picker (the countries the account allows, names in the page's
 * language, with their calling codes) and the number as people write it in that country, its example shown; once the number
 * can be read, the page shows it in international form, as it will be texted. Before the
 * country data has loaded (or if it cannot), one field takes the number with its country code.
 */
export function PhoneNumberField(props: {
  id: string;
  /** The countries the account allows (the flow's `allowed_countries`); null: every country. */
  allowed: readonly string[] | null;
  value: PhoneInput;
  onChange: (value: PhoneInput) => void;
  disabled: boolean;
}) {
  const { t, language } = useI18n();
  const [format, setFormat] = useState<PhoneFormat | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const allowedRef = useRef(props.allowed);
  allowedRef.current = props.allowed;
  useEffect(() => {
    let current = true;
    loadPhoneFormat()
      .then((loaded) => {
        if (!current) return;
        setFormat(loaded);
        setCountry((chosen) => chosen ?? defaultCountry(loaded, allowedRef.current));
      })
      // Without the chunk (offline) the field still takes +33 6 12 34 56 78.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const countries = useMemo(() => {
    if (!format) return [];
    const names = new Intl.DisplayNames([language], { type: "region" });
    return format
      .phoneCountries()
      .filter((c) => !props.allowed || props.allowed.includes(c.code))
      .map((c) => ({ ...c, name: names.of(c.code) ?? c.code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [format, language, props.allowed]);

  const chosen = countries.find((c) => c.code === country) ?? null;
  const read = (typed: string, inCountry: string | null): PhoneInput => {
    const parsed = format && inCountry && format.isCountry(inCountry) ? format.readPhoneNumber(typed, inCountry) : null;
    return { typed, toSend: parsed?.e164 ?? typed.replace(/[\s().-]/g, "") };
  };
  const reading = format && chosen && props.value.typed.trim() ? format.readPhoneNumber(props.value.typed, chosen.code) : null;
  const countryId = `${props.id}-country`;
  const hintId = `${props.id}-hint`;

  return (
    <>
      {format && chosen ? (
        <>
          <label htmlFor={countryId}>{t("phone.country")}</label>
          <select
            id={countryId}
            className="country"
            value={chosen.code}
            disabled={props.disabled}
            onChange={(e) => {
              setCountry(e.target.value);
              props.onChange(read(props.value.typed, e.target.value));
            }}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (+${c.callingCode})`}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor={props.id}>{t("phone.label")}</label>
      <input
        id={props.id}
        name={props.id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={chosen?.example ?? "+1 201 555 0123"}
        aria-describedby={chosen ? hintId : undefined}
        value={props.value.typed}
        onChange={(e) => props.onChange(read(e.target.value, chosen?.code ?? null))}
        disabled={props.disabled}
        required
      />
      {chosen ? (
        <p id={hintId} className="muted hint" aria-live="polite">
          {reading ? t("phone.willText", { number: reading.international }) : chosen.example ? t("phone.example", { example: chosen.example }) : null}
        </p>
      ) : null}
    </>
  );
}
