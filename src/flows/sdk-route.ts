import type { Request } from "express";
import type { z } from "zod";
import type { Prisma } from "../platform/generated/prisma/client.js";
import type { Signals } from "./flow.js";
import type { SdkSubject } from "./subject.js";

// Idempotency-Key is not applied on /api/sdk/v1: its store is per merchant, not per token, and
// every write is already safe to repeat (single-use nonces, one send per 30 s, counted guesses).
export const sdkPrincipal = { kind: "client_token" } as const;
export const sdkTag = "Frontend SDK";

/** The object the request's client token resolved to (src/sessions/sdk/authenticate-client-token.ts). */
export const subjectOf = (req: Request): SdkSubject => req.sdkSubject!;

/**
 * What the SDK surface (src/sessions/sdk) gives a flow's routes. A verifying route answers the object as
 * the `sdk_session`, completed once every flow is verified; completing reaches the session
 * decision, which reads the flow registry, so it is handed down rather than imported.
 */
export interface SdkSurface<Session extends z.ZodType = z.ZodType> {
  /** The `sdk_session` schema, a verifying route's answer. */
  session: Session;
  /** Completes the object if every flow is verified, then presents it as the `sdk_session`. */
  finish(object: SdkSubject): Promise<z.input<Session>>;
  /**
   * Marks a flow that proved an address (the wallet flow) verified and, for a session that named
   * none, makes the address its customer_address: one statement, both or neither. It writes a
   * session (guarded on the session's status), so it is handed down too. False when the flow was
   * not pending. (`type` is a flow name; FlowName itself would make the registry's type circular.)
   * With a `proof`, the flow's own check runs in the same statement (src/sessions/sdk/mark-address-verified.ts).
   */
  markAddressVerified<Proof extends Record<string, unknown> = Record<string, never>>(
    subject: SdkSubject,
    type: string,
    address: string,
    signals: Signals,
    proof?: AddressProof,
  ): Promise<(Proof & { verified: boolean }) | null>;
}

/**
 * A flow's check that must hold in the statement that marks its flow verified: `cte` (a statement
 * that may write, e.g. using up a challenge; its rows are `proof`) and `passes`, a condition on
 * the `proof` row. One round trip instead of the check's and the mark's.
 */
export interface AddressProof {
  cte: Prisma.Sql;
  passes: Prisma.Sql;
}
