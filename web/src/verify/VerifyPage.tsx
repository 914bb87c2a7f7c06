import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { createVerifyClient, ProofbaseVerifyError, type SdkLink, type SdkMerchant, type SdkSession } from "../sdk/proofbase-verify";
import { useI18n } from "./i18n/i18n";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { SaveCredential } from "./SaveCredential";
import { inWords, OUTCOME_TONES, outcomeKeys, RETURNS_BY_ITSELF } from "./messages";
import { takePageToken } from "./page-token";
import { renderStep, STEPS } from "./steps";

const REDIRECT_DELAY_MS = 2500;
const OPEN = new Set(["created", "pending"]);

/** What the page shows: the live session, or what an expired link still says, or why there is nothing to show. */
type View =
  | { kind: "loading" }
  | { kind: "incomplete" }
  | { kind: "unknown" }
  | { kind: "failed"; error: unknown }
  | { kind: "link"; link: SdkLink }
  | { kind: "session"; session: SdkSession };

export function VerifyPage() {
  const { t } = useI18n();
  const token = useMemo(() => takePageToken(), []);
  const client = useMemo(() => (token ? createVerifyClient({ token, apiBase: window.location.origin }) : null), [token]);
  // The page's own address with the token, for a wallet app's browser or a phone to open it (never sent to a server by the page).
  const pageUrl = useMemo(() => (token ? `${window.location.origin}${window.location.pathname}#token=${token}` : ""), [token]);
  const [view, setView] = useState<View>(token ? { kind: "loading" } : { kind: "incomplete" });
  const setSession = useCallback((session: SdkSession) => setView({ kind: "session", session }), []);

  const refresh = useCallback(async () => {
    if (!client) return;
    try {
      setSession(await client.getSession());
    } catch (e) {
      if (!(e instanceof ProofbaseVerifyError) || e.code !== "invalid_client_token") return setView({ kind: "failed", error: e });
      // Expired, or never issued: the link answer says which, and for whom it was.
      try {
        setView({ kind: "link", link: await client.getLink() });
      } catch (linkError) {
        setView(linkError instanceof ProofbaseVerifyError && linkError.code === "invalid_client_token" ? { kind: "unknown" } : { kind: "failed", error: linkError });
      }
    }
  }, [client, setSession]);

  useEffect(() => void refresh(), [refresh]);
  // Back on this page after a step done on another device (the same link opened there): look again.
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);

  const session = view.kind === "session" ? view.session : null;
  // A session being decided settles within moments: look again until it has.
  useEffect(() => {
    if (session?.status !== "processing") return;
    const timer = setTimeout(() => void refresh(), 1000);
    return () => clearTimeout(timer);
  }, [session, refresh]);

  const returnsNow = session !== null && session.return_url !== null && RETURNS_BY_ITSELF.has(session.status);
  useEffect(() => {
    if (!returnsNow || !session?.return_url) return;
    const timer = setTimeout(() => window.location.assign(session.return_url!), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returnsNow, session]);

  switch (view.kind) {
    case "incomplete":
      return (
        <Shell>
          <p className="error" role="alert">
            {t("page.incomplete")}
          </p>
        </Shell>
      );
    case "unknown":
      return (
        <Shell>
          <section className="outcome bad" role="status">
            <h2>{t("page.unknownTitle")}</h2>
            <p>{t("page.unknownText")}</p>
          </section>
        </Shell>
      );
    case "failed":
      return (
        <Shell>
          <p className="error" role="alert">
            {inWords(view.error, t)}
          </p>
        </Shell>
      );
    case "loading":
      return (
        <Shell>
          <p className="muted">{t("page.loading")}</p>
        </Shell>
      );
    case "link":
      return (
        <Shell merchant={view.link.merchant} testMode={!view.link.livemode}>
          <Outcome status={view.link.status} returnUrl={view.link.return_url} returning={false} />
        </Shell>
      );
    case "session":
      break;
  }

  const s = view.session;
  if (!OPEN.has(s.status))
    return (
      <Shell merchant={s.merchant} testMode={!s.livemode}>
        <Outcome status={s.status} returnUrl={s.return_url} returning={returnsNow} reviewDays={s.merchant.review_business_days} />
        {s.status === "completed" && s.kind === "verification_session" && client ? <SaveCredential client={client} /> : null}
      </Shell>
    );

  const firstPending = s.flows.findIndex((flow) => flow.status === "pending");
  return (
    <Shell merchant={s.merchant} testMode={!s.livemode} wallet={s.flows.some((flow) => flow.type === "wallet")}>
      <p className="lead">{t("page.lead", { count: s.flows.length })}</p>
      <ol className="steps">
        {s.flows.map((flow, index) => (
          <li key={flow.type} className={`step ${flow.status}${index > firstPending && flow.status === "pending" ? " locked" : ""}`} aria-current={index === firstPending ? "step" : undefined}>
            <h2>
              <span className="badge" aria-hidden="true">
                {flow.status === "verified" ? "✓" : index + 1}
              </span>
              {t(STEPS[flow.type].title)}
              {flow.status === "verified" ? <span className="sr-only"> {t("page.stepDone")}</span> : null}
            </h2>
            {index > firstPending && flow.status === "pending" ? (
              <p className="locked-reason">
                {t("page.locked", { number: firstPending + 1, step: t(STEPS[s.flows[firstPending]!.type].title) })}
              </p>
            ) : null}
            {renderStep(flow, { client: client!, onUpdate: setSession, active: index === firstPending, livemode: s.livemode, pageUrl })}
          </li>
        ))}
      </ol>
    </Shell>
  );
}

/** A settled object, or an expired link: what happened, and the way back to the merchant when there is one. */
function Outcome(props: { status: string; returnUrl: string | null; returning: boolean; reviewDays?: number | null }) {
  const { t } = useI18n();
  const keys = outcomeKeys(props.status);
  return (
    <section className={`outcome ${OUTCOME_TONES[props.status] ?? "wait"}`} role="status" aria-live="polite">
      <h2>{t(keys.title)}</h2>
      <p>{t(keys.text, { days: props.reviewDays ?? undefined })}</p>
      {props.returnUrl && props.returning ? (
        <p>
          {t("page.returning")}{" "}
          <a href={props.returnUrl} className="button-link">
            {t("page.continueNow")}
          </a>
        </p>
      ) : props.returnUrl && props.status !== "processing" ? (
        <p>
          <a href={props.returnUrl} className="button-link">
            {t("page.goBack")}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The merchant, once: their logo when set (named as their logo, so a screen reader says whose
 * page this is even from the image), and their name on one line, cut with an ellipsis when long;
 * the whole name stays in the heading's text (read by screen readers) and in its tooltip.
 */
function MerchantTitle(props: { merchant: SdkMerchant }) {
  const { t } = useI18n();
  const [before = "", after = ""] = t("page.verifyFor", { merchant: "\u0000" }).split("\u0000");
  return (
    <div className="merchant">
      {props.merchant.logo_url ? <img className="merchant-logo" src={props.merchant.logo_url} alt={t("page.logoAlt", { merchant: props.merchant.name })} width={40} height={40} referrerPolicy="no-referrer" /> : null}
      <h1 title={props.merchant.name}>
        {before.trim() ? <span className="verify-for">{before.trim()}</span> : null}{" "}
        <span className="merchant-name">{props.merchant.name}</span>
        {after.trim() ? <span className="verify-for">{after.trim()}</span> : null}
      </h1>
    </div>
  );
}

function Shell(props: { merchant?: SdkMerchant; testMode?: boolean; wallet?: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const accent = props.merchant?.accent_color;
  return (
    <main className="card" style={accent ? ({ "--accent": accent } as React.CSSProperties) : undefined}>
      <div className="topline">
        {props.testMode ? <p className="test-banner">{t("page.testBanner")}</p> : <span />}
        <LanguageSwitcher />
      </div>
      {props.merchant ? <MerchantTitle merchant={props.merchant} /> : <h1>{t("page.verification")}</h1>}
      {props.children}
      {/* What the page says about keys holds only where a wallet signs. */}
      <footer>{props.wallet ? `${t("page.footer")} ${t("page.footerWallet")}` : t("page.footer")}</footer>
    </main>
  );
}
