import { useEffect, useState } from "react";
import { useI18n } from "../../verify/i18n/i18n";
import { qrSvg } from "../../verify/qr";
import { isMobileDevice, WALLET_APPS } from "./wallet-links";

/**
 * No wallet in this browser. On a phone: what a wallet is, links that open this page in a wallet
 * app's browser, and a way to continue on another device (a QR code of this page, or its link
 * copied or sent). On a desktop: a QR code of this page to continue on the phone. The address, token
 * included, is the link the person was given: it leaves the page only when they copy, send or scan
 * it (the page never shows it as text, so a screenshot does not carry it).
 */
export function NoWallet(props: { pageUrl: string }) {
  const { t } = useI18n();
  if (isMobileDevice())
    return (
      <div className="notice" role="status">
        <p>{t("wallet.noneMobile")}</p>
        <p>{t("wallet.whatIsWallet")}</p>
        <p>{t("wallet.openInApp")}</p>
        <ul className="wallet-apps">
          {WALLET_APPS.map((app) => (
            <li key={app.id}>
              <a className="wallet-app" href={app.link(props.pageUrl)} data-wallet={app.id} rel="noreferrer">
                {t("wallet.openIn", { wallet: app.name })}
              </a>
            </li>
          ))}
        </ul>
        <section className="other-device" aria-labelledby="other-device-title">
          <h3 id="other-device-title">{t("wallet.otherDeviceTitle")}</h3>
          <p>{t("wallet.otherDevice")}</p>
          <PageQrCode text={props.pageUrl} label={t("wallet.qrLabelOtherDevice")} />
          <SendLink pageUrl={props.pageUrl} />
        </section>
      </div>
    );
  return (
    <div className="notice" role="status">
      <p>{t("wallet.noneDesktop")}</p>
      <PageQrCode text={props.pageUrl} label={t("wallet.qrLabel")} />
    </div>
  );
}

/** Copy the page's link, or hand it to the phone's share sheet (when the browser has one). */
function SendLink(props: { pageUrl: string }) {
  const { t } = useI18n();
  const [said, setSaid] = useState<"copied" | "failed" | null>(null);
  const canShare = typeof navigator.share === "function";
  async function copy() {
    try {
      await navigator.clipboard.writeText(props.pageUrl);
      setSaid("copied");
    } catch {
      setSaid("failed");
    }
  }
  async function share() {
    try {
      await navigator.share({ url: props.pageUrl });
    } catch {
      /* closed without sending: nothing to say */
    }
  }
  return (
    <>
      <div className="row">
        <button type="button" className="secondary" onClick={() => void copy()}>
          {t("wallet.copyLink")}
        </button>
        {canShare ? (
          <button type="button" className="secondary" onClick={() => void share()}>
            {t("wallet.shareLink")}
          </button>
        ) : null}
      </div>
      <p className="muted" aria-live="polite">
        {said === "copied" ? t("wallet.linkCopied") : said === "failed" ? t("wallet.copyFailed") : null}
      </p>
    </>
  );
}

function PageQrCode(props: { text: string; label: string }) {
  const { t } = useI18n();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(props.text).then((markup) => current && setSvg(markup));
    return () => {
      current = false;
    };
  }, [props.text]);
  if (svg === null) return <p className="muted">{t("wallet.qrLoading")}</p>;
  return <div className="qr" role="img" aria-label={props.label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
