import { useEffect, useState } from "react";
import type { SdkSession, VerifyClient } from "../../sdk/proofbase-verify";
import { discoverWallets, type WalletInfo } from "./eip1193";
import type { WalletFlow } from "./flow";
import { useI18n } from "../../verify/i18n/i18n";
import { ErrorLine, useStepAction } from "../../verify/step-action";
import { NoWallet } from "./NoWallet";
import { defineStep } from "../../verify/step-kit";

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

export function WalletStep(props: { flow: WalletFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; pageUrl: string }) {
  const { flow, client, onUpdate, active } = props;
  const { t } = useI18n();
  const [wallets, setWallets] = useState<WalletInfo[] | null>(null);
  const { busy, error, run } = useStepAction<string>();

  useEffect(() => {
    if (flow.status === "pending") void discoverWallets().then(setWallets);
  }, [flow.status]);

  if (flow.status === "verified") {
    if (!flow.address) return <p className="done-line">{t("wallet.confirmedNoAddress")}</p>;
    const [before, after] = t("wallet.confirmed", { address: "\u0000" }).split("\u0000");
    return (
      <p className="done-line">
        {before}
        <code>{short(flow.address)}</code>
        {after}
      </p>
    );
  }

  const prove = (wallet: WalletInfo) => run(wallet.info.uuid, async () => onUpdate(await client.proveWallet(wallet.provider)));

  return (
    <div>
      <p>
        {t("wallet.intro")}
        {flow.address ? <> {t("wallet.useWallet", { address: short(flow.address) })}</> : null}
      </p>
      {wallets === null ? (
        <p className="muted">{t("wallet.looking")}</p>
      ) : wallets.length === 0 ? (
        <NoWallet pageUrl={props.pageUrl} />
      ) : (
        <div className="wallet-list">
          {wallets.map((wallet) => (
            <button key={wallet.info.uuid} type="button" className="primary" disabled={!active || busy !== null} onClick={() => prove(wallet)}>
              {wallet.info.icon ? <img src={wallet.info.icon} alt="" width={20} height={20} /> : null}
              {busy === wallet.info.uuid ? t("wallet.checkWallet") : t("wallet.connect", { name: wallet.info.uuid === "injected" ? t("wallet.browserWallet") : wallet.info.name })}
            </button>
          ))}
        </div>
      )}
      <ErrorLine error={error} />
    </div>
  );
}

/** The wallet flow's step on the hosted page (web/src/verify/steps.tsx). */
export const step = defineStep("wallet", (flow, p) => <WalletStep flow={flow} client={p.client} onUpdate={p.onUpdate} active={p.active} pageUrl={p.pageUrl} />);
