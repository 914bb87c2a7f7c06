import { useState } from "react";
import type { SdkSession, VerifyClient } from "../../sdk/proofbase-verify";
import type { PasskeyFlow } from "./flow";
import { useI18n } from "../../verify/i18n/i18n";
import { ErrorLine, useStepAction } from "../../verify/step-action";
import { creationOptions, credentialJson, requestOptions } from "./passkey-json";
import { defineStep } from "../../verify/step-kit";

/** The passkey flow: "Create a passkey" (the customer has none) or "Use a passkey" (reverification). */
export function PasskeyStep(props: { flow: PasskeyFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean }) {
  const { t } = useI18n();
  const { busy, error, run } = useStepAction();
  const [declined, setDeclined] = useState(false);
  if (props.flow.status === "verified") return <p className="done-line">{t("passkey.confirmed")}</p>;
  const supported = typeof window.PublicKeyCredential === "function" && !!navigator.credentials;
  const registering = props.flow.ceremony === "registration";

  const ceremony = () =>
    run(true, async () => {
      setDeclined(false);
      const start = await props.client.passkeyOptions();
      let credential: Credential | null;
      try {
        credential =
          start.ceremony === "registration"
            ? await navigator.credentials.create({ publicKey: creationOptions(start.options) })
            : await navigator.credentials.get({ publicKey: requestOptions(start.options) });
      } catch {
        // Cancelled, timed out, or no authenticator: the browser does not say which.
        credential = null;
      }
      if (!credential) return setDeclined(true);
      props.onUpdate(await props.client.verifyPasskey(credentialJson(credential as PublicKeyCredential)));
    });

  return (
    <div>
      <p>{t(registering ? "passkey.introCreate" : "passkey.introUse")}</p>
      {supported ? (
        <button type="button" className="primary" disabled={!props.active || busy !== null} onClick={ceremony}>
          {busy ? t("passkey.working") : t(registering ? "passkey.create" : "passkey.use")}
        </button>
      ) : (
        <p>{t("passkey.unsupported")}</p>
      )}
      {declined ? (
        <p className="error" role="alert">
          {t("passkey.declined")}
        </p>
      ) : null}
      <ErrorLine error={error} />
    </div>
  );
}

/** The passkey flow's step on the hosted page (web/src/verify/steps.tsx). */
export const step = defineStep("passkey", (flow, p) => <PasskeyStep flow={flow} client={p.client} onUpdate={p.onUpdate} active={p.active} />);
