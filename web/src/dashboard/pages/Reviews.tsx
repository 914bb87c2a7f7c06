import { useState } from "react";
import { api, type Mode, type Review } from "../api";
import { reviewStatusValues } from "../api-types";
import { Link, navigate, useLocation, withQuery } from "../router";
import { ActionError, ActorName, Async, Badge, Button, DataTable, Dialog, Empty, ExportLink, PageHeader, Pager, SelectField, TextArea, TextField, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useCan } from "../can";
import { useTitle } from "../use-title";

function ResolveDialog({ mode, review, onClose, onResolved }: { mode: Mode; review: Review; onClose: () => void; onResolved: () => void }) {
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

export function Reviews({ mode }: { mode: Mode }) {
  useTitle("Reviews");
  const can = useCan();
  const { pathname, search } = useLocation();
  // The queue: flagged reviews unless another status is asked for ("all" shows every review).
  const status = search.get("status") ?? "flagged";
  const cursor = search.get("cursor");
  const page = useApi((signal) => api.listReviews(mode, { status: status === "all" ? null : status, cursor }, signal), `${mode} ${status} ${cursor}`);
  const [resolving, setResolving] = useState<Review | null>(null);
  return (
    <>
      <PageHeader
        title="Reviews"
        sub="Sessions your decision rules sent to a person. Approve or reject each one."
        actions={<ExportLink mode={mode} list="reviews" filters={{ status: status === "all" ? null : status }} />}
      />
      <div className="filters">
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => navigate(withQuery(pathname, { status: e.target.value === "flagged" ? null : e.target.value }))}
          options={[...reviewStatusValues.map((s) => ({ value: s, label: s === "flagged" ? "Flagged (the queue)" : s })), { value: "all", label: "All reviews" }]}
        />
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
                  { label: "Review", render: (r) => <span className="mono">{r.id}</span> },
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
                          <div className="muted">
                            by <ActorName actor={r.resolved_by} empty="unknown" />
                          </div>
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
