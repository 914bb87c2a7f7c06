import type { Db, Tx } from "../platform/db/client.js";
import { query } from "../platform/db/sql.js";
import type { Signals } from "./flow.js";
import { Prisma, type SdkFlow } from "../platform/generated/prisma/client.js";
import { FlowLifecycle } from "./flow-status.js";
import type { FlowName } from "./registry.js";
import type { SdkSubject } from "./subject.js";

// One row per flow of an object (sdk_flows), from the flow's first step; statuses: src/flows/flow-status.ts.

/** Creates the flow's row if it does not exist yet; harmless to repeat. */
export async function ensureFlow(tx: Db, subject: SdkSubject, type: FlowName): Promise<void> {
  await tx.sdkFlow.createMany({
    data: [{ objectId: subject.id, type, merchantId: subject.merchantId, mode: subject.mode }],
    skipDuplicates: true,
  });
}

export interface VerifiedFlow {
  address?: string | null;
  signals: Signals;
}

/** pending -> verified. Returns false when the flow was already verified (nothing written). */
export async function markFlowVerified(tx: Tx, subject: SdkSubject, type: FlowName, verified: VerifiedFlow): Promise<boolean> {
  await ensureFlow(tx, subject, type);
  const moved = await FlowLifecycle.transitionMany(tx, {
    where: { objectId: subject.id, type },
    from: "pending",
    to: "verified",
    data: { verifiedAt: new Date(), ...verified },
  });
  return moved === 1;
}

interface FlowColumns {
  object_id: string;
  type: string;
  merchant_id: string;
  mode: SdkFlow["mode"];
  status: string;
  address: string | null;
  phone_hash: string | null;
  phone_masked: string | null;
  email_hash: string | null;
  email_masked: string | null;
  signals: Prisma.JsonValue | null;
  send_count: number;
  last_send_at: Date | null;
  verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The object's flow rows (one statement; runs on every SDK answer). */
export async function readFlows(objectId: string): Promise<SdkFlow[]> {
  const rows = await query<FlowColumns>(Prisma.sql`
    SELECT object_id, type, merchant_id, mode, status, address, phone_hash, phone_masked, email_hash, email_masked, signals, send_count, last_send_at,
           verified_at, created_at, updated_at
      FROM sdk_flows WHERE object_id = ${objectId}`);
  return rows.map((c) => ({
    objectId: c.object_id,
    type: c.type,
    merchantId: c.merchant_id,
    mode: c.mode,
    status: c.status,
    address: c.address,
    phoneHash: c.phone_hash,
    phoneMasked: c.phone_masked,
    emailHash: c.email_hash,
    emailMasked: c.email_masked,
    signals: c.signals,
    sendCount: c.send_count,
    lastSendAt: c.last_send_at,
    verifiedAt: c.verified_at,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  }));
}
