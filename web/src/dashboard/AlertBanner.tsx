import { api, type Mode, type TeamAlert } from "./api";
import { formatCount } from "./format";
import { Link } from "./router";
import { Time } from "./ui";
import { useApi } from "./use-api";

const pageOf = (mode: Mode, alert: TeamAlert) => (alert.kind === "review_queue" ? `/${mode}/reviews` : `/${mode}/developers/webhooks/${alert.subject}`);

function AlertText({ mode, alert }: { mode: Mode; alert: TeamAlert }) {
  if (alert.kind === "review_queue")
    return (
      <>
        <strong>{formatCount(alert.count)} reviews are waiting</strong>
        {alert.threshold !== null && <>, more than the {formatCount(alert.threshold)} your team set as its limit</>}.{" "}
        <Link to={pageOf(mode, alert)}>Open the review queue</Link>
      </>
    );
  return (
    <>
      <strong>
        Webhook endpoint <span className="mono">{alert.subject}</span> is failing
      </strong>
      {alert.count > 0 ? <>: its last {formatCount(alert.count)} delivery attempts all failed.</> : <>: it was turned off after its deliveries failed.</>}{" "}
      <Link to={pageOf(mode, alert)}>Open the endpoint</Link>
    </>
  );
}

/**
 * The open team alerts of the mode (docs/dashboard.md, "Alerts"), as a banner at the top of a
 * page: every one on the home page, the page's own kind (or one endpoint) elsewhere. Nothing is
 * shown while loading, on failure or with no alert: a banner never stands in a page's way.
 */
export function AlertBanner({ mode, kind, subject }: { mode: Mode; kind?: TeamAlert["kind"]; subject?: string }) {
  const alerts = useApi((signal) => api.alerts(mode, signal), `alerts ${mode}`);
  if (alerts.state !== "ok") return null;
  const shown = alerts.data.data.filter((a) => (kind === undefined || a.kind === kind) && (subject === undefined || a.subject === subject));
  if (shown.length === 0) return null;
  return (
    <section className="notice warn alert-banner" aria-label="Alerts" data-testid="alert-banner">
      <ul>
        {shown.map((alert) => (
          <li key={alert.id}>
            <AlertText mode={mode} alert={alert} /> <span className="muted">(since <Time iso={alert.opened_at} />)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
