import type { Ledger } from "./ledger.js";
import { PORTAL_PLAN } from "./portal-attack.js";
import { describeCounts, tally, type Row } from "./reconcile.js";

/**
 * The portal attacker's rows (docs/chaos.md): /healthz probes answered in over 1 s (or not at all
 * within the probe's timeout) while a simulation or an export ran on that api. Too little portal
 * work to check the bound (fewer answered simulations or exports than PORTAL_PLAN asks, or no probe
 * during them) counts 1, so a run that did no portal work cannot pass.
 */
export function reconcilePortal(ledger: Ledger): Row[] {
  const work = ledger.portalWork;
  const during = ledger.healthProbes.filter((p) => work.some((w) => w.api === p.api && w.startedAt <= p.sentAt && p.sentAt < w.endedAt));
  // Refused or reset at once: the api was down (a fault killed it), not held.
  const answered = during.filter((p) => p.status !== null || p.code === "TimeoutError");
  const slow = answered.filter((p) => p.status === null || p.ms > PORTAL_PLAN.slowProbeMs);
  const done = (action: string) => work.filter((w) => w.action === action && w.status === 200);
  const simulations = done("simulate").filter((w) => w.rows === PORTAL_PLAN.simulationLimit);
  const exports = done("export");
  const unchecked = simulations.length < PORTAL_PLAN.minSimulations || exports.length < PORTAL_PLAN.minExports || answered.length === 0;
  const sorted = answered.map((p) => p.ms).sort((a, b) => a - b);
  const p99 = sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  const rows: Row[] = [];
  rows.push({
    kind: "loss",
    check: "api health probes over 1 s while portal work runs",
    value: slow.length + (unchecked ? 1 : 0),
    note: [
      unchecked ? `too little portal work to check the bound (counted 1: at least ${PORTAL_PLAN.minSimulations} simulations and ${PORTAL_PLAN.minExports} exports wanted)` : undefined,
      `${answered.length} probes during ${simulations.length} simulations of ${PORTAL_PLAN.simulationLimit} sessions x ${PORTAL_PLAN.draftRules} rules and ${exports.length} exports`,
      `slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
      slow.length ? `over 1 s at +${slow.slice(0, 5).map((p) => `${ledger.secondsSinceStart(p.sentAt)} s (api-${p.api + 1}, ${p.status === null ? "no answer" : `${p.ms.toFixed(0)} ms`})`).join(", ")}` : undefined,
    ]
      .filter(Boolean)
      .join("; "),
  });
  const notDone = work.filter((w) => w.status !== 200);
  rows.push({ kind: "info", check: "portal work by the viewer", value: work.length, note: describeCounts(tally(work, (w) => `${w.action} ${w.status ?? `no answer (${w.code})`}`)) });
  rows.push({
    kind: "info",
    check: "  exported rows",
    value: exports.reduce((n, w) => n + (w.rows ?? 0), 0),
    note: exports.length ? `${exports.length} exports of ${describeCounts(tally(exports, (w) => `${w.rows} rows`))}` : undefined,
  });
  rows.push({ kind: "info", check: "  not answered 200", value: notDone.length, note: describeCounts(tally(notDone, (w) => `${w.action} ${w.status ?? "no answer"} ${w.code ?? ""}`.trim())) || undefined });
  rows.push({
    kind: "info",
    check: "health probes in all",
    value: ledger.healthProbes.length,
    note: `${during.length} during portal work; not answered (api down): ${during.length - answered.length}`,
  });
  return rows;
}
