import rosetta from "rosetta";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { en, type Catalog } from "./catalog-en";

/** The page's languages, each named in itself (the switcher shows them so). */
export const LANGUAGES = { en: "English", es: "Español", fr: "Français" } as const;
export type Language = keyof typeof LANGUAGES;

// English ships with the page; the others are separate chunks, fetched when chosen.
const LOADERS: Record<Exclude<Language, "en">, () => Promise<Catalog>> = {
  es: () => import("./catalog-es").then((m) => m.es),
  fr: () => import("./catalog-fr").then((m) => m.fr),
};

const STORAGE_KEY = "proofbase:language";

/** Every key of the catalog, dotted: `page.title`, `errors.code_expired`. */
type Paths<T> = { [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string) ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
export type MessageKey = Paths<Catalog>;
export type Translate = (key: MessageKey, params?: Record<string, string | number | undefined>) => string;

const isLanguage = (value: unknown): value is Language => typeof value === "string" && Object.hasOwn(LANGUAGES, value);

/** The language chosen before in this browser (the switcher keeps it), else the first of the browser's languages the page speaks, else English. */
export function preferredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    /* no storage: the browser's languages decide */
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return "en";
}

function remember(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    /* the choice then lasts until the page closes */
  }
}

const messages = rosetta<Catalog>({ en });

async function load(language: Language): Promise<void> {
  if (language !== "en" && !messages.table(language)) messages.set(language, await LOADERS[language]());
}

interface I18n {
  language: Language;
  t: Translate;
  choose: (language: Language) => void;
}

const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n outside <I18nProvider>");
  return i18n;
}

/** Renders its children in the chosen language once that language's catalog is loaded (the shell stays until then). */
export function I18nProvider(props: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language | null>(null);

  const show = (next: Language) =>
    void load(next)
      .then(() => setLanguage(next))
      // A catalog that cannot be fetched (offline) leaves the page in English rather than blank.
      .catch(() => setLanguage((current) => current ?? "en"));

  useEffect(() => show(preferredLanguage()), []);
  useEffect(() => {
    if (!language) return;
    document.documentElement.lang = language;
    document.title = messages.t("page.documentTitle", undefined, language);
  }, [language]);

  if (!language) return null;
  const t: Translate = (key, params) => messages.t(key, params ?? {}, language);
  const choose = (next: Language) => {
    remember(next);
    show(next);
  };
  return <I18nContext.Provider value={{ language, t, choose }}>{props.children}</I18nContext.Provider>;
}
