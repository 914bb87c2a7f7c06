import { useState } from "react";
import { useI18n } from "./i18n/i18n";
import { inWords, type ErrorFacts } from "./messages";

/**
 * A step's actions, one at a time: which one runs (`busy`: its key, e.g. the wallet being asked),
 * and the last one's error, cleared when the next starts. `run` never rejects: the error is kept
 * for <ErrorLine>.
 */
export function useStepAction<Key = true>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [error, setError] = useState<unknown>(null);
  async function run(key: Key, action: () => Promise<void>): Promise<void> {
    setBusy(key);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, setError, run };
}

/** An action's error in the person's words and language, announced to screen readers. */
export function ErrorLine(props: { error: unknown; facts?: ErrorFacts }) {
  const { t } = useI18n();
  if (!props.error) return null;
  return (
    <p className="error" role="alert">
      {inWords(props.error, t, props.facts)}
    </p>
  );
}
