import type { SdkSession, VerifyClient } from "../../sdk/proofbase-verify";
import type { CredentialFlow } from "./flow";
import { useI18n } from "../../verify/i18n/i18n";
import { ErrorLine, useStepAction } from "../../verify/step-action";
import { presentSaved, savedCredentials } from "../../verify/saved-credential";
import { defineStep } from "../../verify/step-kit";

/** The credential flow: "Use a saved credential" (one saved on this device by the page after an earlier verification). */
export function CredentialStep(props: { flow: CredentialFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean }) {
  const { t } = useI18n();
  const { busy, error, run } = useStepAction();
  if (props.flow.status === "verified") return <p className="done-line">{t("credential.confirmed")}</p>;
  const saved = savedCredentials()[0];

  const use = () => saved && run(true, async () => props.onUpdate(await presentSaved(props.client, saved)));

  return (
    <div>
      <p>{t("credential.intro")}</p>
      {saved ? (
        <button type="button" className="primary" disabled={!props.active || busy !== null} onClick={use}>
          {t("credential.use")}
        </button>
      ) : (
        <p>{t("credential.none")}</p>
      )}
      <ErrorLine error={error} />
    </div>
  );
}

/** The credential flow's step on the hosted page (web/src/verify/steps.tsx). */
export const step = defineStep("credential", (flow, p) => <CredentialStep flow={flow} client={p.client} onUpdate={p.onUpdate} active={p.active} />);
