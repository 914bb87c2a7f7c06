/**
 * The load generator's record of what it asked for and what the API acknowledged. A request the
 * API never answered (connection cut, api killed, timeout) is "no-answer": not acknowledged, so
 * never counted as a loss, whatever Postgres holds about it.
 */
export type Outcome = "acknowledged" | "refused" | "no-answer";

export interface CreateRecord {
  seq: number;
  merchant: number;
  api: number;
  sentAt: number;
  outcome: Outcome;
  /** HTTP status, null without an answer. */
  status: number | null;
  /** The session id of a 201. */
  sessionId?: string;
  detail?: string;
}

export interface CompletionRecord {
  sessionId: string;
  merchant: number;
  /** acknowledged: /wallet/verify answered 200 with the session `completed`. */
  outcome: Outcome;
  tries: number;
  detail?: string;
}

/** A redaction asked for a completed session (`POST .../redact`) and the personal value it must remove. */
export interface RedactionRecord {
  sessionId: string;
  merchant: number;
  /** acknowledged: 200 with a `redaction` object. */
  outcome: Outcome;
  /** The session's `metadata.chaos_person`, unique to it: found nowhere once redacted. */
  person: string;
  tries: number;
  detail?: string;
}

export interface FaultRecord {
  name: string;
  /** Seconds since the load started. */
  at: number;
  /** From the injection until the broken part was back (restarted, serving, reconnectable), in ms. */
  durationMs: number;
  note: string;
}

/** One request of the abuse load (scripts/chaos/abuse.ts) and its answer. */
export interface AbuseRecord {
  actor: "attacker" | "disabled";
  /** create-session, send-code:<series>, create-endpoint, wallet-challenge. */
  action: string;
  number?: string;
  from: string;
  sentAt: number;
  /** HTTP status, null without an answer. */
  status: number | null;
  /** The error code of a refusal, or how the request got no answer. */
  code?: string;
  /** Sent after the ops route acknowledged the disable of the account. */
  afterDisable: boolean;
}

/** One piece of the portal attacker's work (scripts/chaos/portal-attack.ts): a rule simulation or a CSV export. */
export interface PortalWorkRecord {
  action: "simulate" | "export";
  /** The api index it was sent to. */
  api: number;
  startedAt: number;
  endedAt: number;
  /** HTTP status, null without an answer. */
  status: number | null;
  code?: string;
  /** Sessions replayed (a simulation) or CSV rows received (an export), on a 200. */
  rows?: number;
}

/** One /healthz probe of the portal attack's prober. */
export interface HealthProbeRecord {
  api: number;
  sentAt: number;
  ms: number;
  /** HTTP status, null without an answer (refused while the api was down, or timed out). */
  status: number | null;
  code?: string;
}

/** One presentation by the credential actor (scripts/chaos/credential-attack.ts). */
export interface CredentialCheckRecord {
  /** Presented after its VIC's revocation was answered. */
  revoked: boolean;
  path: "endpoint" | "flow";
  at: number;
  status: number | null;
  accepted: boolean;
  reason?: string;
}

export class Ledger {
  readonly creates: CreateRecord[] = [];
  readonly completions: CompletionRecord[] = [];
  readonly redactions: RedactionRecord[] = [];
  readonly faults: FaultRecord[] = [];
  readonly abuse: AbuseRecord[] = [];
  readonly portalWork: PortalWorkRecord[] = [];
  readonly healthProbes: HealthProbeRecord[] = [];
  readonly credentialChecks: CredentialCheckRecord[] = [];
  /** When the ops route answered the disable of the abuse load's second account (ms since the epoch). */
  disabledAt: number | undefined;
  disableNote = "";
  /** Requests waiting for an answer, per api index (a fault can aim at a busy api). */
  readonly inFlight: number[] = [0, 0];
  loadStartedAt = 0;

  secondsSinceStart(at = Date.now()): number {
    return Math.round((at - this.loadStartedAt) / 100) / 10;
  }

  acknowledgedSessionIds(): string[] {
    return this.creates.flatMap((c) => (c.outcome === "acknowledged" && c.sessionId ? [c.sessionId] : []));
  }

  acknowledgedCompletionIds(): string[] {
    return this.completions.filter((c) => c.outcome === "acknowledged").map((c) => c.sessionId);
  }
}
