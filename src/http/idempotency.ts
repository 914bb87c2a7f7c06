import type { Request } from "express";
import { createHash } from "node:crypto";
import { ZodError } from "zod";
import type { Owner } from "./auth/owner.js";
import { seal, unseal } from "../platform/crypto/sealed-box.js";
import { prisma } from "../platform/db/client.js";
import { ApiError } from "../platform/errors/api-error.js";
import { DomainError } from "../platform/errors/domain-errors.js";
import { renderError } from "./render-error.js";

export interface RouteResult {
  status: number;
  body: Record<string, unknown> | undefined;
}

const RETENTION_MS = 24 * 3_600_000;
const IN_PROGRESS = 0;

export interface IdempotentResult extends RouteResult {
  replayed: boolean;
}

// Responses can carry secrets shown once (webhook signing secrets, client tokens), so the copy
// kept for replays is encrypted at rest like the secrets themselves.
function openStoredBody(stored: unknown): Record<string, unknown> {
  const sealed = (stored as { sealed?: unknown } | null)?.sealed;
  if (typeof sealed !== "string") throw new Error("idempotency record without a sealed response");
  return JSON.parse(unseal("idempotent-responses", sealed)) as Record<string, unknown>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The body's bytes as received (kept by the JSON parser for the idempotency fingerprint). */
      rawBody?: Buffer;
    }
  }
}

/**
 * What makes two requests "the same" for Idempotency-Key: method, path (no query) and the body's
 * bytes as received, never a re-serialisation: re-encoding walks the parsed body recursively,
 * which a deeply nested body (well under 64 KiB) turns into a stack overflow.
 */
export function requestFingerprint(method: string, path: string, rawBody: Buffer = Buffer.alloc(0)): string {
  return createHash("sha256").update(`${method} ${path}\n`).update(rawBody).digest("hex");
}

/**
 * Runs a POST at most once per Idempotency-Key (per merchant and mode, kept 24 h): a repeat with
 * the same request replays the first response; a different request with the same key is refused.
 * Server-side failures (5xx) are not stored, so the client may retry them with the same key.
 */
export async function withIdempotency(
  req: Request,
  owner: Owner,
  run: () => Promise<RouteResult>,
): Promise<IdempotentResult> {
  const key = req.header("Idempotency-Key");
  if (key === undefined) return { ...(await run()), replayed: false };
  if (key.length === 0 || key.length > 255)
    throw new ApiError("invalid_request", "Idempotency-Key must be 1 to 255 characters.", "Idempotency-Key");

  const id = { merchantId: owner.merchantId, mode: owner.mode, key };
  const requestHash = requestFingerprint(req.method, `${req.baseUrl}${req.path}`, req.rawBody);
  await prisma.idempotencyKey.deleteMany({ where: { ...id, createdAt: { lt: new Date(Date.now() - RETENTION_MS) } } });
  const claimed = await prisma.idempotencyKey.createMany({
    data: [{ ...id, requestHash, responseStatus: IN_PROGRESS, responseBody: {} }],
    skipDuplicates: true,
  });

  if (claimed.count === 0) {
    const existing = await prisma.idempotencyKey.findUnique({ where: { merchantId_mode_key: id } });
    if (!existing) throw new ApiError("idempotency_key_in_use", "This Idempotency-Key is being processed; retry shortly.");
    if (existing.requestHash !== requestHash)
      throw new ApiError("idempotency_key_reused", "This Idempotency-Key was already used with a different request.", "Idempotency-Key");
    if (existing.responseStatus === IN_PROGRESS)
      throw new ApiError("idempotency_key_in_use", "A request with this Idempotency-Key is still in progress; retry shortly.");
    return { status: existing.responseStatus, body: openStoredBody(existing.responseBody), replayed: true };
  }

  const store = (status: number, body: object) =>
    prisma.idempotencyKey.update({
      where: { merchantId_mode_key: id },
      data: { responseStatus: status, responseBody: { sealed: seal("idempotent-responses", JSON.stringify(body)) } },
    });
  try {
    const result = await run();
    await store(result.status, result.body ?? {});
    return { ...result, replayed: false };
  } catch (error) {
    const rendered = error instanceof ApiError || error instanceof ZodError || error instanceof DomainError ? renderError(error, req) : null;
    if (rendered && rendered.status < 500) await store(rendered.status, rendered.body);
    else await prisma.idempotencyKey.delete({ where: { merchantId_mode_key: id } });
    throw error;
  }
}

/** Removes keys past their 24 h, at most `batch` rows per call (the sweeper calls it every cycle). */
export async function pruneExpiredIdempotencyKeys(batch = 5_000): Promise<number> {
  const cutoff = new Date(Date.now() - RETENTION_MS);
  return prisma.$executeRaw`
    DELETE FROM idempotency_keys WHERE ctid IN (
      SELECT ctid FROM idempotency_keys WHERE created_at < ${cutoff} LIMIT ${batch})`;
}

/** What a redaction makes of one stored response body: the body to keep instead, or undefined to keep it as it is. */
export type StoredResponseRewrite = (body: Record<string, unknown>) => Record<string, unknown> | undefined;

/**
 * Rewrites the stored responses of `owner` kept for replays (the last 24 h), sealed again, where
 * `rewrite` returns a new body: a redaction removes the personal data a replay would answer
 * (docs/privacy.md). The record stays, so a retry with the same key still replays, not re-runs.
 * Records still in progress are skipped (their response is not stored yet). `window` narrows the
 * records read to those created in it (a session's creation was claimed right before its row).
 * Returns how many changed.
 */
export async function rewriteStoredResponses(
  db: Pick<typeof prisma, "idempotencyKey">,
  owner: Owner,
  rewrite: StoredResponseRewrite,
  window: { from?: Date; to?: Date } = {},
): Promise<number> {
  const oldest = Date.now() - RETENTION_MS;
  const since = new Date(Math.max(oldest, window.from?.getTime() ?? oldest));
  let changed = 0;
  let after = "";
  for (;;) {
    const page = await db.idempotencyKey.findMany({
      where: { merchantId: owner.merchantId, mode: owner.mode, key: { gt: after }, createdAt: { gte: since, ...(window.to ? { lte: window.to } : {}) }, responseStatus: { not: IN_PROGRESS } },
      orderBy: { key: "asc" },
      take: 500,
      select: { key: true, responseBody: true },
    });
    for (const record of page) {
      const body = rewrite(openStoredBody(record.responseBody));
      if (!body) continue;
      await db.idempotencyKey.update({
        where: { merchantId_mode_key: { merchantId: owner.merchantId, mode: owner.mode, key: record.key } },
        data: { responseBody: { sealed: seal("idempotent-responses", JSON.stringify(body)) } },
      });
      changed++;
    }
    if (page.length < 500) return changed;
    after = page[page.length - 1]!.key;
  }
}
