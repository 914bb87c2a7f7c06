import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Button } from "./Button";

/**
 * A modal on the native <dialog> (focus is moved in and kept there, Escape closes, focus goes
 * back to the opener on close). `onSubmit` makes
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
  // The control that opened the dialog gets focus back when it closes (WAI-ARIA dialog pattern),
  // however it closes: Cancel, Escape, the page closing it after a submit, or unmounting it.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
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
