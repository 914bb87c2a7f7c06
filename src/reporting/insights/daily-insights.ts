import type { Owner } from "../../http/auth/owner.js";
import { FLOW_NAMES } from "../../flows/registry.js";
import type { DailyInsights } from "./insights-schema.js";
import { flowStepsByDay, sessionOutcomesByDay } from "./session-funnel.js";
import { webhookOutcomesByDay } from "./webhook-outcomes.js";
import { outcomesByCountry, outcomesByReason, outcomesByRule } from "./outcome-breakdown.js";

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The UTC days from `days - 1` days ago through today, oldest first. */
export function utcDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => isoDay(new Date(today - (days - 1 - i) * DAY_MS)));
}

/**
 * The dashboard's charts: per UTC day, the session funnel (created, each flow requested /
 * started / verified, then completed, failed, reviewed) with completion and review rates, and
 * webhook deliveries with their success rate; and over the whole range, failed and expired sessions
 * by reason, settled ones by deciding rule, all by country. Counted by SQL aggregates; days without data are zeros.
 */
export async function dailyInsights(owner: Owner, days: number): Promise<DailyInsights> {
  const dates = utcDays(days);
  const from = new Date(`${dates[0]}T00:00:00.000Z`);
  const [outcomes, steps, webhooks, byReason, byRule, byCountry] = await Promise.all([
    sessionOutcomesByDay(owner, from),
    flowStepsByDay(owner, from),
    webhookOutcomesByDay(owner, from),
    outcomesByReason(owner, from),
    outcomesByRule(owner, from),
    outcomesByCountry(owner, from),
  ]);
  const outcomeOf = new Map(outcomes.map((o) => [o.day, o]));
  const webhookOf = new Map(webhooks.map((w) => [w.day, w]));
  const stepOf = new Map(steps.map((s) => [`${s.day} ${s.flow}`, s]));

  const sessions = dates.map((date) => {
    const o = outcomeOf.get(date);
    const created = o?.created ?? 0;
    const reviewed = o?.reviewed ?? 0;
    const completed = o?.completed ?? 0;
    return {
      date,
      created,
      flows: FLOW_NAMES.map((flow) => {
        const s = stepOf.get(`${date} ${flow}`);
        return { flow, requested: s?.requested ?? 0, started: s?.started ?? 0, verified: s?.verified ?? 0 };
      }),
      completed,
      failed: o?.failed ?? 0,
      reviewed,
      in_review: o?.in_review ?? 0,
      expired: o?.expired ?? 0,
      canceled: o?.canceled ?? 0,
      sandbox: o?.sandbox ?? 0,
      completion_rate: share(completed, created),
      review_rate: share(reviewed, created),
    };
  });
  const deliveries = dates.map((date) => {
    const w = webhookOf.get(date);
    const succeeded = w?.succeeded ?? 0;
    const exhausted = w?.exhausted ?? 0;
    return {
      date,
      deliveries: w?.deliveries ?? 0,
      succeeded,
      exhausted,
      in_flight: w?.in_flight ?? 0,
      canceled: w?.canceled ?? 0,
      success_rate: share(succeeded, succeeded + exhausted),
    };
  });
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const created = sum(sessions, (s) => s.created);
  const completed = sum(sessions, (s) => s.completed);
  const reviewed = sum(sessions, (s) => s.reviewed);
  const succeeded = sum(deliveries, (d) => d.succeeded);
  const settled = succeeded + sum(deliveries, (d) => d.exhausted);
  return {
    object: "daily_insights",
    time_zone: "UTC",
    from: dates[0]!,
    to: dates.at(-1)!,
    sessions,
    webhooks: deliveries,
    totals: {
      created,
      completed,
      failed: sum(sessions, (s) => s.failed),
      expired: sum(sessions, (s) => s.expired),
      reviewed,
      sandbox: sum(sessions, (s) => s.sandbox),
      completion_rate: share(completed, created),
      review_rate: share(reviewed, created),
      deliveries: sum(deliveries, (d) => d.deliveries),
      webhook_success_rate: share(succeeded, settled),
    },
    by_reason: byReason,
    by_rule: byRule,
    by_country: byCountry,
    livemode: owner.mode === "live",
  };
}
