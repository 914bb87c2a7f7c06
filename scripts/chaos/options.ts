/** How long and how hard one chaos run is. */
export interface ChaosOptions {
  mode: "quick" | "soak";
  /** Session creates per second, across both api processes. */
  createsPerSecond: number;
  /** Every n-th acknowledged create is completed as a live verification through the SDK API. */
  completeEvery: number;
  /** Every n-th acknowledged completion is redacted. */
  redactEvery: number;
  /** Load runs this long; faults are spread over it. */
  loadSeconds: number;
  /** Quiet time before the first fault and after the last one, so each fault meets a steady load. */
  leadSeconds: number;
  /** Upper bound on waiting, after the load, for nothing to be due any more. */
  drainSeconds: number;
  /** Keep the temp directory (logs, Postgres data) even when every check passes. */
  keep: boolean;
  /** The services reach Postgres through a PgBouncer in transaction mode (migrations directly). */
  pgbouncer: boolean;
}

const usage = "usage: npm run chaos [-- --quick | --soak --minutes N] [--keep] [--pgbouncer]";

export function parseOptions(argv: string[]): ChaosOptions {
  let mode: ChaosOptions["mode"] = "quick";
  let minutes: number | undefined;
  let keep = false;
  let pgbouncer = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--quick") mode = "quick";
    else if (arg === "--soak") mode = "soak";
    else if (arg === "--keep") keep = true;
    else if (arg === "--pgbouncer") pgbouncer = true;
    else if (arg === "--minutes") minutes = Number(argv[++i]);
    else throw new Error(`unknown argument "${arg}"\n${usage}`);
  }
  if (minutes !== undefined && (!Number.isFinite(minutes) || minutes < 1)) throw new Error(`--minutes takes a number >= 1\n${usage}`);
  if (mode === "quick") {
    if (minutes !== undefined) throw new Error(`--minutes goes with --soak\n${usage}`);
    // Sized to finish in well under 5 minutes on a 2-core machine, start-up and drain included.
    return { mode, createsPerSecond: 10, completeEvery: 3, redactEvery: 2, loadSeconds: 140, leadSeconds: 10, drainSeconds: 100, keep, pgbouncer };
  }
  return { mode, createsPerSecond: 10, completeEvery: 3, redactEvery: 2, loadSeconds: Math.round((minutes ?? 30) * 60), leadSeconds: 15, drainSeconds: 180, keep, pgbouncer };
}
