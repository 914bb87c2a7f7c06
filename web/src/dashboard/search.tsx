import { useState, type FormEvent, type ReactNode } from "react";
import { navigate, useLocation, withQuery } from "./router";
import { Button, TextField } from "./ui";

/**
 * A list page's filters, kept in the URL (a search is a link one can share). Changing a filter
 * starts from the first page: a cursor only continues the search it came from.
 */
export function useFilters<K extends string>(keys: readonly K[]) {
  const { pathname, search } = useLocation();
  const values = Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ""])) as Record<K, string>;
  const cursor = search.get("cursor");
  const set = (changes: Partial<Record<K, string>>) => navigate(withQuery(pathname, { ...values, ...changes, cursor: null }));
  const clear = () => navigate(pathname);
  const active = keys.some((k) => values[k] !== "");
  /** The API query: the filters, the cursor, and the dates as UTC instants. */
  const query = { ...values, cursor } as Record<string, string | null>;
  return { values, set, clear, active, query, key: `${pathname}?${search}` };
}

/** "Created from" / "Created before": dates, read as UTC days (`created_gte`, `created_lt`). */
export function CreatedRange({ gte, lt, onChange }: { gte: string; lt: string; onChange: (c: { created_gte?: string; created_lt?: string }) => void }) {
  return (
    <>
      <TextField label="Created from (UTC)" type="date" value={gte} max={lt || undefined} onChange={(e) => onChange({ created_gte: e.target.value })} />
      <TextField label="Created before (UTC)" type="date" value={lt} min={gte || undefined} onChange={(e) => onChange({ created_lt: e.target.value })} />
    </>
  );
}

/** A search form: the text is interpreted by `parse`, which names the filter or says why it cannot. */
export function SearchBox({
  label,
  placeholder,
  initial,
  hint,
  parse,
  onSearch,
  submitLabel = "Search",
  children,
}: {
  label: string;
  placeholder?: string;
  initial: string;
  hint?: ReactNode;
  parse: (text: string) => { error: string } | { filters: Record<string, string> };
  onSearch: (filters: Record<string, string>) => void;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text.trim());
    if ("error" in parsed) return setError(parsed.error);
    onSearch(parsed.filters);
  };
  return (
    <form className="inline-form filters" role="search" onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        spellCheck={false}
        maxLength={600}
        value={text}
        hint={hint}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit">{submitLabel}</Button>
      {children}
    </form>
  );
}
