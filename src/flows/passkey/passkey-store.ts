import { prisma, type Db, type Tx } from "../../platform/db/client.js";
import { newIdWithPrefix } from "../../platform/ids.js";
import { PASSKEY_ID_PREFIX } from "./errors.js";
import type { Passkey } from "../../platform/generated/prisma/client.js";
import type { SdkSubject } from "../subject.js";
import type { Ceremony } from "./challenge-store.js";

// The flow's side of the `passkeys` table: what a ceremony reads and writes. A customer's view
// of its passkeys (list, delete) is src/customers/customer-passkeys.ts.

type Scope = Pick<SdkSubject, "merchantId" | "mode">;

/** The passkeys registered to `address` for this merchant and mode. */
export function passkeysOf(subject: Scope, address: string): Promise<Pick<Passkey, "credentialId" | "transports">[]> {
  return prisma.passkey.findMany({
    where: { merchantId: subject.merchantId, mode: subject.mode, customerAddress: address },
    select: { credentialId: true, transports: true },
    orderBy: { createdAt: "asc" },
  });
}

/** The passkey with this credential id (base64url) for this merchant and mode, whoever it is registered to. */
export function passkeyByCredential(db: Db, subject: Scope, credentialId: string): Promise<Passkey | null> {
  return db.passkey.findUnique({ where: { merchantId_mode_credentialId: { merchantId: subject.merchantId, mode: subject.mode, credentialId } } });
}

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  backedUp: boolean;
  deviceType: string;
}

/** Registers a credential to `address`; nothing when this merchant and mode already have it (the caller reads who does). */
export async function registerPasskey(tx: Tx, subject: SdkSubject, address: string, passkey: NewPasskey): Promise<void> {
  await tx.passkey.createMany({
    data: [
      {
        id: newIdWithPrefix(PASSKEY_ID_PREFIX),
        merchantId: subject.merchantId,
        mode: subject.mode,
        customerAddress: address,
        credentialId: passkey.credentialId,
        publicKey: Uint8Array.from(passkey.publicKey),
        counter: BigInt(passkey.counter),
        transports: passkey.transports,
        backedUp: passkey.backedUp,
        deviceType: passkey.deviceType,
        registeredBy: subject.id,
        lastUsedAt: new Date(),
      },
    ],
    skipDuplicates: true,
  });
}

/**
 * Records a successful authentication: the new signature counter (only forward, so a late
 * concurrent answer cannot move it back), whether it is backed up now, and when it was used.
 */
export async function recordPasskeyUse(tx: Tx, id: string, counter: number, backedUp: boolean): Promise<void> {
  await tx.$executeRaw`
    UPDATE passkeys SET counter = GREATEST(counter, ${BigInt(counter)}), backed_up = ${backedUp}, last_used_at = now()
     WHERE id = ${id}`;
}

/**
 * The ceremony this object's passkey flow runs (or ran): registration when this object
 * registered a passkey or its customer has none, authentication otherwise.
 */
export async function ceremonyFor(subject: SdkSubject): Promise<Ceremony> {
  if (!subject.customerAddress) return "registration";
  const rows = await prisma.passkey.findMany({
    where: { merchantId: subject.merchantId, mode: subject.mode, customerAddress: subject.customerAddress },
    select: { registeredBy: true },
  });
  return rows.length === 0 || rows.some((row) => row.registeredBy === subject.id) ? "registration" : "authentication";
}
