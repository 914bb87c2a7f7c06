import { tmpdir } from "node:os";
import path from "node:path";
import { randomListenPort } from "./ports.js";

/**
 * The environment of a test file that drives the web app in a browser. Import it first, before
 * anything that reads src/platform/config.ts (PORT, PUBLIC_URL and WEB_DIST_DIR are read at import): the
 * pages link to PUBLIC_URL, so the api listens on the port chosen here, and it serves the run's one
 * build of the web app (test/support/web-build.ts).
 */

export const port = randomListenPort();
/** One per test run (global setup's prefix), removed by its teardown. */
export const webDistDir = path.join(tmpdir(), `proofbase-web-${process.env.TEST_RUN_PREFIX ?? process.pid}`);

process.env.PORT = String(port);
process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
process.env.WEB_DIST_DIR = webDistDir;

export { saveScreenshot, screenshotsDir } from "./screenshots.js";
