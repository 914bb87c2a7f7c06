import { useState } from "react";
import { Button } from "./Button";

export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
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
      <Button small onClick={copy}>
        {label}
      </Button>
      <span role="status" className="muted">
        {copied === true ? "Copied" : copied === false ? "Copy failed: select the text and copy it" : ""}
      </span>
    </>
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
