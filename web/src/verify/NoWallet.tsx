import { useEffect, useState } from "react";
import { useI18n } from "./i18n/i18n";
import { qrSvg } from "./qr";
import { isMobileDevice, WALLET_APPS } from "./wallet-links";

/**
 * No wallet in this browser. On a phone: links that open this page in a wallet app's browser. On
 * a desktop: a QR code of this page (drawn here; its address, token included, stays in the page)
 * to continue on the phone.
 */
export function NoWallet(props: { pageUrl: string }) {
  const { t } = useI18n();
  if (isMobileDevice())
    return (
      <div className="notice" role="status">
        <p>{t("wallet.noneMobile")}</p>
        <ul className="wallet-apps">
          {WALLET_APPS.map((app) => (
            <li key={app.id}>
              <a className="wallet-app" href={app.link(props.pageUrl)} data-wallet={app.id} rel="noreferrer">
                {t("wallet.openIn", { wallet: app.name })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="notice" role="status">
      <p>{t("wallet.noneDesktop")}</p>
      <PageQrCode text={props.pageUrl} />
    </div>
  );
}

function PageQrCode(props: { text: string }) {
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
  return <div className="qr" role="img" aria-label={t("wallet.qrLabel")} dangerouslySetInnerHTML={{ __html: svg }} />;
}
