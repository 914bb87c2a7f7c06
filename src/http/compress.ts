import compression from "compression";
import type { RequestHandler } from "express";

/**
 * br or gzip, as the client accepts (br first), for responses of 1 KB and more: JSON lists,
 * CSV exports (compressed as they stream), the web app's HTML and hashed assets (cached for a
 * year, so compressed once per browser). A smaller body costs more to compress than to send, so
 * the hot API's small answers pass untouched. Event streams are never compressed: zlib would
 * hold their events back until a block fills.
 */
export const compressResponses: RequestHandler = compression({
  threshold: 1024,
  filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
});
