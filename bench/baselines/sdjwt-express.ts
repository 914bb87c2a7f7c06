// Baseline (child process) for credentials: the same issue and presentation check with nothing but
// Express and @sd-jwt. POST /issue {holder_jwk} signs an SD-JWT VC of the service's payload shape
// (always-disclosed vic_id, tier, flows, livemode; customer_address selectively disclosable);
// POST /verify {presentation, nonce} verifies the issuer's signature, the disclosures and the
// key binding over the nonce. No auth, no database, no Redis, no status list.
import { digest, ES256, generateSalt } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import express from "express";

const port = Number(process.env.PORT ?? 0);
const { publicKey, privateKey } = await ES256.generateKeyPair();
const issuer = new SDJwtVcInstance({ signer: await ES256.getSigner(privateKey), signAlg: "ES256", hasher: digest, hashAlg: "sha-256", saltGenerator: generateSalt });
const verifier = new SDJwtVcInstance({
  hasher: digest,
  hashAlg: "sha-256",
  verifier: await ES256.getVerifier(publicKey),
  kbVerifier: async (data, signature, payload) => (await ES256.getVerifier((payload as { cnf: { jwk: JsonWebKey } }).cnf.jwk))(data, signature),
});

const app = express();
app.disable("x-powered-by");
app.set("etag", false);
app.use(express.json({ limit: "64kb" }));

app.get("/ready", (_req, res) => {
  res.json({ ready: true });
});

app.post("/issue", async (req, res) => {
  const now = Math.floor(Date.now() / 1000);
  const credential = await issuer.issue(
    {
      iss: "https://floor.example",
      vct: "https://floor.example/credentials/vic",
      iat: now,
      exp: now + 86_400,
      cnf: { jwk: (req.body as { holder_jwk: object }).holder_jwk },
      vic_id: "vic_floor",
      tier: "verified",
      flows: ["wallet"],
      livemode: false,
      customer_address: "0x0000000000000000000000000000000000000001",
    },
    { _sd: ["customer_address"] } as never,
    { header: { kid: "floor", typ: "dc+sd-jwt" } },
  );
  res.status(201).json({ object: "credential", format: "dc+sd-jwt", credential });
});

app.post("/verify", async (req, res) => {
  const { presentation, nonce } = req.body as { presentation: string; nonce: string };
  try {
    const verified = await verifier.verify(presentation, { keyBindingNonce: nonce, requiredClaimKeys: ["vic_id", "tier", "flows"] });
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
