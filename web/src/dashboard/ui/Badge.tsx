type Tone = "good" | "bad" | "warn" | "info" | "test" | "neutral";

const TONES: Record<string, Tone> = {
  completed: "good",
  verified: "good",
  succeeded: "good",
  enabled: "good",
  approve: "good",
  confirmed: "good",
  resolved: "good",
  active: "good",
  failed: "bad",
  rejected: "bad",
  reject: "bad",
  decline: "bad",
  exhausted: "bad",
  suspended: "bad",
  revoked: "bad",
  requires_review: "warn",
  flagged: "warn",
  review: "warn",
  retrying: "warn",
  pending: "info",
  processing: "info",
  created: "info",
};

/** A status pill; the tone follows the word (completed is green, failed red, ...). */
export function Badge({ children, tone }: { children: string; tone?: Tone }) {
  const t = tone ?? TONES[children] ?? "neutral";
  return <span className={`badge ${t === "neutral" ? "" : t}`}>{children.replaceAll("_", " ")}</span>;
}
