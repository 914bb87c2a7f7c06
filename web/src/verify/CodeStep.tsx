import { useEffect, useState, type FormEvent } from "react";
import type { SdkSession } from "../sdk/proofbase-verify";
import { useI18n, type MessageKey } from "./i18n/i18n";
import { inWords } from "./messages";

/** What differs between the code steps (phone, email): the words, the input, and the two SDK calls. */
export interface CodeStepChannel {
  id: string;
  words: { label: MessageKey; send: MessageKey; change: MessageKey; testMode: MessageKey; failed: MessageKey };
  input: { type: "tel" | "email"; inputMode: "tel" | "email"; autoComplete: string; placeholder: string };
  /** Normalizes what was typed before sending. */
  clean: (value: string) => string;
  send: (value: string) => Promise<{ masked: string; resend_available_at: string }>;
  verify: (code: string) => Promise<SdkSession>;
}

/** A code already sent and still usable (the sdk_session says so after a reload): the step resumes at the code field. */
export interface OutstandingCode {
  masked: string;
  resendAvailableAt: string;
}

/** Ask for a destination, send a code to it, check the code: the shared shape of the phone and email steps. */
export function CodeStep(props: { channel: CodeStepChannel; outstanding: OutstandingCode | null; failed: boolean; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { channel, outstanding, failed, onUpdate, active, livemode } = props;
  const { t } = useI18n();
  const [value, setValue] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(outstanding?.masked ?? null);
  const [resendAt, setResendAt] = useState(outstanding ? new Date(outstanding.resendAvailableAt).getTime() : 0);
  const [now, setNow] = useState(Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const sent = await channel.send(channel.clean(value));
      setSentTo(sent.masked);
      setResendAt(new Date(sent.resend_available_at).getTime());
      setNow(Date.now());
      setCode("");
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onUpdate(await channel.verify(code));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  // After a reload the page no longer has the destination (the service keeps only its masked form): ask for it again.
  const resend = () => (value.trim() === "" ? setSentTo(null) : void send());

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const codeId = `${channel.id}-code`;
  return (
    <div>
      {sentTo === null ? (
        <form onSubmit={send}>
          <label htmlFor={channel.id}>{t(channel.words.label)}</label>
          <input id={channel.id} name={channel.id} {...channel.input} value={value} onChange={(e) => setValue(e.target.value)} disabled={!active} required />
          <button type="submit" className="primary" disabled={!active || busy || value.trim() === ""}>
            {busy ? t("code.sending") : t(channel.words.send)}
          </button>
        </form>
      ) : (
        <form onSubmit={verify}>
          <label htmlFor={codeId}>{t("code.enterCode", { destination: sentTo })}</label>
          <input id={codeId} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))} required autoFocus />
          <div className="row">
            <button type="submit" className="primary" disabled={busy || code.length !== 6}>
              {busy ? t("code.checking") : t("code.confirm")}
            </button>
            <button type="button" className="link" disabled={busy || wait > 0} onClick={resend}>
              {wait > 0 ? t("code.resendIn", { seconds: wait }) : t("code.resend")}
            </button>
            <button type="button" className="link" disabled={busy} onClick={() => setSentTo(null)}>
              {t(channel.words.change)}
            </button>
          </div>
        </form>
      )}
      {!livemode ? <p className="muted">{t(channel.words.testMode)}</p> : null}
      {failed && sentTo !== null ? (
        <p className="error" role="alert">
          {t(channel.words.failed)}
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
