// Baseline (child process) for wallet-verify: the same SIWE round trip with nothing but Express and
// viem. POST /challenge {address} issues an EIP-4361 message of the same shape as the service's
// (nonce kept in memory); POST /verify {message, signature} parses it, checks and uses up the
// nonce, and verifies the signature offline. No auth, no database, no Redis.
import express from "express";
import { verifyMessage, getAddress, type Hex } from "viem";
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from "viem/siwe";

const port = Number(process.env.PORT ?? 0);
const origin = `http://127.0.0.1:${port}`;
const outstanding = new Map<string, { message: string; expiresAt: number }>();
const app = express();
app.disable("x-powered-by");
app.set("etag", false);
app.use(express.json({ limit: "16kb" }));

app.get("/ready", (_req, res) => {
  res.json({ ready: true });
});

app.post("/challenge", (req, res) => {
  const address = String((req.body as { address?: string }).address);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 10 * 60_000);
  const nonce = generateSiweNonce();
  const message = createSiweMessage({
    domain: new URL(origin).host,
    uri: origin,
    address: getAddress(address),
    chainId: 1,
    version: "1",
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
    statement: "Prove to Bench baseline that you control this wallet. Signing costs nothing and sends no transaction.",
    resources: ["urn:proofbase:vs_baseline"],
  });
  outstanding.set(nonce, { message, expiresAt: expiresAt.getTime() });
  res.status(201).json({ message, nonce, expires_at: expiresAt.toISOString() });
});

app.post("/verify", async (req, res) => {
  const { message, signature } = req.body as { message: string; signature: Hex };
  const parsed = parseSiweMessage(message);
  const issued = parsed.nonce ? outstanding.get(parsed.nonce) : undefined;
  if (!parsed.address || !issued || issued.message !== message || issued.expiresAt <= Date.now()) {
    res.status(400).json({ error: "challenge" });
    return;
  }
  outstanding.delete(parsed.nonce!);
  const valid = await verifyMessage({ address: parsed.address, message, signature });
  if (!valid) res.status(400).json({ error: "signature" });
  else res.json({ verified: true, address: parsed.address.toLowerCase() });
});

const server = app.listen(port, "127.0.0.1");
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => {
  server.close();
  server.closeIdleConnections();
  process.exit(0);
});
