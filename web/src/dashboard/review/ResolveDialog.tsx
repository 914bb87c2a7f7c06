import { useState } from "react";
import { api, type Mode, type Review, type ResolveReviewBody } from "../api";
import { ActionError, Dialog, SelectField, TextArea, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";

type Decision = ResolveReviewBody["decision"];
type Reason = NonNullable<ResolveReviewBody["resolution_reason"]>;

/** The reasons a reviewer picks from, by decision (the API takes any of them; the dashboard offers the fitting ones). */
const REASONS: Record<Decision, Array<{ value: Reason; label: string }>> = {
  approve: [
    { value: "evidence_consistent", label: "The evidence is consistent" },
    { value: "known_customer", label: "A customer we know" },
    { value: "false_positive", label: "The rule flagged it wrongly" },
    { value: "other", label: "Other (say why in the note)" },
  ],
  reject: [
    { value: "suspected_fraud", label: "Suspected fraud" },
    { value: "disposable_or_reused_contact", label: "Disposable or reused phone or email" },
    { value: "country_not_served", label: "A country we do not serve" },
    { value: "duplicate_account", label: "A duplicate account" },
    { value: "other", label: "Other (say why in the note)" },
  ],
};

export const DEFAULT_TIER = "verified";

/** The tiers an approval can give: the default, and every tier the mode's approve rules give. */
function useTiers(mode: Mode): string[] {
  const rules = useApi((signal) => api.listRules(mode, signal), mode);
  const tiers = new Set([DEFAULT_TIER, ...(rules.data?.data ?? []).flatMap((r) => (r.action === "approve" && r.tier ? [r.tier] : []))]);
  return [...tiers];
}

/**
 * Resolves one review or the selected ones (contract section 22): no decision is chosen for the
 * reviewer, the reason comes from a list, the tier from the tiers in use. `onNext` offers "open
 * the next case afterwards" (the case view's resolve and next).
 */
export function ResolveDialog({
  mode,
  reviews,
  onClose,
  onResolved,
  offerNext = false,
}: {
  mode: Mode;
  reviews: Review[];
  onClose: () => void;
  onResolved: (next: boolean) => void;
  offerNext?: boolean;
}) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState<Reason | "">("");
  const [tier, setTier] = useState(DEFAULT_TIER);
  const [note, setNote] = useState("");
  const [next, setNext] = useState(offerNext);
  const [problem, setProblem] = useState<string | null>(null);
  const tiers = useTiers(mode);
  const bulk = reviews.length > 1;
  const action = useAction(async (body: ResolveReviewBody) => {
    if (!bulk) return { resolved: [await api.resolveReview(mode, reviews[0]!.id, body)], failed: [] };
    return api.bulkResolveReviews(mode, { reviews: reviews.map((r) => r.id), ...body });
  });
  const submit = async () => {
    if (!decision) return setProblem("Choose approve or reject.");
    if (!reason) return setProblem("Choose a reason.");
    setProblem(null);
    const body: ResolveReviewBody = {
      decision,
      resolution_reason: reason,
      ...(decision === "approve" && tier !== DEFAULT_TIER ? { tier } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const result = await action.run(body);
    if (!result) return;
    const verb = decision === "approve" ? "approved" : "rejected";
    if (result.failed.length > 0)
      toast(`${result.resolved.length} ${verb}; ${result.failed.length} left as they were (${result.failed.map((f) => f.error.message).join(" ")})`);
    else toast(bulk ? `${result.resolved.length} reviews ${verb}` : `Review ${verb}`);
    onResolved(next);
  };
  const label = !decision ? "Resolve" : decision === "approve" ? "Approve" : "Reject";
  return (
    <Dialog
      open
      title={bulk ? `Resolve ${reviews.length} reviews` : "Resolve review"}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={next ? `${label} and next` : label}
      submitVariant={decision === "reject" ? "danger-solid" : "primary"}
      busy={action.busy}
    >
      {bulk ? (
        <p>One decision for the {reviews.length} selected reviews; each is resolved on its own, and one another reviewer holds is left as it is.</p>
      ) : (
        <p>
          Session <span className="mono">{reviews[0]!.verification_session}</span>
          {reviews[0]!.reason && <> was flagged: {reviews[0]!.reason}</>}
        </p>
      )}
      <fieldset>
        <legend>Decision</legend>
        <label className="check">
          <input type="radio" name="decision" value="approve" checked={decision === "approve"} onChange={() => (setDecision("approve"), setReason(""))} /> Approve: complete the session and mint a VIC
        </label>
        <label className="check">
          <input type="radio" name="decision" value="reject" checked={decision === "reject"} onChange={() => (setDecision("reject"), setReason(""))} /> Reject: fail the session
        </label>
      </fieldset>
      {decision && (
        <SelectField
          label="Reason"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value as Reason)}
          options={[{ value: "", label: "Choose a reason…" }, ...REASONS[decision]]}
        />
      )}
      {decision === "approve" && (
        <SelectField
          label="Tier"
          value={tier}
          onChange={(e) => setTier(e.target.value)}
          options={tiers.map((t) => ({ value: t, label: t === DEFAULT_TIER ? `${t} (default)` : t }))}
          hint="The VIC's tier: the default, or one your approve rules give."
        />
      )}
      <TextArea label="Note (optional)" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      {offerNext && (
        <label className="check">
          <input type="checkbox" checked={next} onChange={(e) => setNext(e.target.checked)} /> Open the next case afterwards
        </label>
      )}
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <ActionError error={action.error} />
    </Dialog>
  );
}
