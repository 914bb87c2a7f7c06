import { useState } from "react";
import type { CredentialFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { useI18n } from "./i18n/i18n";
import { inWords } from "./messages";
import { presentSaved, savedCredentials } from "./saved-credential";

/** The credential flow: "Use a saved credential" (one saved on this device by the page after an earlier verification). */
export function CredentialStep(props: { flow: CredentialFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (props.flow.status === "verified") return <p className="done-line">{t("credential.confirmed")}</p>;
  const saved = savedCredentials()[0];

  async function use() {
    if (!saved) return;
    setBusy(true);
    setError(null);
    try {
      props.onUpdate(await presentSaved(props.client, saved));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p>{t("credential.intro")}</p>
      {saved ? (
        <button type="button" className="primary" disabled={!props.active || busy} onClick={use}>
          {t("credential.use")}
        </button>
      ) : (
        <p>{t("credential.none")}</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {inWords(error, t)}
        </p>
      ) : null}
    </div>
  );
}
