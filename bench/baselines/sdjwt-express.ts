// Baseline (child process) for credentials: the same issue and presentation check with nothing but
// Express and @sd-jwt. POST /issue {holder_jwk} signs an SD-JWT VC of the service's payload shape
// (always-disclosed vic_id, tier, flows, livemode; customer_address selectively disclosable);
// POST /verify {presentation, nonce} verifies the issuer's signature, the disclosures and the
// key binding over the nonce. No auth, no database, no Redis, no status list.
import express from "express";
import { sdJwtFloor } from "./sdjwt-floor.js";

const port = Number(process.env.PORT ?? 0);
const floor = await sdJwtFloor();

const app = express();
app.disable("x-powered-by");
app.set("etag", false);
app.use(express.json({ limit: "64kb" }));

app.get("/ready", (_req, res) => {
  res.json({ ready: true });
});

app.post("/issue", async (req, res) => {
  const credential = await floor.issue((req.body as { holder_jwk: object }).holder_jwk);
  res.status(201).json({ object: "credential", format: "dc+sd-jwt", credential });
});

app.post("/verify", async (req, res) => {
  const { presentation, nonce } = req.body as { presentation: string; nonce: string };
  try {
    const verified = await floor.verify(presentation, nonce);
    res.json({ object: "credential_verification", valid: true, reason: null, claims: verified.payload });
  } catch {
    res.json({ object: "credential_verification", valid: false, reason: "signature", claims: null });
  }
});

const server = app.listen(port, "127.0.0.1");
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => {
  server.close();
  server.closeIdleConnections();
});
