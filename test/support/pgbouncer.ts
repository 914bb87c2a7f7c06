import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface PgBouncer {
  port: number;
  /** `url` (a database URL on the server behind it) with its host and port replaced by PgBouncer's. */
  through: (url: string) => string;
  /** Stops PgBouncer (SIGTERM), waits for it to exit and removes its files. */
  stop: () => Promise<void>;
  /** For an exit handler: kills it without waiting on the event loop. */
  stopNow: () => void;
}

/** Debian installs the binary in /usr/sbin, which is not on a non-root user's PATH. */
function pgbouncerBinary(): string {
  for (const candidate of ["pgbouncer", "/usr/sbin/pgbouncer"]) {
    if (spawnSync(candidate, ["--version"], { stdio: "ignore" }).status === 0) return candidate;
  }
  throw new Error("'pgbouncer' is not installed (nor in /usr/sbin); the PgBouncer tests need it. On Debian: apt-get install -y pgbouncer (README.md lists what the tests need).");
}

/** [major, minor] of the installed PgBouncer ("PgBouncer 1.18.0"). */
function version(binary: string): [number, number] {
  const match = /PgBouncer (\d+)\.(\d+)/.exec(execFileSync(binary, ["--version"], { encoding: "utf8" }));
  if (!match) throw new Error("cannot read PgBouncer's version");
  return [Number(match[1]), Number(match[2])];
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * A PgBouncer of the test's own in transaction pool mode on `port`, in front of the Postgres
 * `serverUrl` points at: every database name is passed through, user postgres without a password
 * (trust, as the server itself). From 1.21 on it also keeps protocol-level named prepared
 * statements per client (`max_prepared_statements`); the product sends only unnamed ones. As root
 * it runs as the `postgres` user (PgBouncer refuses root).
 */
export async function startPgBouncer(serverUrl: string, port: number): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  const server = new URL(serverUrl);
  const dir = mkdtempSync(join(tmpdir(), "proofbase-pgbouncer-"));
  const asRoot = process.getuid?.() === 0;
  const [major, minor] = version(binary);
  writeFileSync(join(dir, "userlist.txt"), `"${decodeURIComponent(server.username) || "postgres"}" ""\n`);
  const settings = [
    "[databases]",
    `* = host=${server.hostname} port=${server.port || "5432"}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${port}`,
    "unix_socket_dir =",
    "auth_type = trust",
    "admin_users = postgres",
    `auth_file = ${join(dir, "userlist.txt")}`,
    "pool_mode = transaction",
    "max_client_conn = 2000",
    // Per database: several test files' processes share it, as many api processes would.
    "default_pool_size = 30",
    `logfile = ${join(dir, "pgbouncer.log")}`,
    `pidfile = ${join(dir, "pgbouncer.pid")}`,
    ...(major > 1 || minor >= 21 ? ["max_prepared_statements = 200"] : []),
  ];
  writeFileSync(join(dir, "pgbouncer.ini"), settings.join("\n") + "\n");
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    for (const file of ["", "userlist.txt", "pgbouncer.ini"]) chownSync(join(dir, file), id("-u"), id("-g"));
  }
  const child: ChildProcess = spawn(binary, [...(asRoot ? ["-u", "postgres"] : []), join(dir, "pgbouncer.ini")], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      const logFile = join(dir, "pgbouncer.log");
      const log = existsSync(logFile) ? execFileSync("tail", ["-5", logFile], { encoding: "utf8" }) : "";
      child.kill("SIGKILL");
      throw new Error(`pgbouncer on port ${port} did not start: ${log}`);
    }
    await sleep(50);
  }
  return {
    port,
    through: (url) => {
      const target = new URL(url);
      target.hostname = "127.0.0.1";
      target.port = String(port);
      return target.toString();
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
    stopNow: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
