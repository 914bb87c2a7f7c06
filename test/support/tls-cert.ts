import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A self-signed certificate for the name `localhost` only (no IP SAN), made with openssl in a temp dir. */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer; certPath: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "pb-tls-"));
  const keyPath = join(dir, "key.pem");
  const certPath = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", keyPath, "-out", certPath, "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyPath), cert: readFileSync(certPath), certPath, dir };
}
