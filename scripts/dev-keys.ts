import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { SCOPES } from "../src/http/auth/scopes.js";
import { sha256Hex } from "../src/platform/crypto/sha256.js";
import { prisma } from "../src/platform/db/client.js";
import { mintApiKey, revokeApiKeys } from "../src/accounts/portal/api-keys.js";

const NAMES = { test: "demo sandbox key (npm run dev)", live: "demo live key (npm run dev)" } as const;
type Mode = keyof typeof NAMES;

function readKept(file: string): Partial<Record<Mode, string>> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Partial<Record<Mode, string>>;
  } catch {
    return {}; // a damaged file: fresh keys are minted and written over it
  }
}

/**
 * The demo merchant's sandbox and live keys for `npm run dev`. Plaintext keys cannot be read back
 * from the database (only their hashes are stored), so the ones minted at the first start are
 * kept in `file` and reused while they are still active here: saved keys, scripts and `proofbase
 * listen` keep working across restarts. A key that no longer works (revoked in the dashboard, a
 * new database) is replaced, and the file rewritten. `kept` says whether both were reused.
 */
export async function keptDemoKeys(
  merchantId: string,
  file: string,
  /** Runs each key change as one audited action (the dev script: operations, "dev"). */
  audited: <T>(action: string, work: () => Promise<T>) => Promise<T> = (_action, work) => work(),
): Promise<{ test: string; live: string; kept: boolean }> {
  const kept = readKept(file);
  const keyFor = async (mode: Mode): Promise<{ key: string; kept: boolean }> => {
    const key = kept[mode];
    const active = key !== undefined && (await prisma.apiKey.count({ where: { merchantId, mode, name: NAMES[mode], keyHash: sha256Hex(key), revokedAt: null } })) === 1;
    if (active) return { key, kept: true };
    await audited("revokeApiKey", () => revokeApiKeys({ merchantId, name: NAMES[mode] }));
    return { key: (await audited("mintApiKey", () => mintApiKey(merchantId, { name: NAMES[mode], mode, scopes: [...SCOPES] }))).key, kept: false };
  };
  const test = await keyFor("test");
  const live = await keyFor("live");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ test: test.key, live: live.key }, null, 2)}\n`, { mode: 0o600 });
  return { test: test.key, live: live.key, kept: test.kept && live.kept };
}
