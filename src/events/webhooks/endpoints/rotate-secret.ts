import { config } from "../../../platform/config.js";
import { recordRequestAudit } from "../../../http/audit/audit-scope.js";
import { prisma } from "../../../platform/db/client.js";
import { InvalidState } from "../../../platform/errors/domain-errors.js";
import { encryptSecret, generateSigningSecret, type SignatureScheme } from "../secrets.js";
import { endpointNotFound, endpointWhere, type Owner } from "./scope.js";

const MAX_TRIES = 3;

/**
 * New signing secret (in the endpoint's signature scheme); the current one becomes the previous secret and keeps signing for
 * SIGNING_SECRET_OVERLAP_SECONDS (contract §5). Only one previous secret is kept: rotating again
 * during an overlap ends the older secret's overlap at once. The update is guarded on the
 * ciphertext it read, so two concurrent rotations cannot both claim the same previous secret.
 */
export async function rotateSecret(owner: Owner, id: string) {
  for (let i = 0; i < MAX_TRIES; i++) {
    const current = await prisma.webhookEndpoint.findFirst({ where: endpointWhere(owner, id), select: { secretCiphertext: true, signatureScheme: true } });
    if (!current) throw endpointNotFound(id);
    const secret = generateSigningSecret(current.signatureScheme as SignatureScheme);
    const count = await prisma.$transaction(async (tx) => {
      const { count } = await tx.webhookEndpoint.updateMany({
        where: { ...endpointWhere(owner, id), secretCiphertext: current.secretCiphertext },
        data: {
          secretCiphertext: encryptSecret(secret),
          previousSecretCiphertext: current.secretCiphertext,
          previousSecretExpiresAt: new Date(Date.now() + config.SIGNING_SECRET_OVERLAP_SECONDS * 1_000),
        },
      });
      if (count === 1) await recordRequestAudit(tx);
      return count;
    });
    if (count === 1) return { id, object: "webhook_endpoint_secret" as const, secret };
  }
  throw new InvalidState("The endpoint's secret is being rotated concurrently; retry.");
}
