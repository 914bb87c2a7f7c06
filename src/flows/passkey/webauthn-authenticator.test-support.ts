import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A software WebAuthn authenticator for tests: a P-256 key (ES256), attestation "none", the CBOR
// it needs written by hand (maps, byte and text strings, integers: all the spec uses here).

const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  throw new Error("too long for this CBOR encoder");
};
type Cbor = number | string | Buffer | Map<number | string, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

export interface CeremonyOverrides {
  /** clientDataJSON's origin (default: the one the authenticator was made for). */
  origin?: string;
  /** The RP ID whose hash goes in authenticatorData (default: the options' rp.id / rpId). */
  rpId?: string;
  /** authenticatorData flags besides AT (default UP|UV). */
  flags?: number;
  /** The challenge to sign over (default: the options'). */
  challenge?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: JsonWebKey;
  counter = 0;

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: "jwk" });
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  /** The answer to `navigator.credentials.create(options)`: RegistrationResponseJSON. */
  register(options: { challenge: string; rp: { id?: string } }, overrides: CeremonyOverrides = {}) {
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x!, "base64url")],
        [-3, Buffer.from(this.publicJwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const authData = this.authData(overrides.rpId ?? options.rp.id!, (overrides.flags ?? FLAGS.UP | FLAGS.UV) | FLAGS.AT, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = this.clientData("webauthn.create", overrides.challenge ?? options.challenge, overrides.origin ?? this.origin);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to `navigator.credentials.get(options)`: AuthenticationResponseJSON, signed with this key; the counter moves on. */
  authenticate(options: { challenge: string; rpId?: string }, overrides: CeremonyOverrides = {}) {
    this.counter += 1;
    const authenticatorData = this.authData(overrides.rpId ?? options.rpId!, overrides.flags ?? FLAGS.UP | FLAGS.UV);
    const clientDataJSON = this.clientData("webauthn.get", overrides.challenge ?? options.challenge, overrides.origin ?? this.origin);
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
