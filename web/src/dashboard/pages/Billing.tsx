import { api, ApiError, type BillingSettings, type Mode } from "../api";
import { useAuth } from "../auth";
import { formatCount, formatMonth } from "../format";
import { Link } from "../router";
import { ActionError, Async, Button, Copyable, DataTable, Empty, Notice, PageHeader } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";

const goToStripe = async () => {
  const setup = await api.startBillingSetup();
  window.location.assign(setup.url);
};

/**
 * Why live access last changed, in words for the account's people: Stripe's setup, or what
 * Proofbase support wrote (`ops: ...`). Internal notes (the CLI's, the dev server's) are not shown.
 */
function liveAccessReason(reason: string | null | undefined): string | null {
  if (reason === "stripe_checkout") return "a payment method was added with Stripe.";
  if (reason?.startsWith("ops: ")) return `Proofbase support: ${reason.slice(5)}`;
  return null;
}

/**
 * The next step when this installation has no billing provider (`billing_not_configured`): live
 * mode is then turned on by whoever runs Proofbase, for an account they know by its id.
 */
function ActivationByOperator() {
  const { account } = useAuth();
  const id = account?.account.id ?? "";
  return (
    <Notice tone="info">
      <div className="stack" data-testid="billing-next-step">
        <p>
          <strong>Online billing is not set up on this Proofbase server</strong>, so live mode cannot be activated with a card here.
        </p>
        <p>
          <strong>Next step:</strong> ask your Proofbase operator (the team that runs this server) to enable live mode for your account. Give them its id:
        </p>
        <Copyable value={id} what="account id" />
        <p className="muted">
          Operators enable it with <code>npm run cli -- live-access --email OWNER_EMAIL --enable</code>, or set up Stripe billing (<code>BILLING_PROVIDER=stripe</code>) so owners can
          activate it here. Test mode keeps working meanwhile.
        </p>
        <p>
          <a href={`mailto:?subject=${encodeURIComponent("Please enable Proofbase live mode")}&body=${encodeURIComponent(`Please enable live mode for the Proofbase account ${id}.`)}`}>
            Write to your operator
          </a>{" "}
          · <Link to="/test/get-started">Back to the first steps</Link>
        </p>
      </div>
    </Notice>
  );
}

const notConfigured = (error: unknown) => error instanceof ApiError && error.code === "billing_not_configured";

/** Live access (on, or why not) and the Stripe setup that turns it on. */
function LiveAccess({ billing }: { billing: BillingSettings }) {
  const can = useCan();
  const setup = useAction(goToStripe);
  const returned = new URLSearchParams(window.location.search).get("activation");
  return (
    <div className="stack">
      {billing.live_enabled ? (
        <Notice tone="good">
          <p>
            <strong>Live mode is enabled.</strong> Live keys and live verifications work.
          </p>
        </Notice>
      ) : (
        <Notice tone="warn">
          <p>
            <strong>Live mode is not enabled.</strong>{" "}
            {billing.self_serve_setup
              ? "Add a payment method with Stripe to activate it; until then live keys and live requests are refused."
              : "Until it is, live keys and live requests are refused."}
            {returned === "success" && " Stripe is confirming your setup: this page shows live mode enabled once it has."}
          </p>
        </Notice>
      )}
      {liveAccessReason(billing.live_enabled_reason) && <p className="muted">Last change: {liveAccessReason(billing.live_enabled_reason)}</p>}
      <p>
        Live verifications not reported to billing yet: <strong data-testid="usage-pending">{formatCount(billing.usage_pending)}</strong> waiting,{" "}
        <strong data-testid="usage-failed">{formatCount(billing.usage_failed)}</strong> refused by Stripe (reported again once billing is active).
      </p>
      {can("billing:write") && billing.self_serve_setup && (
        <div>
          <Button variant="primary" disabled={setup.busy} onClick={() => void setup.run()}>
            {billing.live_enabled ? "Update payment method" : "Activate live mode"}
          </Button>
        </div>
      )}
      {!billing.live_enabled && (!billing.self_serve_setup || notConfigured(setup.error)) ? <ActivationByOperator /> : <ActionError error={setup.error} />}
    </div>
  );
}

function BillingPanel() {
  const billing = useApi((signal) => api.billing(signal), "billing");
  return <Async loaded={billing}>{(settings) => <LiveAccess billing={settings} />}</Async>;
}

function LiveUsage() {
  const usage = useApi((signal) => api.usage(signal), "usage");
  return (
    <Async loaded={usage}>
      {(list) =>
        list.data.length === 0 ? (
          <Empty title="No billable verifications yet">
            <p>Every completed live verification counts once, in the month it completes (UTC).</p>
          </Empty>
        ) : (
          <DataTable
            caption="Billable verifications per month"
            rowKey={(u) => u.month}
            rows={list.data}
            columns={[
              { label: "Month", render: (u) => formatMonth(u.month) },
              { label: "Verifications", render: (u) => formatCount(u.verifications) },
            ]}
          />
        )
      }
    </Async>
  );
}

export function Billing({ mode }: { mode: Mode }) {
  useTitle("Usage and billing");
  const { account } = useAuth();
  return (
    <>
      <PageHeader title="Usage and billing" sub="Completed live verifications are billed, one each. Test mode is free." />
      <section aria-labelledby="usage-title" className="stack">
        <h2 id="usage-title">Monthly usage</h2>
        {mode === "live" && account?.live_enabled ? (
          <LiveUsage />
        ) : mode === "live" ? (
          <Notice tone="info">
            <p>Live mode is not enabled yet: there is no live usage.</p>
          </Notice>
        ) : (
          <Notice tone="info">
            <p>
              Test verifications are never billed, so test mode has no usage. <Link to="/live/billing">Switch to live data</Link> to see your billable verifications.
            </p>
          </Notice>
        )}
      </section>
      <section aria-labelledby="billing-title" className="panel">
        <h2 id="billing-title">Live mode and billing</h2>
        <BillingPanel />
      </section>
    </>
  );
}
