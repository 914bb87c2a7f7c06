import { useCallback, useEffect, useMemo, useState } from "react";
import { createVerifyClient, type SdkSession } from "../sdk/proofbase-verify";
import { inWords, OUTCOMES } from "./messages";
import { takePageToken } from "./page-token";
import { renderStep, STEPS } from "./steps";

const REDIRECT_DELAY_MS = 2500;
const OPEN = new Set(["created", "pending"]);

export function VerifyPage() {
  const token = useMemo(() => takePageToken(), []);
  const client = useMemo(() => (token ? createVerifyClient({ token, apiBase: window.location.origin }) : null), [token]);
  const [session, setSession] = useState<SdkSession | null>(null);
  const [loadError, setLoadError] = useState<string | null>(token ? null : "This verification link is incomplete. Open the link the merchant gave you.");

  const refresh = useCallback(async () => {
    if (!client) return;
    try {
      setSession(await client.getSession());
    } catch (e) {
      setLoadError(inWords(e));
    }
  }, [client]);

  useEffect(() => void refresh(), [refresh]);

  // A session being decided settles within moments: look again until it has.
  useEffect(() => {
    if (session?.status !== "processing") return;
    const timer = setTimeout(() => void refresh(), 1000);
    return () => clearTimeout(timer);
  }, [session, refresh]);

  const finished = session !== null && !OPEN.has(session.status) && session.status !== "processing";
  useEffect(() => {
    if (!finished || !session?.return_url) return;
    const timer = setTimeout(() => window.location.assign(session.return_url!), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finished, session]);

  if (loadError) return <Shell title="Verification">{<p className="error" role="alert">{loadError}</p>}</Shell>;
  if (!session || !client) return <Shell title="Verification"><p className="muted">Loading…</p></Shell>;

  const merchant = session.merchant.name;
  const firstPending = session.flows.findIndex((flow) => flow.status === "pending");
  const outcome = OUTCOMES[session.status];

  return (
    <Shell title={`Verify for ${merchant}`} testMode={!session.livemode}>
      {OPEN.has(session.status) ? (
        <>
          <p className="lead">
            {merchant} asks you to confirm {session.flows.length === 1 ? "one thing" : `${session.flows.length} things`}. It takes about a minute.
          </p>
          <ol className="steps">
            {session.flows.map((flow, index) => (
              <li key={flow.type} className={`step ${flow.status}`} aria-current={index === firstPending ? "step" : undefined}>
                <h2>
                  <span className="badge" aria-hidden="true">{flow.status === "verified" ? "✓" : index + 1}</span>
                  {STEPS[flow.type].title}
                  <span className="sr-only">{flow.status === "verified" ? " (done)" : ""}</span>
                </h2>
                {renderStep(flow, { client, onUpdate: setSession, active: index === firstPending, livemode: session.livemode })}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <section className={`outcome ${outcome?.tone ?? "wait"}`} role="status" aria-live="polite">
          <h2>{outcome?.title ?? session.status}</h2>
          <p>{outcome?.text}</p>
          {finished && session.return_url ? (
            <p>
              Taking you back to {merchant} in a moment.{" "}
              <a href={session.return_url} className="button-link">
                Continue now
              </a>
            </p>
          ) : null}
        </section>
      )}
    </Shell>
  );
}

function Shell(props: { title: string; testMode?: boolean; children: React.ReactNode }) {
  return (
    <main className="card">
      {props.testMode ? <p className="test-banner">Test mode: nothing here is real.</p> : null}
      <h1>{props.title}</h1>
      {props.children}
      <footer>Secured by Proofbase. Your wallet never shares its keys; we never see them.</footer>
    </main>
  );
}
