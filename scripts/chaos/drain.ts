import { setTimeout as sleep } from "node:timers/promises";
import { withClient } from "../../src/platform/db/one-off-client.js";
import { ACTIVE_DELIVERY_STATUSES } from "../../src/events/webhooks/delivery-lifecycle.js";
import { SETTLED_STATUSES } from "../../src/sessions/state-machine.js";

export interface Backlog {
  deliveries: number;
  attestations: number;
  billingReports: number;
  /** Redactions whose work is due: asked and not done, for a session that has settled or a customer. */
  redactions: number;
}

/** What Postgres says is still due: deliveries with an attempt left, VICs not yet on chain, usage not yet reported. */
export async function readBacklog(databaseUrl: string): Promise<Backlog> {
  return withClient(databaseUrl, async (client) => {
    const count = async (sql: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
    return {
      deliveries: await count("SELECT count(*) AS n FROM webhook_deliveries WHERE status = ANY($1::text[])", [[...ACTIVE_DELIVERY_STATUSES]]),
      attestations: await count("SELECT count(*) AS n FROM vic_attestations WHERE status IN ('pending', 'submitted')"),
      billingReports: await count("SELECT count(*) AS n FROM billable_usage WHERE report_status = 'pending'"),
      redactions:
        (await count("SELECT count(*) AS n FROM verification_sessions WHERE redaction_status IN ('requested', 'processing') AND status = ANY($1::text[])", [[...SETTLED_STATUSES]])) +
        (await count("SELECT count(*) AS n FROM customers WHERE redaction_status IN ('requested', 'processing')")),
    };
  });
}

const isEmpty = (b: Backlog) => b.deliveries === 0 && b.attestations === 0 && b.billingReports === 0 && b.redactions === 0;

/** Waits (bounded) until nothing is due any more; returns how long it took and what was left. */
export async function drain(databaseUrl: string, maxMs: number, log: (line: string) => void): Promise<{ waitedMs: number; left: Backlog }> {
  const started = Date.now();
  let lastLog = 0;
  for (;;) {
    let backlog: Backlog;
    try {
      backlog = await readBacklog(databaseUrl);
    } catch (error) {
      if (Date.now() - started >= maxMs) throw new Error(`drain: Postgres did not answer (${(error as Error).message})`);
      log(`drain: could not read the backlog (${(error as Error).message}); trying again`);
      await sleep(1_000);
      continue;
    }
    const waitedMs = Date.now() - started;
    if (isEmpty(backlog) || waitedMs >= maxMs) return { waitedMs, left: backlog };
    if (Date.now() - lastLog >= 10_000) {
      lastLog = Date.now();
      log(`drain: ${backlog.deliveries} deliveries, ${backlog.attestations} attestations, ${backlog.billingReports} billing reports, ${backlog.redactions} redactions still due`);
    }
    await sleep(1_000);
  }
}
