import type { ReactNode } from "react";
import { ApiError } from "../api";
import type { Loaded } from "../use-api";
import { Button } from "./Button";

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state panel">
      <h2>{title}</h2>
      {children && <div>{children}</div>}
    </div>
  );
}

/** Error text for people: the API's message, its code and request id for support. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="notice bad" role="alert">
      <p>
        <strong>{notFound ? "Not found." : "This could not be loaded."}</strong> {errorText(error)}
      </p>
      {error instanceof ApiError && error.requestId && (
        <p className="muted">
          Code <code>{error.code}</code>, request <code>{error.requestId}</code>
        </p>
      )}
      {onRetry && !notFound && <Button onClick={onRetry}>Try again</Button>}
    </div>
  );
}

/** Renders the loading and error states of `loaded`, and `children(data)` once it is there. */
export function Async<T>({ loaded, children }: { loaded: Loaded<T> & { reload: () => void }; children: (data: T) => ReactNode }) {
  if (loaded.state === "loading") return <Loading />;
  if (loaded.state === "error") return <ErrorState error={loaded.error} onRetry={loaded.reload} />;
  return <>{children(loaded.data)}</>;
}

export function Notice({ tone, children }: { tone: "info" | "warn" | "bad" | "good"; children: ReactNode }) {
  return <div className={`notice ${tone}`}>{children}</div>;
}

/** An action's failure, shown where the action was. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="notice bad" role="alert">
      <p>{errorText(error)}</p>
    </div>
  );
}
