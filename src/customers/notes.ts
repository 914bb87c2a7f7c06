import type { Actor } from "../http/audit/actor.js";
import type { Owner } from "../http/auth/owner.js";
import { recordRequestAudit } from "../http/audit/audit-scope.js";
import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { InvalidState } from "../platform/errors/domain-errors.js";
import { newId } from "../platform/ids.js";
import { findCustomer } from "./find-customer.js";
import { presentNote } from "./present-note.js";

/** The notes list is plain (no cursor): the latest NOTES_LIST_LIMIT notes, newest first. */
export const NOTES_LIST_LIMIT = 100;

/**
 * Adds a note written by `author`; a customer holds at most NOTES_MAX_PER_CUSTOMER, so the plain list shows every
 * one (the count and insert run under a lock per customer).
 */
export async function createNote(owner: Owner, address: string, body: string, author: Actor) {
  const customer = await findCustomer(owner, address);
  const max = Math.min(config.NOTES_MAX_PER_CUSTOMER, NOTES_LIST_LIMIT);
  const note = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`customer-notes:${customer.id}`}, 0))`;
    if ((await tx.customerNote.count({ where: { customerId: customer.id } })) >= max)
      throw new InvalidState(`A customer can have at most ${max} notes.`);
    const created = await tx.customerNote.create({
      data: {
        id: newId("note"),
        customerId: customer.id,
        merchantId: owner.merchantId,
        mode: owner.mode,
        body,
        authorType: author.type,
        authorId: author.id,
        authorEmail: author.email,
      },
    });
    await recordRequestAudit(tx);
    return created;
  });
  return presentNote(note, customer.address);
}

export async function listNotes(owner: Owner, address: string) {
  const customer = await findCustomer(owner, address);
  const notes = await prisma.customerNote.findMany({
    where: { customerId: customer.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: NOTES_LIST_LIMIT,
  });
  return { object: "list" as const, data: notes.map((note) => presentNote(note, customer.address)) };
}
