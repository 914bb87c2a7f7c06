import { Badge } from "../ui";

/**
 * A session's signals in words: each as a row with its value read out (a country by name, a yes
 * or no), and the values a reviewer should look at twice flagged. The signals themselves are the
 * catalog's (GET /signal-catalog); this only says how to show them.
 */
const LABELS: Record<string, string> = {
  wallet_address: "Wallet address",
  wallet_type: "Wallet type",
  phone_country: "Phone country",
  phone_line_type: "Phone line type",
  phone_reused: "Phone verified another wallet",
  email_domain: "Email domain",
  email_disposable: "Disposable email",
  email_reused: "Email verified another customer",
};

/** Why a value deserves a second look, or null. */
const FLAGS: Record<string, (value: unknown) => string | null> = {
  email_disposable: (v) => (v === true ? "disposable address" : null),
  phone_line_type: (v) => (v === "voip" ? "VoIP number" : null),
  phone_reused: (v) => (v === true ? "number reused" : null),
  email_reused: (v) => (v === true ? "address reused" : null),
};

const WALLET_TYPES: Record<string, string> = { eoa: "Ordinary wallet", contract: "Smart-contract wallet" };
const LINE_TYPES: Record<string, string> = { mobile: "Mobile", fixed_line: "Fixed line", voip: "VoIP", unknown: "Unknown" };

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** An ISO 3166 alpha-2 code with its name ("France (FR)"); the code alone when it names no country. */
export function countryName(code: string): string {
  try {
    const name = regionNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

export const signalLabel = (name: string) => LABELS[name] ?? name.replaceAll("_", " ");

export function signalText(name: string, value: unknown): string {
  if (value === null || value === undefined) return "unknown";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (name.endsWith("_country") && typeof value === "string") return countryName(value);
  if (name === "wallet_type" && typeof value === "string") return WALLET_TYPES[value] ?? value;
  if (name === "phone_line_type" && typeof value === "string") return LINE_TYPES[value] ?? value;
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
}

export const signalFlag = (name: string, value: unknown): string | null => FLAGS[name]?.(value) ?? null;

/** The flags of a session's signals, for a queue row ("disposable address", "VoIP number"...). */
export function flagsOf(signals: Record<string, unknown> | null): string[] {
  return Object.entries(signals ?? {}).flatMap(([name, value]) => signalFlag(name, value) ?? []);
}

/** Every signal of a session as a labelled row, flagged values marked. */
export function SignalRows({ signals }: { signals: Record<string, unknown> }) {
  const entries = Object.entries(signals);
  if (entries.length === 0) return <p className="muted">The flows produced no signal.</p>;
  return (
    <dl className="props signals">
      {entries.map(([name, value]) => {
        const flag = signalFlag(name, value);
        return (
          <div key={name} className="signal-row" data-signal={name}>
            <dt>{signalLabel(name)}</dt>
            <dd className={name === "wallet_address" ? "mono" : undefined}>
              {signalText(name, value)} {flag && <Badge tone="warn">{flag}</Badge>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
