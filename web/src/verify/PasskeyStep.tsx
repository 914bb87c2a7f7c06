import { useState } from "react";
import type { PasskeyFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { useI18n } from "./i18n/i18n";
import { inWords } from "./messages";
import { creationOptions, credentialJson, requestOptions } from "./passkey-json";

/** The passkey flow: "Create a passkey" (the customer has none) or "Use a passkey" (reverification). */
export function PasskeyStep(props: { flow: PasskeyFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [declined, setDeclined] = useState(false);
  if (props.flow.status === "verified") return <p className="done-line">{t("passkey.confirmed")}</p>;
  const supported = typeof window.PublicKeyCredential === "function" && !!navigator.credentials;
  const registering = props.flow.ceremony === "registration";

  async function run() {
    setBusy(true);
    setError(null);
    setDeclined(false);
    try {
      const start = await props.client.passkeyOptions();
      let credential: Credential | null;
      try {
        credential =
          start.ceremony === "registration"
            ? await navigator.credentials.create({ publicKey: creationOptions(start.options) })
            : await navigator.credentials.get({ publicKey: requestOptions(start.options) });
      } catch {
        // Cancelled, timed out, or no authenticator: the browser does not say which.
        setDeclined(true);
        return;
      }
      if (!credential) return setDeclined(true);
      props.onUpdate(await props.client.verifyPasskey(credentialJson(credential as PublicKeyCredential)));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p>{t(registering ? "passkey.introCreate" : "passkey.introUse")}</p>
      {supported ? (
        <button type="button" className="primary" disabled={!props.active || busy} onClick={run}>
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
      {error ? (
        <p className="error" role="alert">
          {inWords(error, t)}
        </p>
      ) : null}
    </div>
  );
}
