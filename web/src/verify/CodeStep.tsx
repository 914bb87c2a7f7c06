import { useEffect, useState, type FormEvent } from "react";
import type { SdkSession } from "../sdk/proofbase-verify";
import { inWords } from "./messages";

/** What differs between the code steps (phone, email): the words, the input, and the two SDK calls. */
export interface CodeStepChannel {
  id: string;
  label: string;
  input: { type: "tel" | "email"; inputMode: "tel" | "email"; autoComplete: string; placeholder: string };
  sendLabel: string;
  changeLabel: string;
  testModeNote: string;
  failedNote: string;
  /** Normalizes what was typed before sending. */
  clean: (value: string) => string;
  send: (value: string) => Promise<{ masked: string; resend_available_at: string }>;
  verify: (code: string) => Promise<SdkSession>;
}

/** Ask for a destination, send a code to it, check the code: the shared shape of the phone and email steps. */
export function CodeStep(props: { channel: CodeStepChannel; failed: boolean; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { channel, failed, onUpdate, active, livemode } = props;
  const [value, setValue] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      setError(inWords(e));
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
      setError(inWords(e));
    } finally {
      setBusy(false);
    }
  }

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const codeId = `${channel.id}-code`;
  return (
    <div>
      {sentTo === null ? (
        <form onSubmit={send}>
          <label htmlFor={channel.id}>{channel.label}</label>
          <input id={channel.id} name={channel.id} {...channel.input} value={value} onChange={(e) => setValue(e.target.value)} disabled={!active} required />
          <button type="submit" className="primary" disabled={!active || busy || value.trim() === ""}>
            {busy ? "Sending…" : channel.sendLabel}
          </button>
        </form>
      ) : (
        <form onSubmit={verify}>
          <label htmlFor={codeId}>Enter the 6-digit code we sent to {sentTo}</label>
          <input id={codeId} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))} required autoFocus />
          <div className="row">
            <button type="submit" className="primary" disabled={busy || code.length !== 6}>
              {busy ? "Checking…" : "Confirm code"}
            </button>
            <button type="button" className="link" disabled={busy || wait > 0} onClick={() => void send()}>
              {wait > 0 ? `Send a new code in ${wait} s` : "Send a new code"}
            </button>
            <button type="button" className="link" disabled={busy} onClick={() => setSentTo(null)}>
              {channel.changeLabel}
            </button>
          </div>
        </form>
      )}
      {!livemode ? <p className="muted">{channel.testModeNote}</p> : null}
      {failed && sentTo !== null ? (
        <p className="error" role="alert">
          {channel.failedNote}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
