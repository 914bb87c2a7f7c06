import { spawnSync } from "node:child_process";

const DEBIAN_INSTALL = "apt-get install -y chromium-headless-shell redis-server python3 golang-go pgbouncer";

/**
 * Throws a clear error when `command` cannot run: the suite needs it (README.md, "The tests
 * need"), and a test that skipped itself instead could never fail.
 */
export function requireCommand(command: string, versionArgs: string[], neededFor: string): void {
  const probe = spawnSync(command, versionArgs, { stdio: "ignore" });
  if (probe.error || probe.status !== 0) {
    throw new Error(`'${command}' is not installed or not on the PATH; ${neededFor} needs it. On Debian: ${DEBIAN_INSTALL} (README.md lists what the tests need).`);
  }
}
