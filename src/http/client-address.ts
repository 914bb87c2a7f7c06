import type { Request } from "express";

/** The client's address as Express sees it (X-Forwarded-For only through TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
