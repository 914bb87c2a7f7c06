import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Button } from "./Button";

/**
 * A modal on the native <dialog> (focus is moved in and kept there, Escape closes). `onSubmit` makes
 * its body a form, so Enter submits and the fields are validated by the browser first.
 */
export function Dialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel = "Cancel",
  submitVariant = "primary",
  busy,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  submitVariant?: "primary" | "danger-solid";
  busy?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  const titleId = `${title.replace(/\W+/g, "-").toLowerCase()}-title`;
  const actions = (
    <div className="dialog-actions">
      <Button onClick={onClose}>{onSubmit ? cancelLabel : "Close"}</Button>
      {onSubmit && (
        <Button type="submit" variant={submitVariant} disabled={busy}>
          {busy ? "Working…" : submitLabel}
        </Button>
      )}
    </div>
  );
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {open &&
        (onSubmit ? (
          <form onSubmit={submit}>
            <h2 id={titleId}>{title}</h2>
            {children}
            {actions}
          </form>
        ) : (
          <div className="dialog-body">
            <h2 id={titleId}>{title}</h2>
            {children}
            {actions}
          </div>
        ))}
    </dialog>
  );
}
