import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { SdkSession } from "../sdk/proofbase-verify";
import { useI18n, type Language, type MessageKey } from "./i18n/i18n";
import { codeExpired, wrongCode, type ErrorFacts } from "./messages";
import { ErrorLine } from "./step-action";

/** What differs between the code steps (phone, email): the words and the two SDK calls. */
export interface CodeStepChannel {
  id: string;
  words: { send: MessageKey; change: MessageKey; testMode: MessageKey; failed: MessageKey };
  /** Sends a code to `destination`, the message written in the page's `language`. */
  send: (destination: string, language: Language) => Promise<{ masked: string; resend_available_at: string }>;
  verify: (code: string) => Promise<SdkSession>;
  /** Reads the session again, with this flow's entry (after a wrong code: the guesses left). */
  reread: () => Promise<{ session: SdkSession; entry: CodeEntry | null }>;
}

/** What a code flow's sdk_session entry says about its outstanding code. */
export interface CodeEntry {
  code_sent_at: string | null;
  code_attempts_left: number | null;
}

/** Where the code goes, as the step's own field takes it: the field, and the value to send ("" until something is typed). */
export interface CodeDestination {
  field: ReactNode;
  value: string;
}

/** A code already sent and still usable (the sdk_session says so after a reload): the step resumes at the code field. */
export interface OutstandingCode {
  masked: string;
  resendAvailableAt: string;
}

/** Ask for a destination, send a code to it, check the code: the shared shape of the phone and email steps. */
export function CodeStep(props: {
  channel: CodeStepChannel;
  destination: CodeDestination;
  outstanding: OutstandingCode | null;
  failed: boolean;
  /** What the flow's entry says that the step's error messages use. */
  facts?: ErrorFacts;
  onUpdate: (session: SdkSession) => void;
  active: boolean;
  livemode: boolean;
}) {
  const { channel, destination, outstanding, failed, facts, onUpdate, active, livemode } = props;
  const { t, language } = useI18n();
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(outstanding?.masked ?? null);
  const [resendAt, setResendAt] = useState(outstanding ? new Date(outstanding.resendAvailableAt).getTime() : 0);
  const [now, setNow] = useState(Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  // The code can no longer be checked (its last guess was wrong, or it expired): only a new code helps.
  const [usedUp, setUsedUp] = useState(false);

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
      const sent = await channel.send(destination.value, language);
      setSentTo(sent.masked);
      setResendAt(new Date(sent.resend_available_at).getTime());
      setNow(Date.now());
      setCode("");
      setUsedUp(false);
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
      if (codeExpired(e)) lockCode();
      else if (wrongCode(e)) await afterWrongCode(e);
      else setError(e);
    } finally {
      setBusy(false);
    }
  }

  function lockCode() {
    setUsedUp(true);
    setCode("");
  }

  // The session says how many guesses the code still takes; none left (or no code outstanding) locks the field.
  async function afterWrongCode(e: unknown) {
    const reread = await channel.reread().catch(() => null);
    if (reread) onUpdate(reread.session);
    const entry = reread?.entry ?? null;
    if (entry && (entry.code_sent_at === null || entry.code_attempts_left === 0)) return lockCode();
    setAttemptsLeft(entry?.code_attempts_left ?? null);
    setError(e);
  }

  // Another destination, or back to the field after a reload (the page no longer has the
  // destination; the service keeps only its masked form): what was said about the old code goes.
  const askAgain = () => {
    setError(null);
    setUsedUp(false);
    setSentTo(null);
  };
  const resend = () => (destination.value === "" ? askAgain() : void send());

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const codeId = `${channel.id}-code`;
  const lockedId = `${channel.id}-code-locked`;
  return (
    <div>
      {sentTo === null ? (
        <form onSubmit={send}>
          {destination.field}
          <button type="submit" className="primary" disabled={!active || busy || destination.value === ""}>
            {busy ? t("code.sending") : t(channel.words.send)}
          </button>
        </form>
      ) : (
        <form onSubmit={verify}>
          <label htmlFor={codeId}>{t("code.enterCode", { destination: sentTo })}</label>
          <input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            disabled={usedUp}
            aria-describedby={usedUp ? lockedId : undefined}
            required
            autoFocus
          />
          {usedUp ? (
            <p id={lockedId} className="error" role="alert">
              {t("code.locked", { seconds: wait > 0 ? wait : undefined })}
            </p>
          ) : null}
          <div className="row">
            {usedUp ? null : (
              <button type="submit" className="primary" disabled={busy || code.length !== 6}>
                {busy ? t("code.checking") : t("code.confirm")}
              </button>
            )}
            <button type="button" className={usedUp && wait === 0 ? "primary" : "link"} disabled={busy || wait > 0} onClick={resend}>
              {wait > 0 ? t("code.resendIn", { seconds: wait }) : t("code.resend")}
            </button>
            <button type="button" className="link" disabled={busy} onClick={askAgain}>
              {t(channel.words.change)}
            </button>
          </div>
        </form>
      )}
      {!livemode ? <p className="muted">{t(channel.words.testMode)}</p> : null}
      {failed && sentTo !== null && !usedUp && error === null ? (
        <p className="error" role="alert">
          {t(channel.words.failed)}
        </p>
      ) : null}
      <ErrorLine error={error} facts={{ ...facts, attemptsLeft }} />
    </div>
  );
}
