import { useState } from "react";
import type { VerifyClient } from "../sdk/proofbase-verify";
import { useI18n } from "./i18n/i18n";
import { ErrorLine, useStepAction } from "./step-action";
import { credentialFile, saveCredential, type SavedCredential } from "./saved-credential";

/** After a completed verification: "Save your credential", kept in this browser and downloadable. */
export function SaveCredential(props: { client: VerifyClient }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState<SavedCredential | null>(null);
  const { busy, error, run } = useStepAction();
  const save = () => run(true, async () => setSaved(await saveCredential(props.client)));

  return (
    <section className="save-credential" aria-labelledby="save-credential-title">
      <h2 id="save-credential-title">{t("credential.saveTitle")}</h2>
      <p>{t("credential.saveText")}</p>
      {saved ? (
        <p role="status">
          {t("credential.saved")}{" "}
          <a className="button-link" href={URL.createObjectURL(credentialFile(saved))} download="proofbase-credential.json">
            {t("credential.download")}
          </a>
        </p>
      ) : (
        <button type="button" className="primary" disabled={busy !== null} onClick={save}>
          {t("credential.save")}
        </button>
      )}
      <ErrorLine error={error} />
    </section>
  );
}
