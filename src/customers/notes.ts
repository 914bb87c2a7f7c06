import { prisma } from "../db/client.js";
import { newId } from "../ids.js";
import { findCustomer, type CustomerKey } from "./find-customer.js";
import { presentNote } from "./present-note.js";

/** The notes list is plain (no cursor): the latest NOTES_LIST_LIMIT notes, newest first. */
export const NOTES_LIST_LIMIT = 100;

export async function createNote(key: CustomerKey, body: string) {
  const customer = await findCustomer(key);
  const note = await prisma.customerNote.create({
    data: { id: newId("note"), customerId: customer.id, merchantId: key.merchantId, mode: key.mode, body },
  });
  return presentNote(note, customer.address);
}

export async function listNotes(key: CustomerKey) {
  const customer = await findCustomer(key);
  const notes = await prisma.customerNote.findMany({
    where: { customerId: customer.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: NOTES_LIST_LIMIT,
  });
  return { object: "list" as const, data: notes.map((note) => presentNote(note, customer.address)) };
}
