import { prisma } from "../platform/db/client.js";
import { InvalidState, LimitReached } from "../platform/errors/domain-errors.js";
import type { SdkSubject } from "../flows/subject.js";
import { newId } from "../platform/ids.js";
import { CREDENTIAL_FORMAT, credentialIssuer, credentialVct, SELECTIVE_CLAIMS, statusEntry } from "./credential-format.js";
import { holderThumbprint as thumbprintOf, type HolderJwk } from "./holder-jwk.js";
import { signingKey } from "./issuer-keys.js";
import { sdJwtIssuer } from "./sd-jwt.js";
import { VicLifecycle } from "./vic-lifecycle.js";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : undefined);

/** Distinct holder keys (devices) one VIC's credentials may be bound to: issuance is bounded (docs/security.md). */
export const MAX_HOLDER_KEYS = 5;

/**
 * `POST /api/sdk/v1/credential`: an SD-JWT VC of the completed session's VIC, bound to the key the
 * person's device holds. `vic_id`, `tier`, `flows` (and `livemode`) are always disclosed;
 * `customer_address`, `phone_country`, `email_domain` (those the session has) are selectively
 * disclosable. Its status is the VIC's, at its own entry of a status list. One credential row
 * (one status entry) per VIC and holder key: the same device asking again gets the same row
 * re-signed; at most MAX_HOLDER_KEYS keys per VIC (`credential_limit_reached`). No claim value is stored.
 */
export async function issueCredential(subject: SdkSubject, holderJwk: HolderJwk) {
  if (subject.kind !== "verification_session") throw new InvalidState("Only a completed verification session issues a credential.");
  // The session's VIC and its credential rows came with the client token's statement (src/flows/subject.ts).
  const vic = subject.vic;
  if (!vic || VicLifecycle.parse(vic.status) !== "active")
    throw new InvalidState("This verification has no active VIC: a credential is issued after completion, until the VIC is revoked or expires.");
  if (vic.expiresAt.getTime() <= Date.now()) throw new InvalidState("This verification's VIC has expired.");

  const holderThumbprint = thumbprintOf(holderJwk);
  const key = await signingKey();
  const row =
    vic.credentials.find((held) => held.holderThumbprint === holderThumbprint) ??
    (await credentialRow({ id: vic.id, merchantId: subject.merchantId, mode: subject.mode }, holderThumbprint, key.kid));
  const selective = {
    customer_address: text(vic.customerAddress),
    phone_country: text(vic.signals.phone_country),
    email_domain: text(vic.signals.email_domain),
  };
  const present = SELECTIVE_CLAIMS.filter((claim) => selective[claim] !== undefined);
  const { idx, uri } = statusEntry(row.statusIdx);
  const payload = {
    iss: credentialIssuer(),
    vct: credentialVct(),
    iat: seconds(row.issuedAt),
    exp: seconds(vic.expiresAt),
    cnf: { jwk: holderJwk },
    status: { status_list: { idx, uri } },
    vic_id: vic.id,
    tier: vic.tier,
    flows: vic.flows,
    livemode: subject.mode === "live",
    ...Object.fromEntries(present.map((claim) => [claim, selective[claim]])),
  };
  const issuer = sdJwtIssuer(key);
  const credential = await issuer.issue(payload, { _sd: present } as never, { header: { kid: key.kid, typ: CREDENTIAL_FORMAT } });
  return { object: "credential" as const, format: CREDENTIAL_FORMAT, credential };
}

/**
 * The VIC's credential for this holder key: the stored one, or a new one while the VIC has fewer
 * than MAX_HOLDER_KEYS. The VIC's row is locked for the check and the insert, so concurrent
 * requests of one VIC (same key or not) take turns and the bound holds.
 */
async function credentialRow(vic: { id: string; merchantId: string; mode: "test" | "live" }, holderThumbprint: string, issuerKeyId: string) {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM vics WHERE id = ${vic.id} FOR UPDATE`;
    const held = await tx.credential.findMany({ where: { vicId: vic.id }, select: { id: true, statusIdx: true, issuedAt: true, holderThumbprint: true } });
    const same = held.find((row) => row.holderThumbprint === holderThumbprint);
    if (same) return same;
    if (held.length >= MAX_HOLDER_KEYS)
      throw new LimitReached(`This verification's credential is already held by ${MAX_HOLDER_KEYS} device keys; use one of those devices.`, "holder_keys");
    return tx.credential.create({
      data: { id: newId("credential"), vicId: vic.id, merchantId: vic.merchantId, mode: vic.mode, issuerKeyId, issuedAt: new Date(), holderThumbprint },
      select: { id: true, statusIdx: true, issuedAt: true, holderThumbprint: true },
    });
  });
}
