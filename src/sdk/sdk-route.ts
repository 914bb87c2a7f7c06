import type { Request } from "express";
import type { SdkSubject } from "../flows/subject.js";

// Idempotency-Key is not applied on /api/sdk/v1: its store is per merchant, not per token, and
// every write is already safe to repeat (single-use nonces, one send per 30 s, counted guesses).
export const sdkPrincipal = { kind: "client_token" } as const;
export const sdkTag = "Frontend SDK";

/** The object the request's client token resolved to (src/sdk/authenticate-client-token.ts). */
export const subjectOf = (req: Request): SdkSubject => req.sdkSubject!;
