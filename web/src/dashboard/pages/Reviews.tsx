import { useState } from "react";
import { api, type Mode, type Review, type ReviewQueueItem, type ReviewQueueList } from "../api";
import { reviewStatusValues } from "../api-types";
import { useCan } from "../can";
import { formatAge, formatCount, shortAddress } from "../format";
import { holderName, openNextCase } from "../review/claim";
import { ResolveDialog } from "../review/ResolveDialog";
import { countryName, flagsOf } from "../review/signals";
import { Link } from "../router";
import { CreatedRange, useFilters } from "../search";
import { AlertBanner } from "../AlertBanner";
import { ActionError, ActorName, Async, Badge, Button, DataTable, Empty, ExportLink, PageHeader, Pager, SelectField, Time, type Column, SavedViews } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

const KEYS = ["status", "created_gte", "created_lt"] as const;

/** A queue row's key signals: where the phone is from, and every flag. */
function KeySignals({ item }: { item: ReviewQueueItem }) {
  const country = typeof item.signals?.phone_country === "string" ? item.signals.phone_country : null;
  const flags = flagsOf(item.signals);
  if (!item.signals) return <span className="muted">No signals yet</span>;
  return (
    <span className="key-signals">
      {country && <span>{countryName(country)}</span>} {flags.map((flag) => <Badge key={flag} tone="warn">{flag}</Badge>)}
      {!country && flags.length === 0 && <span className="muted">Nothing flagged</span>}
    </span>
  );
}

/** The review queue as case work (contract section 22): oldest first, with customer, key signals, age and who holds each case. */
function Queue({ mode, queue, reload }: { mode: Mode; queue: ReviewQueueList; reload: () => void }) {
  const can = useCan();
  const worker = can("reviews:resolve");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<Review[] | null>(null);
  const claim = useAction((id: string) => api.claimReview(mode, id));
  const open = queue.data.filter((item) => !item.claim || item.claim.mine);
  const toggle = (id: string, on: boolean) => setSelected((prev) => (on ? new Set([...prev, id]) : new Set([...prev].filter((x) => x !== id))));
  if (queue.data.length === 0)
    return (
      <Empty title="The review queue is empty">
        <p>A session goes to review when a decision rule with the review action matches it.</p>
      </Empty>
    );
  const columns: Column<ReviewQueueItem>[] = [
    ...(worker
      ? [
          {
            label: "Select",
            render: (item: ReviewQueueItem) =>
              item.claim && !item.claim.mine ? null : (
                <input type="checkbox" aria-label={`Select review ${item.review.id}`} checked={selected.has(item.review.id)} onChange={(e) => toggle(item.review.id, e.target.checked)} />
              ),
          },
        ]
      : []),
    {
      label: "Customer",
      render: (item) => (
        <>
          <Link className={item.customer_address ? "mono" : undefined} to={`/${mode}/reviews/${item.review.id}`} title={item.customer_address ?? undefined}>
            {item.customer_address ? shortAddress(item.customer_address) : "No wallet yet"}
          </Link>
          <div className="muted mono queue-session">{item.review.verification_session}</div>
        </>
      ),
    },
    { label: "Key signals", render: (item) => <KeySignals item={item} /> },
    { label: "Reason", render: (item) => item.review.reason ?? <span className="muted">—</span> },
    {
      label: "Waiting",
      render: (item) => (
        <span title={item.review.created_at}>
          {formatAge(item.review.created_at)} <span className="visually-hidden">since <Time iso={item.review.created_at} /></span>
        </span>
      ),
    },
    {
      label: "Held by",
      render: (item) => (item.claim ? <Badge tone={item.claim.mine ? "info" : "neutral"}>{holderName(item.claim)}</Badge> : <span className="muted">Nobody</span>),
    },
    {
      label: "Action",
      render: (item) =>
        !worker ? (
          <Link to={`/${mode}/reviews/${item.review.id}`}>View</Link>
        ) : item.claim && !item.claim.mine ? (
          <Link to={`/${mode}/reviews/${item.review.id}`}>View</Link>
        ) : item.claim?.mine ? (
          <Link to={`/${mode}/reviews/${item.review.id}`}>Continue</Link>
        ) : (
          <Button small onClick={async () => (await claim.run(item.review.id)) && reload()} aria-label={`Claim review ${item.review.id}`} disabled={claim.busy}>
            Claim
          </Button>
        ),
    },
  ];
  const chosen = open.filter((item) => selected.has(item.review.id));
  return (
    <>
      <p className="muted" role="status">
        {formatCount(queue.open)}
        {queue.open >= queue.open_cap ? "+" : ""} waiting, oldest first{queue.data.length < queue.open ? ` (the oldest ${queue.data.length} shown)` : ""}.
      </p>
      {worker && (
        <div className="bulk-bar">
          <Button small disabled={chosen.length === 0} onClick={() => setBulk(chosen.map((item) => item.review))}>
            Resolve selected ({chosen.length})
          </Button>
          {chosen.length > 0 && (
            <Button small onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          )}
        </div>
      )}
      <ActionError error={claim.error} />
      {/* The target of the "Skip to the review queue" link (Layout.tsx): the next Tab reaches the oldest case. */}
      <div id="review-queue" tabIndex={-1}>
        <DataTable caption="Review queue, oldest first" rowKey={(item) => item.review.id} rows={queue.data} columns={columns} />
      </div>
      {bulk && (
        <ResolveDialog
          mode={mode}
          reviews={bulk}
          onClose={() => setBulk(null)}
          onResolved={() => {
            setBulk(null);
            setSelected(new Set());
            reload();
          }}
        />
      )}
    </>
  );
}

/** Resolved (or every) review, newest first: the history, filtered by date. */
function History({ mode, status, query, cacheKey }: { mode: Mode; status: string; query: Record<string, string | null>; cacheKey: string }) {
  const page = useApi((signal) => api.listReviews(mode, { ...query, status: status === "all" ? null : status }, signal), `${mode} ${cacheKey}`);
  return (
    <Async loaded={page}>
      {(p) =>
        p.data.length === 0 ? (
          <Empty title="No reviews">
            <p>A session goes to review when a decision rule with the review action matches it.</p>
          </Empty>
        ) : (
          <>
            <DataTable
              caption="Reviews"
              rowKey={(r) => r.id}
              rows={p.data}
              columns={[
                { label: "Review", render: (r) => <Link className="mono" to={`/${mode}/reviews/${r.id}`}>{r.id}</Link> },
                { label: "Session", render: (r) => <Link className="mono" to={`/${mode}/verifications/${r.verification_session}`}>{r.verification_session}</Link> },
                { label: "Reason", render: (r) => r.reason ?? <span className="muted">—</span> },
                {
                  label: "Status",
                  render: (r) => (
                    <>
                      <Badge>{r.status}</Badge> {r.decision && <Badge>{r.decision}</Badge>} {r.tier && <span className="muted">tier {r.tier}</span>}
                      {r.note && <div className="muted">“{r.note}”</div>}
                    </>
                  ),
                },
                { label: "Flagged", render: (r) => <Time iso={r.created_at} /> },
                {
                  label: "Resolved",
                  render: (r) =>
                    r.status !== "flagged" ? (
                      <>
                        <Time iso={r.resolved_at} />
                        <ResolvedBy review={r} />
                      </>
                    ) : (
                      <span className="muted">Waiting for a reviewer</span>
                    ),
                },
              ]}
            />
            <Pager nextCursor={p.next_cursor} count={p.data.length} />
          </>
        )
      }
    </Async>
  );
}

export function Reviews({ mode }: { mode: Mode }) {
  useTitle("Reviews");
  const can = useCan();
  const filters = useFilters(KEYS);
  // The queue: flagged reviews unless another status is asked for ("all" shows every review).
  const status = filters.values.status || "flagged";
  const queueView = status === "flagged" && !filters.values.created_gte && !filters.values.created_lt;
  const queue = useApi((signal) => (queueView ? api.reviewQueueCases(mode, signal) : Promise.resolve(null)), `${mode} ${filters.key}`);
  const next = useAction(() => openNextCase(mode));
  return (
    <>
      <AlertBanner mode={mode} kind="review_queue" />
      <PageHeader
        title="Reviews"
        sub="Sessions your decision rules sent to a person, the one waiting longest first. Claim one (or take the next case), look at its evidence, then approve or reject it."
        actions={
          <>
            {can("reviews:resolve") && (
              <Button variant="primary" onClick={() => void next.run()} disabled={next.busy}>
                Next case
              </Button>
            )}
            <ExportLink mode={mode} list="reviews" filters={{ ...filters.query, status: status === "all" ? null : status, cursor: null }} />
          </>
        }
      />
      <ActionError error={next.error} />
      <div className="filters">
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => filters.set({ status: e.target.value === "flagged" ? "" : e.target.value })}
          options={[...reviewStatusValues.map((s) => ({ value: s, label: s === "flagged" ? "Flagged (the queue)" : s })), { value: "all", label: "All reviews" }]}
        />
        <CreatedRange gte={filters.values.created_gte} lt={filters.values.created_lt} onChange={(c) => filters.set(c)} />
      </div>
      <SavedViews />
      {queueView ? (
        <Async loaded={queue}>{(q) => (q ? <Queue mode={mode} queue={q} reload={queue.reload} /> : null)}</Async>
      ) : (
        <History mode={mode} status={status} query={filters.query} cacheKey={filters.key} />
      )}
    </>
  );
}

/** Who resolved the review, when the API says (the audit work adds it to the review object). */
export function ResolvedBy({ review }: { review: Review }) {
  return (
    <div className="muted">
      by <ActorName actor={review.resolved_by} empty="unknown" />
    </div>
  );
}
