import { useEffect, useState } from "react";
import { discoverWallets, type SdkSession, type VerifyClient, type WalletFlow, type WalletInfo } from "../sdk/proofbase-verify";
import { inWords } from "./messages";

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

export function WalletStep(props: { flow: WalletFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean }) {
  const { flow, client, onUpdate, active } = props;
  const [wallets, setWallets] = useState<WalletInfo[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (flow.status === "pending") void discoverWallets().then(setWallets);
  }, [flow.status]);

  if (flow.status === "verified")
    return <p className="done-line">Wallet {flow.address ? <code>{short(flow.address)}</code> : null} confirmed.</p>;

  async function prove(wallet: WalletInfo) {
    setBusy(wallet.info.uuid);
    setError(null);
    try {
      onUpdate(await client.proveWallet(wallet.provider));
    } catch (e) {
      setError(inWords(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <p>
        Connect your wallet and sign a short message to prove it is yours. Signing is free and sends no transaction.
        {flow.address ? (
          <>
            {" "}
            Use the wallet <code>{short(flow.address)}</code>.
          </>
        ) : null}
      </p>
      {wallets === null ? (
        <p className="muted">Looking for wallets in this browser…</p>
      ) : wallets.length === 0 ? (
        <p className="notice" role="status">
          No wallet was found in this browser. Install a wallet extension (or open this page in your wallet app's browser), then reload.
        </p>
      ) : (
        <div className="wallet-list">
          {wallets.map((wallet) => (
            <button key={wallet.info.uuid} type="button" className="primary" disabled={!active || busy !== null} onClick={() => prove(wallet)}>
              {wallet.info.icon ? <img src={wallet.info.icon} alt="" width={20} height={20} /> : null}
              {busy === wallet.info.uuid ? "Check your wallet…" : `Connect ${wallet.info.name}`}
            </button>
          ))}
        </div>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
