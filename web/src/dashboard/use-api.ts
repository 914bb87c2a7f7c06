import { useCallback, useEffect, useRef, useState } from "react";

export type Loaded<T> =
  | { state: "loading"; data?: undefined; error?: undefined }
  | { state: "ok"; data: T; error?: undefined }
  | { state: "error"; data?: undefined; error: Error };

/**
 * Loads a page's data: re-runs when `key` changes (aborting the previous request), and exposes
 * `reload` for after an action. On a reload of the same key the old data stays visible.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: "loading" });
  const [generation, setGeneration] = useState(0);
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    if (loadedKey.current !== key) setResult({ state: "loading" });
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        loadedKey.current = key;
        setResult({ state: "ok", data });
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        loadedKey.current = null;
        setResult({ state: "error", error });
      },
    );
    return () => controller.abort();
    // `load` is a new closure on each render; `key` names what it loads.
  }, [key, generation]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...result, reload };
}
