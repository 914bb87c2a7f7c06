import { useMemo } from "react";
import { api, type DailyInsights, type Mode } from "../api";
import { formatCount, formatRate } from "../format";
import { navigate, useLocation, withQuery } from "../router";
import { Async, DataTable, PageHeader, SelectField } from "../ui";
import { LineChart } from "../ui/LineChart";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

const RANGES = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
];

type FlowTotals = { flow: string; requested: number; started: number; verified: number };
const DEFAULT_DAYS = "7";

const REASONS: Record<string, string> = {
  verification_declined: "Declined by a rule",
  review_rejected: "Rejected in review",
  session_expired: "Expired before the end",
  sms_failed: "The text message could not be sent",
  email_failed: "The email could not be sent",
  unknown: "No reason recorded",
};
const FLOW_STEPS: Record<string, string> = { wallet: "the wallet step", phone: "the phone step", email: "the email step" };
const regionName = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(undefined, { type: "region" }) : null;
const countryLabel = (code: string | null) => (code === null ? "No phone number" : `${regionName?.of(code) ?? code} (${code})`);

function reasonLabel(row: DailyInsights["by_reason"][number]): string {
  const reason = REASONS[row.reason] ?? row.reason;
  return row.flow ? `${reason}: stopped at ${FLOW_STEPS[row.flow] ?? row.flow}` : reason;
}

function WhyPanels({ insights }: { insights: DailyInsights }) {
  const { by_reason, by_rule, by_country } = insights;
  return (
    <section className="panel stack" aria-labelledby="why-title">
      <h2 id="why-title">Why sessions ended as they did</h2>
      {by_reason.length === 0 ? (
        <p className="muted">No session failed or expired in the period.</p>
      ) : (
        <DataTable
          caption="Failed and expired sessions by reason"
          rowKey={(r) => `${r.outcome} ${r.reason} ${r.flow ?? ""}`}
          rows={by_reason}
          columns={[
            { label: "Outcome", render: (r) => (r.outcome === "failed" ? "Failed" : "Expired") },
            { label: "Reason", render: reasonLabel },
            { label: "Sessions", render: (r) => formatCount(r.count) },
          ]}
        />
      )}
      {by_rule.length > 0 && (
        <DataTable
          caption="Settled sessions by deciding rule"
          rowKey={(r) => r.rule_id ?? "none"}
          rows={by_rule}
          columns={[
            { label: "Rule", render: (r) => (r.rule_id === null ? "No rule (sandbox, reviewer or fallback)" : r.rule_name ?? `${r.rule_id} (deleted)`) },
            { label: "Completed", render: (r) => formatCount(r.completed) },
            { label: "Failed", render: (r) => formatCount(r.failed) },
            { label: "In review", render: (r) => formatCount(r.requires_review) },
          ]}
        />
      )}
      {by_country.length > 0 && (
        <DataTable
          caption="Sessions by phone number country"
          rowKey={(r) => r.country ?? "none"}
          rows={by_country}
          columns={[
            { label: "Country", render: (r) => countryLabel(r.country) },
            { label: "Created", render: (r) => formatCount(r.created) },
            { label: "Completed", render: (r) => formatCount(r.completed) },
            { label: "Failed", render: (r) => formatCount(r.failed) },
            { label: "Expired", render: (r) => formatCount(r.expired) },
          ]}
        />
      )}
    </section>
  );
}

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <div className="kpi">
      <div className="value">{value}</div>
      <div className="label">{label}</div>
    </div>
  );
}

function Charts({ insights }: { insights: DailyInsights }) {
  const days = useMemo(() => insights.sessions.map((d) => d.date), [insights]);
  const outcomes = useMemo(
    () => [
      { label: "Created", values: insights.sessions.map((d) => d.created), tone: "neutral" as const },
      { label: "Completed", values: insights.sessions.map((d) => d.completed), tone: "good" as const },
      { label: "Failed", values: insights.sessions.map((d) => d.failed), tone: "bad" as const },
      { label: "Expired", values: insights.sessions.map((d) => d.expired), tone: "muted" as const },
      { label: "Sent to review", values: insights.sessions.map((d) => d.reviewed), tone: "attention" as const },
    ],
    [insights],
  );
  const rates = useMemo(
    () => [
      { label: "Completion rate", values: insights.sessions.map((d) => d.completion_rate), tone: "good" as const },
      { label: "Review rate", values: insights.sessions.map((d) => d.review_rate), tone: "attention" as const },
      { label: "Webhook success rate", values: insights.webhooks.map((d) => d.success_rate), tone: "other" as const },
    ],
    [insights],
  );
  const webhooks = useMemo(
    () => [
      { label: "Deliveries", values: insights.webhooks.map((d) => d.deliveries), tone: "neutral" as const },
      { label: "Succeeded", values: insights.webhooks.map((d) => d.succeeded), tone: "good" as const },
      { label: "Failed for good", values: insights.webhooks.map((d) => d.exhausted), tone: "bad" as const },
    ],
    [insights],
  );
  const flows: FlowTotals[] = useMemo(() => {
    const totals = new Map<string, FlowTotals>();
    for (const day of insights.sessions)
      for (const f of day.flows) {
        const t = totals.get(f.flow) ?? { flow: f.flow, requested: 0, started: 0, verified: 0 };
        t.requested += f.requested;
        t.started += f.started;
        t.verified += f.verified;
        totals.set(f.flow, t);
      }
    return [...totals.values()];
  }, [insights]);
  const { totals } = insights;
  const share = (part: number, whole: number) => formatRate(whole === 0 ? null : part / whole);
  return (
    <div className="stack">
      <div className="kpis">
        <Kpi label="Sessions created" value={formatCount(totals.created)} />
        <Kpi label="Completion rate" value={formatRate(totals.completion_rate)} />
        <Kpi label="Failed" value={formatCount(totals.failed)} />
        <Kpi label="Expired" value={formatCount(totals.expired)} />
        <Kpi label="Review rate" value={formatRate(totals.review_rate)} />
        <Kpi label="Webhook success rate" value={formatRate(totals.webhook_success_rate)} />
      </div>
      <section className="panel" aria-labelledby="funnel-title">
        <h2 id="funnel-title">Funnel</h2>
        <p className="muted">
          Sessions created in the period, then each flow they asked for: begun by the person, then passed. Then how the sessions ended.
          {totals.sandbox > 0 && ` ${formatCount(totals.sandbox)} test sessions settled by the sandbox (no person saw them) are left out of the flows.`}
        </p>
        <DataTable
          caption="Funnel per flow"
          rowKey={(f) => f.flow}
          rows={flows}
          columns={[
            { label: "Flow", render: (f) => f.flow },
            { label: "Asked for", render: (f) => formatCount(f.requested) },
            { label: "Begun", render: (f) => `${formatCount(f.started)} (${share(f.started, f.requested)})` },
            { label: "Passed", render: (f) => `${formatCount(f.verified)} (${share(f.verified, f.requested)})` },
          ]}
        />
        <p>
          Of {formatCount(totals.created)} sessions: {formatCount(totals.completed)} completed ({formatRate(totals.completion_rate)}), {formatCount(totals.failed)} failed,{" "}
          {formatCount(totals.expired)} expired, {formatCount(totals.reviewed)} went to review ({formatRate(totals.review_rate)}).
        </p>
      </section>
      <WhyPanels insights={insights} />
      <LineChart title="Sessions per day" days={days} series={outcomes} kind="count" />
      <LineChart title="Completion, review and webhook success rates" days={days} series={rates} kind="rate" />
      <LineChart title="Webhook deliveries per day" days={days} series={webhooks} kind="count" />
    </div>
  );
}

export function Insights({ mode }: { mode: Mode }) {
  useTitle("Insights");
  const { pathname, search } = useLocation();
  const days = RANGES.some((r) => r.value === search.get("days")) ? search.get("days")! : DEFAULT_DAYS;
  const insights = useApi((signal) => api.insights(mode, Number(days), signal), `${mode} ${days}`);
  return (
    <>
      <PageHeader title="Insights" sub="How many people finish, per day, and why the others did not. Days are UTC calendar days; today counts so far." />
      <div className="filters">
        <SelectField label="Period" value={days} onChange={(e) => navigate(withQuery(pathname, { days: e.target.value === DEFAULT_DAYS ? null : e.target.value }))} options={RANGES} />
      </div>
      <Async loaded={insights}>{(data) => <Charts insights={data} />}</Async>
    </>
  );
}
