import { useState } from "react";
import { api, type Mode, type Review } from "../api";
import { reviewStatusValues } from "../api-types";
import { Link } from "../router";
import { CreatedRange, useFilters } from "../search";
import { ActionError, ActorName, Async, Badge, Button, DataTable, Dialog, Empty, ExportLink, PageHeader, Pager, SelectField, TextArea, TextField, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";

export function ResolveDialog({ mode, review, onClose, onResolved }: { mode: Mode; review: Review; onClose: () => void; onResolved: () => void }) {
  const [decision, setDecision] = useState<"approve" | "reject">("approve");
  const [tier, setTier] = useState("");
  const [note, setNote] = useState("");
  const action = useAction(() =>
    api.resolveReview(mode, review.id, { decision, ...(decision === "approve" && tier.trim() ? { tier: tier.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}) }),
  );
  const submit = async () => {
    if (await action.run()) {
      toast(decision === "approve" ? "Review approved" : "Review rejected");
      onResolved();
    }
  };
  return (
    <Dialog open title="Resolve review" onClose={onClose} onSubmit={submit} submitLabel={decision === "approve" ? "Approve" : "Reject"} submitVariant={decision === "approve" ? "primary" : "danger-solid"} busy={action.busy}>
      <p>
        Session <span className="mono">{review.verification_session}</span>
        {review.reason && (
          <>
            {" "}
            was flagged: {review.reason}
          </>
        )}
      </p>
      <fieldset>
        <legend>Decision</legend>
        <label className="check">
          <input type="radio" name="decision" value="approve" checked={decision === "approve"} onChange={() => setDecision("approve")} /> Approve: complete the session and mint a VIC
        </label>
        <label className="check">
          <input type="radio" name="decision" value="reject" checked={decision === "reject"} onChange={() => setDecision("reject")} /> Reject: fail the session
        </label>
      </fieldset>
      {decision === "approve" && (
        <TextField label="Tier (optional)" placeholder="verified" pattern="[a-z][a-z0-9_\-]{0,39}" value={tier} onChange={(e) => setTier(e.target.value)} hint="The VIC's tier; verified when left empty. Lower-case letters, digits, - and _." />
      )}
      <TextArea label="Note (optional)" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      <ActionError error={action.error} />
    </Dialog>
  );
}

const KEYS = ["status", "created_gte", "created_lt"] as const;

export function Reviews({ mode }: { mode: Mode }) {
  useTitle("Reviews");
  const can = useCan();
  const filters = useFilters(KEYS);
  // The queue: flagged reviews unless another status is asked for ("all" shows every review).
  const status = filters.values.status || "flagged";
  const page = useApi(
    (signal) => api.listReviews(mode, { ...filters.query, status: status === "all" ? null : status }, signal),
    `${mode} ${filters.key}`,
  );
  const [resolving, setResolving] = useState<Review | null>(null);
  return (
    <>
      <PageHeader
        title="Reviews"
        sub="Sessions your decision rules sent to a person. Open one to see its evidence, then approve or reject it."
        actions={<ExportLink mode={mode} list="reviews" filters={{ ...filters.query, status: status === "all" ? null : status, cursor: null }} />}
      />
      <div className="filters">
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => filters.set({ status: e.target.value === "flagged" ? "" : e.target.value })}
          options={[...reviewStatusValues.map((s) => ({ value: s, label: s === "flagged" ? "Flagged (the queue)" : s })), { value: "all", label: "All reviews" }]}
        />
        <CreatedRange gte={filters.values.created_gte} lt={filters.values.created_lt} onChange={(c) => filters.set(c)} />
      </div>
      <Async loaded={page}>
        {(p) =>
          p.data.length === 0 ? (
            <Empty title={status === "flagged" ? "The review queue is empty" : "No reviews"}>
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
                    label: "Action",
                    render: (r) =>
                      r.status !== "flagged" ? (
                        <>
                          <Time iso={r.resolved_at} />
                          <ResolvedBy review={r} />
                        </>
                      ) : can("reviews:resolve") ? (
                        <Button small variant="primary" onClick={() => setResolving(r)} aria-label={`Resolve review ${r.id}`}>
                          Resolve
                        </Button>
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
      {resolving && (
        <ResolveDialog
          mode={mode}
          review={resolving}
          onClose={() => setResolving(null)}
          onResolved={() => {
            setResolving(null);
            page.reload();
          }}
        />
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
