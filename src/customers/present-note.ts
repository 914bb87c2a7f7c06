import type { Mode } from "../http/auth/api-key-format.js";
import { presentActor } from "../http/audit/actor-schema.js";
import type { CustomerNoteObject } from "./customer-schema.js";

export interface NoteRow {
  id: string;
  mode: Mode;
  body: string;
  authorType: string | null;
  authorId: string | null;
  authorEmail: string | null;
  createdAt: Date;
}

export function presentNote(row: NoteRow, customerAddress: string): CustomerNoteObject {
  return {
    id: row.id,
    object: "customer_note",
    customer: customerAddress,
    body: row.body,
    author: presentActor(row.authorType, row.authorId, row.authorEmail),
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
