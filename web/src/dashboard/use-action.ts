import { useCallback, useState } from "react";

/** A user action (a POST): `busy` while it runs, `error` when it failed; resolves to the result or undefined. */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await action(...args);
      } catch (e) {
        setError(e);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [action],
  );
  const reset = useCallback(() => setError(null), []);
  return { run, busy, error, reset };
}
