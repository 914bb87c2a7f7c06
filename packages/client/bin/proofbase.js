#!/usr/bin/env node
// The `proofbase` command runs the package's compiled JavaScript (dist/, built by `npm run build`;
// in the Proofbase repository the root `npm ci` builds it).
import("../dist/cli/main.js").then(
  async ({ main }) => process.exit(await main(process.argv.slice(2))),
  (error) => {
    if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist")) {
      console.error("proofbase: this package is not built yet; run `npm run build -w @proofbase/client` (or `npm ci` at the repository root).");
      process.exit(1);
    }
    throw error;
  },
);
