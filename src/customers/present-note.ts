import type { Mode } from "../auth/api-key-format.js";
import type { CustomerNoteObject } from "./customer-schema.js";

export interface NoteRow {
  id: string;
  mode: Mode;
  body: string;
  createdAt: Date;
}

export function presentNote(row: NoteRow, customerAddress: string): CustomerNoteObject {
  return {
    id: row.id,
    object: "customer_note",
    customer: customerAddress,
    body: row.body,
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
