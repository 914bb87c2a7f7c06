import { useState, type FormEvent } from "react";
import { useAuth } from "../auth";
import { Link, useLocation } from "../router";
import { Button } from "./Button";
import { TextField } from "./Field";

interface SavedView {
  name: string;
  /** The list's query string (its filters), without the cursor: a view starts on its first page. */
  query: string;
}

const storageKey = (accountId: string, pathname: string) => `proofbase.views.${accountId}.${pathname}`;

function readViews(key: string): SavedView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is SavedView => typeof v?.name === "string" && typeof v?.query === "string") : [];
  } catch {
    // A value another version wrote that is not JSON: no views rather than a broken page.
    return [];
  }
}

/**
 * Saved views of a list: its filters under a name, kept in this browser for this account and
 * page (the filters already live in the URL, so a view is that query). At most 20 per list.
 */
export function SavedViews() {
  const { account } = useAuth();
  const { pathname, search } = useLocation();
  const key = storageKey(account?.account.id ?? "anonymous", pathname);
  const [views, setViews] = useState<SavedView[]>(() => readViews(key));
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const filters = new URLSearchParams(search);
  filters.delete("cursor");
  const query = filters.toString();
  const store = (next: SavedView[]) => {
    localStorage.setItem(key, JSON.stringify(next));
    setViews(next);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    store([...views.filter((v) => v.name !== trimmed), { name: trimmed, query }].slice(-20));
    setName("");
    setNaming(false);
  };
  if (views.length === 0 && !query) return null;
  return (
    <section className="saved-views" aria-label="Saved views">
      {views.length > 0 && (
        <ul>
          {views.map((v) => (
            <li key={v.name}>
              <Link to={v.query ? `${pathname}?${v.query}` : pathname} aria-current={v.query === query ? "true" : undefined}>
                {v.name}
              </Link>
              <button type="button" className="link-button" aria-label={`Remove saved view ${v.name}`} onClick={() => store(views.filter((x) => x.name !== v.name))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {query &&
        (naming ? (
          <form onSubmit={save} className="inline-form">
            <TextField label="View name" required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
            <Button small type="submit" variant="primary">
              Save view
            </Button>
            <Button small type="button" onClick={() => setNaming(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <Button small onClick={() => setNaming(true)}>
            Save these filters as a view
          </Button>
        ))}
    </section>
  );
}
