#!/usr/bin/env node
// The `proofbase` command runs the package's compiled JavaScript (dist/, built by `npm run build`;
// in the Proofbase repository the root `npm ci` builds it).
import("../dist/cli/main.js").then(
  async ({ main }) => {
    const code = await main(process.argv.slice(2));
    // process.exit does not wait for output still queued for a pipe: its last line ("Stopped.")
    // could be lost. A write's callback runs once everything written before it has gone out.
    await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write("", resolve))));
    process.exit(code);
  },
  (error) => {
    if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist")) {
      console.error("proofbase: this package is not built yet; run `npm run build -w @proofbase/client` (or `npm ci` at the repository root).");
      process.exit(1);
    }
    throw error;
  },
);
