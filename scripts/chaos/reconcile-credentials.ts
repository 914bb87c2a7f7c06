import type { Ledger } from "./ledger.js";
import { describeCounts, tally, type Row } from "./reconcile.js";

/**
 * The credential actor's rows (docs/chaos.md): presentations of a revoked credential that were
 * accepted, by the relying merchant's endpoint or its hosted-page flow. No accepted control (the
 * same credential before its revocation) or no answered presentation after one counts 1: the run
 * did not check the bound.
 */
export function reconcileCredentials(ledger: Ledger): Row[] {
  const checks = ledger.credentialChecks;
  const accepted = checks.filter((c) => c.revoked && c.accepted);
  const answeredAfterRevocation = checks.filter((c) => c.revoked && c.status !== null);
  const unchecked = !checks.some((c) => !c.revoked && c.accepted) || answeredAfterRevocation.length === 0;
  return [
    {
      kind: "loss",
      check: "revoked credentials accepted",
      value: accepted.length + (unchecked ? 1 : 0),
      note: [
        unchecked ? "no accepted control presentation or no answered presentation after a revocation (counted 1: the bound went unchecked)" : undefined,
        accepted.length ? `accepted at +${accepted.slice(0, 5).map((c) => `${ledger.secondsSinceStart(c.at)} s (${c.path})`).join(", ")}` : undefined,
        `${answeredAfterRevocation.length} answered presentations after a revocation`,
      ]
        .filter(Boolean)
        .join("; "),
    },
    {
      kind: "info",
      check: "credential presentations",
      value: checks.length,
      note: describeCounts(tally(checks, (c) => `${c.revoked ? "revoked" : "control"} ${c.path} ${c.status ?? "no answer"}${c.accepted ? " accepted" : ` ${c.reason ?? ""}`}`.trim())),
    },
  ];
}
