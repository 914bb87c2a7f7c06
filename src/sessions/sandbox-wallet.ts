import { createHash } from "node:crypto";

/**
 * The wallet a sandbox session "connects" for a flow that proves the address (the wallet flow)
 * when the session named no customer_address: derived from the session id, so a retried job
 * connects the same one.
 */
export function sandboxWalletAddress(sessionId: string): string {
  return `0x${createHash("sha256").update(`sandbox-wallet:${sessionId}`).digest("hex").slice(0, 40)}`;
}
