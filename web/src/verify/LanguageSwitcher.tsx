import { LANGUAGES, useI18n, type Language } from "./i18n/i18n";

/** The page's language, changed here and kept in this browser. */
export function LanguageSwitcher() {
  const { language, t, choose } = useI18n();
  return (
    <div className="language">
      <label htmlFor="language" className="sr-only">
        {t("language.label")}
      </label>
      <select id="language" value={language} onChange={(e) => choose(e.target.value as Language)}>
        {Object.entries(LANGUAGES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
