#!/usr/bin/env node
// The `proofbase` command runs the package's compiled JavaScript (dist/, built by `npm run build`;
// in the Proofbase repository the root `npm ci` builds it).
// A command whose work never settles would otherwise end with exit code 0 once nothing keeps the
// process alive, reporting success for work it did not finish: say so and fail instead.
let finished = false;
process.on("beforeExit", () => {
  if (finished) return;
  console.error("proofbase: internal error: the command stopped before it finished");
  process.exit(70);
});
import("../dist/cli/main.js").then(
  async ({ main }) => {
    const code = await main(process.argv.slice(2));
    finished = true;
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
