import { unseal } from "../../../platform/crypto/sealed-box.js";
import { prisma } from "../../../platform/db/client.js";
import { Prisma } from "../../../platform/generated/prisma/client.js";
import type { MessageKind } from "../../../messaging/outbox/message-kind.js";
import { passwordResetEmail } from "./reset-email.js";
import { ResetMailLifecycle } from "./reset-mail-status.js";

/**
 * The password reset email as an outbox message (src/messaging/outbox/): the message's id is the
 * reset's. It is composed from the reset row when it goes out, and only for a link still usable
 * (not used, not expired); once it settles, the sealed token is cleared so no usable link stays at
 * rest. Neither the token nor the address is logged.
 */
export const resetMessageKind: MessageKind = {
  kind: "password_reset",
  channel: "email",
  async compose(id) {
    const [row] = await prisma.$queryRaw<{ token_sealed: string; email: string }[]>(Prisma.sql`
      SELECT r.token_sealed, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
       WHERE r.id = ${id} AND r.token_sealed IS NOT NULL AND r.used_at IS NULL AND r.expires_at > now()`);
    return row ? passwordResetEmail(row.email, unseal("password-reset-tokens", row.token_sealed)) : null;
  },
  settled: (moved) => Prisma.sql`UPDATE password_resets SET token_sealed = NULL WHERE id IN (${moved})`,
  what: "a password reset email",
  logKey: "passwordResetId",
  gaveUp: "The email could not be sent.",
  legacy: { lifecycle: ResetMailLifecycle, table: Prisma.raw("password_resets") },
};
