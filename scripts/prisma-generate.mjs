// `prisma generate` offline: the CLI wants to fetch the native schema engine first, although
// generation never uses it. Pointing PRISMA_SCHEMA_ENGINE_BINARY at any executable (node itself)
// skips the download. See docs/database.md.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath },
});
process.exit(result.status ?? 1);
