import { api, type Mode } from "../api";
import { formatCount, formatMonth } from "../format";
import { Link } from "../router";
import { Async, DataTable, Empty, Notice, PageHeader } from "../ui";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

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
  return (
    <>
      <PageHeader title="Usage and billing" sub="Completed live verifications are billed, one each. Test mode is free." />
      <section aria-labelledby="usage-title" className="stack">
        <h2 id="usage-title">Monthly usage</h2>
        {mode === "live" ? (
          <LiveUsage />
        ) : (
          <Notice tone="info">
            <p>
              Test verifications are never billed, so test mode has no usage. <Link to="/live/billing">Switch to live data</Link> to see your billable verifications.
            </p>
          </Notice>
        )}
      </section>
      <section aria-labelledby="billing-title" className="panel">
        <h2 id="billing-title">Billing settings</h2>
        <Notice tone="warn">
          <p>
            <strong>Not available yet.</strong> Connecting a Stripe customer id from the dashboard comes with the billing settings API (
            <code>GET/PUT /api/merchant/billing</code>), which is not part of this release.
          </p>
        </Notice>
      </section>
    </>
  );
}
