import type { Mode } from "../../src/http/auth/api-key-format.js";
import { prisma } from "../../src/platform/db/client.js";
import type { EventType } from "../../src/events/catalog.js";
import { inTransaction } from "../../src/events/webhooks/unit-of-work.js";
import { newId } from "../../src/platform/ids.js";
import { encryptSecret, generateSigningSecret } from "../../src/events/webhooks/secrets.js";

/** An endpoint row written directly (no URL check, no ping), with its plaintext secret. */
export async function insertEndpoint(input: { merchantId: string; url: string; mode?: Mode; events?: EventType[] }) {
  const secret = generateSigningSecret("proofbase");
  const id = newId("endpoint");
  await prisma.webhookEndpoint.create({
    data: {
      id,
      merchantId: input.merchantId,
      mode: input.mode ?? "test",
      url: input.url,
      events: input.events ?? ["verification_session.created"],
      status: "enabled",
      secretCiphertext: encryptSecret(secret),
    },
  });
  return { id, secret };
}

/** Emits an event the way domain code does (event + deliveries in one transaction, jobs after commit). */
export async function emitEvent(input: { merchantId: string; mode?: Mode; type?: EventType; data?: object; endpointId?: string }) {
  return inTransaction(({ emit }) =>
    emit({
      merchantId: input.merchantId,
      mode: input.mode ?? "test",
      type: input.type ?? "verification_session.created",
      data: input.data ?? { id: `vs_${newId("session").slice(3)}`, object: "verification_session", status: "created", livemode: false },
      endpointId: input.endpointId,
    }),
  );
}

export async function deliveryOf(eventId: string, endpointId: string) {
  return prisma.webhookDelivery.findFirstOrThrow({
    where: { eventId, endpointId },
    include: { attempts: { orderBy: { number: "asc" } } },
  });
}
