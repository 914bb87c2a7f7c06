// The credentials floor's work, shared by its server (sdjwt-express.ts) and the bench's in-process
// row: bare @sd-jwt issuing the service's payload shape (vic_id, tier, flows, livemode always
// disclosed; customer_address selectively) and verifying a presentation of it (issuer signature,
// disclosures, key binding over the nonce). No database, no status list.
import { digest, ES256, generateSalt } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";

export async function sdJwtFloor() {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const issuer = new SDJwtVcInstance({ signer: await ES256.getSigner(privateKey), signAlg: "ES256", hasher: digest, hashAlg: "sha-256", saltGenerator: generateSalt });
  const verifier = new SDJwtVcInstance({
    hasher: digest,
    hashAlg: "sha-256",
    verifier: await ES256.getVerifier(publicKey),
    kbVerifier: async (data, signature, payload) => (await ES256.getVerifier((payload as { cnf: { jwk: JsonWebKey } }).cnf.jwk))(data, signature),
  });
  const issue = (holderJwk: object) => {
    const now = Math.floor(Date.now() / 1000);
    return issuer.issue(
      {
        iss: "https://floor.example",
        vct: "https://floor.example/credentials/vic",
        iat: now,
        exp: now + 86_400,
        cnf: { jwk: holderJwk },
        vic_id: "vic_floor",
        tier: "verified",
        flows: ["wallet"],
        livemode: false,
        customer_address: "0x0000000000000000000000000000000000000001",
      },
      { _sd: ["customer_address"] } as never,
      { header: { kid: "floor", typ: "dc+sd-jwt" } },
    );
  };
  const verify = (presentation: string, nonce: string) => verifier.verify(presentation, { keyBindingNonce: nonce, requiredClaimKeys: ["vic_id", "tier", "flows"] });
  return { issue, verify };
}
