import { useEffect, useState } from "react";
import { Button } from "./Button";

/**
 * Copies `text` to the clipboard. `what` names it for screen readers ("Copy session id"); the
 * result is announced in a polite status next to it, then cleared.
 */
export function CopyButton({ text, label = "Copy", what }: { text: string; label?: string; what?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied !== true) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <Button small onClick={copy} aria-label={what ? `${label} ${what}` : undefined}>
        {label}
      </Button>
      <span role="status" className="muted copy-status">
        {copied === true ? "Copied" : copied === false ? "Copy failed: select the text and copy it" : ""}
      </span>
    </>
  );
}

/**
 * An id, address or hash shown whole (in one piece: it breaks only between tokens, never
 * mid-token on wide screens) with a copy button. `children` replaces the text (a link to it).
 */
export function Copyable({ value, what, children }: { value: string; what: string; children?: React.ReactNode }) {
  return (
    <span className="copyable">
      <span className="mono token">{children ?? value}</span>
      <CopyButton text={value} what={what} />
    </span>
  );
}

/** A secret shown once (API key, signing secret): the warning, the value and a copy button. */
export function SecretOnce({ label, value, what }: { label: string; value: string; what: string }) {
  return (
    <div>
      <div className="notice warn" role="alert">
        <p>
          <strong>Copy this {what} now.</strong> It is shown only once: Proofbase keeps only a hash of it and cannot show it again.
        </p>
      </div>
      <div className="secret">
        <code aria-label={label}>{value}</code>
        <CopyButton text={value} label={`Copy ${what}`} />
      </div>
    </div>
  );
}
