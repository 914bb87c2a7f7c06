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
      { label: "Created", values: insights.sessions.map((d) => d.created) },
      { label: "Completed", values: insights.sessions.map((d) => d.completed) },
      { label: "Failed", values: insights.sessions.map((d) => d.failed) },
      { label: "Sent to review", values: insights.sessions.map((d) => d.reviewed) },
    ],
    [insights],
  );
  const rates = useMemo(
    () => [
      { label: "Completion rate", values: insights.sessions.map((d) => d.completion_rate) },
      { label: "Review rate", values: insights.sessions.map((d) => d.review_rate) },
      { label: "Webhook success rate", values: insights.webhooks.map((d) => d.success_rate) },
    ],
    [insights],
  );
  const webhooks = useMemo(
    () => [
      { label: "Deliveries", values: insights.webhooks.map((d) => d.deliveries) },
      { label: "Succeeded", values: insights.webhooks.map((d) => d.succeeded) },
      { label: "Failed for good", values: insights.webhooks.map((d) => d.exhausted) },
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
        <Kpi label="Review rate" value={formatRate(totals.review_rate)} />
        <Kpi label="Webhook success rate" value={formatRate(totals.webhook_success_rate)} />
      </div>
      <section className="panel" aria-labelledby="funnel-title">
        <h2 id="funnel-title">Funnel</h2>
        <p className="muted">Sessions created in the period, then each flow they asked for: begun by the person, then passed. Then how the sessions ended.</p>
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
          Of {formatCount(totals.created)} sessions: {formatCount(totals.completed)} completed ({formatRate(totals.completion_rate)}), {formatCount(totals.reviewed)} went to review (
          {formatRate(totals.review_rate)}).
        </p>
      </section>
      <LineChart title="Sessions per day" days={days} series={outcomes} kind="count" />
      <LineChart title="Completion, review and webhook success rates" days={days} series={rates} kind="rate" />
      <LineChart title="Webhook deliveries per day" days={days} series={webhooks} kind="count" />
    </div>
  );
}

export function Insights({ mode }: { mode: Mode }) {
  useTitle("Insights");
  const { pathname, search } = useLocation();
  const days = RANGES.some((r) => r.value === search.get("days")) ? search.get("days")! : "30";
  const insights = useApi((signal) => api.insights(mode, Number(days), signal), `${mode} ${days}`);
  return (
    <>
      <PageHeader title="Insights" sub="How many people finish, per day. Days are UTC calendar days; today counts so far." />
      <div className="filters">
        <SelectField label="Period" value={days} onChange={(e) => navigate(withQuery(pathname, { days: e.target.value === "30" ? null : e.target.value }))} options={RANGES} />
      </div>
      <Async loaded={insights}>{(data) => <Charts insights={data} />}</Async>
    </>
  );
}
