import { withClient } from "../../src/platform/db/one-off-client.js";
import { vicHash } from "../../src/chain/vic-credential.js";
import type { LocalChain } from "../../test/support/anvil.js";
import { readChainAttestations } from "../../test/support/eas-reader.js";
import type { StripeServer } from "../../test/support/stripe-server.js";
import type { ReceivedSms } from "../../test/support/twilio-server.js";
import { ABUSE_LIMITS, REFUSED_NUMBERS } from "./abuse-plan.js";
import type { Ledger } from "./ledger.js";
import { describeCounts, tally, type Row } from "./reconcile.js";
import type { LiveAccount } from "./setup.js";

export interface AbuseSources {
  ledger: Ledger;
  attacker: LiveAccount;
  disabled: LiveAccount;
  texts: ReceivedSms[];
  stripe: StripeServer;
  chain: LocalChain;
  databaseUrl: string;
}

/** Texts over `allowed` in each group, as "group: n over". */
const overBy = (counts: Map<string, number>, allowed: number) => [...counts.entries()].flatMap(([group, n]) => (n > allowed ? [{ group, over: n - allowed }] : []));
const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * The abuse load's rows: what the Twilio stand-in received against each SMS budget, what the
 * disabled account still caused after operations disabled it, and the endpoint cap (docs/chaos.md).
 */
export async function reconcileAbuse(sources: AbuseSources): Promise<Row[]> {
  const { ledger, attacker, disabled, texts, stripe } = sources;
  const rows: Row[] = [];
  const loss = (check: string, value: number, note?: string) => rows.push({ kind: "loss", check, value, note });
  const info = (check: string, value: number | string, note?: string) => rows.push({ kind: "info", check, value, note });
  const sends = ledger.abuse.filter((r) => r.action.startsWith("send-code:") && r.number);

  // The budgets are Redis windows: a Redis loss starts every window anew, so each run of Redis
  // (the first, and one more per loss) may spend each budget once.
  const redisLosses = ledger.faults.filter((f) => f.name.startsWith("Redis")).length;
  const lifetimes = 1 + redisLosses;
  const numberActors = new Map(sends.map((r) => [r.number!, r.actor]));
  const addressesOf = new Map<string, Set<string>>();
  for (const r of sends) addressesOf.set(r.number!, (addressesOf.get(r.number!) ?? new Set()).add(r.from));

  const refusedLine = texts.filter((t) => REFUSED_NUMBERS.includes(t.to));
  const unasked = texts.filter((t) => !numberActors.has(t.to));
  const perNumber = overBy(tally(texts, (t) => t.to), ABUSE_LIMITS.perNumberPerHour * lifetimes);
  // A number asked for from one address only is that address's text (the victim's come from many).
  const singleAddress = texts.filter((t) => addressesOf.get(t.to)?.size === 1);
  const perAddress = overBy(tally(singleAddress, (t) => [...addressesOf.get(t.to)!][0]!), ABUSE_LIMITS.perIpPerHour * lifetimes);
  const perAccount = overBy(tally(texts.filter((t) => numberActors.has(t.to)), (t) => numberActors.get(t.to)!), ABUSE_LIMITS.perMerchantPerDay * lifetimes);
  const excess = refusedLine.length + unasked.length + [...perNumber, ...perAddress, ...perAccount].reduce((n, o) => n + o.over, 0);
  loss(
    "SMS sent beyond budgets",
    excess,
    [
      `to refused line types or countries: ${refusedLine.length}`,
      `to numbers nobody asked for: ${unasked.length}`,
      `over ${ABUSE_LIMITS.perNumberPerHour}/number/h: ${perNumber.length ? perNumber.map((o) => `${o.group} +${o.over}`).join(" ") : 0}`,
      `over ${ABUSE_LIMITS.perIpPerHour}/address/h: ${perAddress.length ? perAddress.map((o) => `${o.group} +${o.over}`).join(" ") : 0}`,
      `over ${ABUSE_LIMITS.perMerchantPerDay}/account/day: ${perAccount.length ? perAccount.map((o) => `${o.group} +${o.over}`).join(" ") : 0}`,
      `each budget × ${lifetimes} Redis lifetime(s)`,
    ].join("; "),
  );

  // The disabled account: nothing live may happen for it once operations' disable was answered.
  const disabledAt = ledger.disabledAt ?? Number.POSITIVE_INFINITY;
  const textsAfter = texts.filter((t) => numberActors.get(t.to) === "disabled" && performance.timeOrigin + t.receivedAt > disabledAt);
  // It completes no session in the whole run (it only asks for texts), so any VIC, attestation or meter event of it came after the disable.
  const vicIds = await withClient(sources.databaseUrl, async (client) =>
    (await client.query<{ id: string }>("SELECT id FROM vics WHERE merchant_id = $1 AND mode = 'live'", [disabled.merchantId])).rows.map((r) => r.id),
  );
  const hashes = new Set(vicIds.map((id) => vicHash(id)));
  const attested = (await readChainAttestations(sources.chain)).filter((a) => hashes.has(a.vicHash));
  const metered = [...stripe.events.values()].filter((e) => e.payload.stripe_customer_id === disabled.stripeCustomerId);
  const answered = ledger.abuse.filter((r) => r.actor === "disabled" && r.afterDisable && is2xx(r.status));
  loss(
    "live side effects of disabled accounts",
    textsAfter.length + attested.length + metered.length + answered.length + (ledger.disabledAt === undefined ? 1 : 0),
    `${ledger.disabledAt === undefined ? "the disable was never acknowledged (counted 1: the kill switch went unchecked); " : ""}after the disable was acknowledged: texts ${textsAfter.length}, attestations ${attested.length} (live VICs ${vicIds.length}), meter events ${metered.length}, live requests answered 2xx ${answered.length}`,
  );

  const endpoints = await withClient(sources.databaseUrl, async (client) =>
    (
      await client.query<{ mode: string; n: string }>(
        "SELECT mode::text AS mode, count(*) AS n FROM webhook_endpoints WHERE merchant_id = $1 AND deleted_at IS NULL GROUP BY mode",
        [attacker.merchantId],
      )
    ).rows,
  );
  const floods = ledger.abuse.filter((r) => r.action === "create-endpoint");
  loss(
    "webhook endpoints beyond the cap",
    endpoints.reduce((n, e) => n + Math.max(0, Number(e.n) - ABUSE_LIMITS.endpointsPerMode), 0),
    `the attacker holds ${endpoints.map((e) => `${e.n} ${e.mode}`).join(", ") || "none"} (cap ${ABUSE_LIMITS.endpointsPerMode} per mode); ${floods.filter((r) => r.status === 201).length} of ${floods.length} creates answered 201`,
  );

  const refused = ledger.abuse.filter((r) => !is2xx(r.status));
  info("abuse requests sent", ledger.abuse.length, describeCounts(tally(ledger.abuse, (r) => r.action)));
  info("  refused, by code", refused.length, describeCounts(tally(refused, (r) => (r.status === null ? `no answer (${r.code})` : `${r.status} ${r.code ?? ""}`.trim()))) || undefined);
  for (const action of [...new Set(refused.map((r) => r.action))].sort())
    info(`    ${action}`, refused.filter((r) => r.action === action).length, describeCounts(tally(refused.filter((r) => r.action === action), (r) => `${r.status ?? "no answer"} ${r.code ?? ""}`.trim())));
  const seriesOf = new Map(sends.map((r) => [r.number!, r.action.slice("send-code:".length)]));
  info("texts at the Twilio stand-in", texts.length, describeCounts(tally(texts, (t) => seriesOf.get(t.to) ?? "unasked")) || undefined);
  info("Redis losses while the abuse ran", redisLosses, "each starts every budget window anew (the counters live in Redis)");
  info("disable of the second account", ledger.disabledAt ? "done" : "never acknowledged", ledger.disableNote || undefined);
  return rows;
}
