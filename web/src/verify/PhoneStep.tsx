import { useEffect, useState, type FormEvent } from "react";
import type { PhoneFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { inWords } from "./messages";

export function PhoneStep(props: { flow: PhoneFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { flow, client, onUpdate, active, livemode } = props;
  const [number, setNumber] = useState("");
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

  if (flow.status === "verified") return <p className="done-line">Phone number {flow.phone_number_masked} confirmed.</p>;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const sent = await client.sendPhoneCode(number.replace(/[\s().-]/g, ""));
      setSentTo(sent.phone_number_masked);
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
      onUpdate(await client.verifyPhoneCode(code));
    } catch (e) {
      setError(inWords(e));
    } finally {
      setBusy(false);
    }
  }

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  return (
    <div>
      {sentTo === null ? (
        <form onSubmit={send}>
          <label htmlFor="phone">Your mobile number, with country code</label>
          <input id="phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="+1 201 555 0123" value={number} onChange={(e) => setNumber(e.target.value)} disabled={!active} required />
          <button type="submit" className="primary" disabled={!active || busy || number.trim() === ""}>
            {busy ? "Sending…" : "Text me a code"}
          </button>
        </form>
      ) : (
        <form onSubmit={verify}>
          <label htmlFor="code">Enter the 6-digit code we sent to {sentTo}</label>
          <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))} required autoFocus />
          <div className="row">
            <button type="submit" className="primary" disabled={busy || code.length !== 6}>
              {busy ? "Checking…" : "Confirm code"}
            </button>
            <button type="button" className="link" disabled={busy || wait > 0} onClick={() => void send()}>
              {wait > 0 ? `Send a new code in ${wait} s` : "Send a new code"}
            </button>
            <button type="button" className="link" disabled={busy} onClick={() => setSentTo(null)}>
              Change number
            </button>
          </div>
        </form>
      )}
      {!livemode ? <p className="muted">Test mode: no text message is sent; the code is 000000.</p> : null}
      {flow.error && sentTo !== null ? (
        <p className="error" role="alert">
          We could not text this number. Check it and send a new code.
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
