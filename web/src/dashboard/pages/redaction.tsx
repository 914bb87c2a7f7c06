import { useState, type ReactNode } from "react";
import type { Redaction } from "../api";
import { ActionError, Badge, Button, Dialog, Time, toast } from "../ui";
import { useAction } from "../use-action";

// Redaction in the dashboard (docs/privacy.md): the object's state, and the danger-zone action that asks for it.

/** A session's or customer's redaction as a badge: processing until the job has removed everything, then redacted. */
export function RedactionBadge({ redaction }: { redaction: Redaction }) {
  if (!redaction) return null;
  return redaction.status === "redacted" ? <Badge tone="neutral">Redacted</Badge> : <Badge tone="info">Redaction processing</Badge>;
}

/** The badge and when it was asked (the API gives the request's time, not the job's end). */
export function RedactionState({ redaction }: { redaction: NonNullable<Redaction> }) {
  return (
    <div className="notice info" data-testid="redaction-state">
      <p>
        <RedactionBadge redaction={redaction} />{" "}
        {redaction.status === "redacted" ? "Personal data removed; asked on " : "Personal data is being removed; asked on "}
        <Time iso={redaction.requested_at} />.
      </p>
    </div>
  );
}

/**
 * The "Redact personal data" danger zone: a confirm dialog that says what goes and what stays.
 * Rendered only for a role holding the route's permission, and only while nothing was asked yet.
 */
export function RedactDangerZone({ what, removed, kept, redact, onDone }: { what: string; removed: ReactNode; kept: ReactNode; redact: () => Promise<unknown>; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const action = useAction(redact);
  const submit = async () => {
    if (await action.run()) {
      setOpen(false);
      toast("Redaction requested");
      onDone();
    }
  };
  return (
    <section className="panel danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">Danger zone</h2>
      <p>Remove this {what}'s personal data for good. Ids, statuses and the credential stay, so you can still prove the verification happened.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Redact personal data
      </Button>
      <Dialog
        open={open}
        title={`Redact this ${what}'s personal data?`}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        submitLabel="Redact personal data"
        cancelLabel="Keep it"
        submitVariant="danger-solid"
        busy={action.busy}
      >
        <p>
          <strong>Removed:</strong> {removed}
        </p>
        <p>
          <strong>Kept:</strong> {kept}
        </p>
        <p>This cannot be undone.</p>
        <ActionError error={action.error} />
      </Dialog>
    </section>
  );
}
