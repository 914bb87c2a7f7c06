import { parseArgs } from "node:util";
import { z } from "zod";
import { SCOPES } from "./auth/scopes.js";
import { disconnectDb, prisma } from "./db/client.js";
import { createMerchant } from "./portal/create-merchant.js";
import { mintApiKey } from "./portal/api-keys.js";
import { redis } from "./redis.js";

const USAGE = `Usage:
  npm run cli -- create-merchant --email E --password P [--business-name NAME]
      Creates a merchant account with its owner, and one test and one live key holding every
      scope. Prints JSON; the key plaintexts are shown only here.`;

const createMerchantArgs = z.object({
  email: z.email(),
  password: z.string().min(10, "password must be at least 10 characters"),
  "business-name": z.string().min(1).optional(),
});

async function createMerchantCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: "string" }, password: { type: "string" }, "business-name": { type: "string" } },
    strict: true,
  });
  const args = createMerchantArgs.parse(values);
  const { merchantId, userId } = await createMerchant({
    email: args.email,
    password: args.password,
    businessName: args["business-name"] ?? args.email,
  });
  const scopes = [...SCOPES];
  const test = await mintApiKey(merchantId, { name: "cli test key", mode: "test", scopes });
  const live = await mintApiKey(merchantId, { name: "cli live key", mode: "live", scopes });
  process.stdout.write(
    `${JSON.stringify({ account_id: merchantId, user_id: userId, email: args.email.toLowerCase(), api_keys: { test, live } }, null, 2)}\n`,
  );
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  try {
    if (command === "create-merchant") {
      await createMerchantCommand(rest);
      return 0;
    }
    process.stderr.write(`${USAGE}\n`);
    return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  } catch (error) {
    const message =
      error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") : (error as Error).message;
    process.stderr.write(`error: ${message}\n`);
    return 1;
  } finally {
    await disconnectDb();
    redis.disconnect();
  }
}

process.exitCode = await main();
