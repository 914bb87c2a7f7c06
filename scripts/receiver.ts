/**
 * `npm run receiver`: a local webhook receiver for trying Proofbase out. Prints each delivery,
 * and verifies its signature (spec 6.3) when WEBHOOK_SECRET is set to the endpoint's pbwh_ secret.
 *   RECEIVER_PORT (default 4100; docs/client.md's own receiver uses 4000; not PORT, which is the api's),
 *   WEBHOOK_SECRET (optional), FAIL=1 answers 500 (to watch retries).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const port = Number(process.env.RECEIVER_PORT ?? 4100);
const secret = process.env.WEBHOOK_SECRET;
const fail = process.env.FAIL === "1";

function verify(header: string, rawBody: Buffer, signingSecret: string): boolean {
  const pairs = header.split(",").map((p) => p.split("=", 2) as [string, string]);
  const t = pairs.find(([k]) => k === "t")?.[1];
  if (!t || !/^\d+$/.test(t) || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac("sha256", signingSecret).update(`${t}.`).update(rawBody).digest();
  return pairs
    .filter(([k]) => k === "v1")
    .some(([, v]) => {
      const given = Buffer.from(v, "hex");
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const signature = String(req.headers["x-pb-signature"] ?? "");
    const verdict = secret ? (verify(signature, body, secret) ? "signature ok" : "SIGNATURE INVALID") : "signature not checked (set WEBHOOK_SECRET)";
    console.log(`${new Date().toISOString()} ${req.headers["x-pb-event-type"]} ${req.headers["x-pb-event-id"]} (${verdict})`);
    console.log(`  ${body.toString("utf8").slice(0, 300)}${body.length > 300 ? "..." : ""}`);
    res.writeHead(fail ? 500 : 200, { "Content-Type": "application/json" }).end(JSON.stringify({ received: !fail }));
  });
}).listen(port, "127.0.0.1", () => console.log(`receiver listening on http://127.0.0.1:${port}/webhooks`));
