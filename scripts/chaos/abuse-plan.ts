/**
 * What the abuse load (scripts/chaos/abuse.ts) tries, and the bounds the services run with for
 * it (processes.ts passes ABUSE_LIMITS as their env). Data only: the load and the reconcile both
 * read it, so the rows check exactly the budgets the services were given.
 */
export const ABUSE_LIMITS = {
  perMerchantPerDay: 12,
  perNumberPerHour: 3,
  perIpPerHour: 5,
  endpointsPerMode: 16,
} as const;

/** Which bound a series of send-code requests is aimed at. */
export type SmsSeries = "refused-line" | "one-victim" | "one-address" | "many-numbers" | "disabled-account";

export interface SmsTry {
  series: SmsSeries;
  /** The attacker or the account that gets disabled. */
  actor: "attacker" | "disabled";
  number: string;
  /** The loopback address the request leaves from (all of 127.0.0.0/8 is loopback on Linux). */
  from: string;
}

/** Numbers no text may ever reach: premium-rate, toll-free, VoIP, and a number of no country. */
export const REFUSED_NUMBERS = ["+19002345678", "+449098790000", "+18002345678", "+445612345678", "+870773111632"];
export const VICTIM_NUMBER = "+12015550100";

const range = (n: number) => [...Array(n).keys()];

/** The attacker's tries, interleaved so that every series runs across the whole load (and its faults). */
export function attackerTries(): SmsTry[] {
  const series: SmsTry[][] = [
    range(10).map((i) => ({ series: "refused-line", actor: "attacker", number: REFUSED_NUMBERS[i % REFUSED_NUMBERS.length]!, from: `127.0.2.${i + 1}` })),
    // Each from its own address and session: only the per-number budget stands in the way.
    range(15).map((i) => ({ series: "one-victim", actor: "attacker", number: VICTIM_NUMBER, from: `127.0.3.${i + 1}` })),
    // One address, a new number and session each time: the per-address budget.
    range(15).map((i) => ({ series: "one-address", actor: "attacker", number: `+1201555${1000 + i}`, from: "127.0.4.1" })),
    // New number, address and session each time: the account's daily budget.
    range(16).map((i) => ({ series: "many-numbers", actor: "attacker", number: `+4474001230${10 + i}`, from: `127.0.5.${i + 1}` })),
  ];
  const longest = Math.max(...series.map((s) => s.length));
  return range(longest).flatMap((i) => series.flatMap((s) => (s[i] ? [s[i]] : [])));
}

/** The second account's texts before it is disabled (ordinary numbers, each from its own address). */
export function disabledAccountTries(count: number): SmsTry[] {
  return range(count).map((i) => ({ series: "disabled-account", actor: "disabled", number: `+4474005550${10 + i}`, from: `127.0.6.${i + 1}` }));
}
