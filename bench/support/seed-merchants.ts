// Child process (it imports src/, whose config is read from this process's env at import):
// `node --import tsx bench/support/seed-merchants.ts name...` creates one merchant per name with a
// test and a live key holding every scope, and prints { name: { merchantId, testKey, liveKey } } as JSON.
import { SCOPES } from "../../src/http/auth/scopes.js";
import { disconnectDb, prisma } from "../../src/platform/db/client.js";
import { mintApiKey } from "../../src/accounts/portal/api-keys.js";
import { opsActor } from "../../src/http/audit/actor.js";
import { setLiveAccess } from "../../src/billing/live-access/set-live-access.js";
import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { redis } from "../../src/platform/redis.js";

export interface BenchMerchant {
  merchantId: string;
  testKey: string;
  liveKey: string;
}

const out: Record<string, BenchMerchant> = {};
try {
  for (const name of process.argv.slice(2)) {
    const { merchantId } = await createMerchant({
      email: `bench-${name}-${Date.now()}@example.test`,
      password: "bench-password-123",
      businessName: `Bench ${name}`,
    });
    // Live keys need live access (contract section 11), as `npm run dev` gives its demo merchant.
    await setLiveAccess(merchantId, { enabled: true, reason: "bench", actor: opsActor("bench") });
    const key = await mintApiKey(merchantId, { name: `bench ${name}`, mode: "test", scopes: [...SCOPES] });
    const live = await mintApiKey(merchantId, { name: `bench ${name} live`, mode: "live", scopes: [...SCOPES] });
    out[name] = { merchantId, testKey: key.key, liveKey: live.key };
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
} finally {
  await disconnectDb();
  redis.disconnect();
}
