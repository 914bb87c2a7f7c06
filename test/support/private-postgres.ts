import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A Postgres cluster of the chaos run's or a test's own (initdb into a temp directory, its own
 * port and socket directory), so that restarting it disturbs nobody else's tests. As root, every Postgres command
 * runs as the `postgres` user (initdb refuses root).
 */
export interface PrivatePostgres {
  port: number;
  /** postgresql://postgres@127.0.0.1:<port>/<database> */
  url: (database: string) => string;
  /** `pg_ctl restart -m <mode>`: immediate is a crash (recovery from WAL at start-up). */
  restart: (mode: "immediate" | "fast") => Promise<void>;
  stop: () => Promise<void>;
  /** For an exit handler: stops the server without waiting on the event loop. */
  stopNow: () => void;
}

/** The newest installed server's bin directory (Debian's layout), or "" to use PATH. */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return "";
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "pg_ctl")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : "";
}

const asRoot = process.getuid?.() === 0;

/** A Postgres tool's command line: from the server's bin directory, as `postgres` when we are root. */
function command(tool: string, args: string[]): [string, string[]] {
  const bin = binDir();
  const path = bin ? join(bin, tool) : tool;
  return asRoot ? ["runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
}

async function pg(tool: string, args: string[]): Promise<void> {
  const [file, argv] = command(tool, args);
  try {
    await run(file, argv, { timeout: 120_000 });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`${tool} ${args[0] ?? ""} failed: ${(e.stderr || e.message).trim().split("\n").slice(-5).join("\n")}`);
  }
}

/** `dir` (created, mode 0700), owned by `postgres` when we are root. */
function serverDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
}

export async function startPostgres(baseDir: string, port: number): Promise<PrivatePostgres> {
  const dir = join(baseDir, "postgres");
  const data = join(dir, "data");
  serverDirectory(dir);
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  return runServer(dir, data, port);
}

/**
 * A streaming replica of `primary` (whose `pg_hba.conf`, from initdb --auth=trust, lets
 * replication connect): `pg_basebackup -R` into `baseDir`/replica, started on `port` as a hot
 * standby. Read-only; it follows the primary until stopped. The backup asks for a fast checkpoint:
 * the default, spread, paces the just-migrated primary's writes over minutes on a loaded machine
 * (a backup was killed at its 120 s limit).
 */
export async function startReplica(primary: PrivatePostgres, baseDir: string, port: number): Promise<PrivatePostgres> {
  const dir = join(baseDir, "replica");
  const data = join(dir, "data");
  serverDirectory(dir);
  await pg("pg_basebackup", ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-D", data, "-R", "-X", "stream", "--checkpoint=fast", "--no-sync"]);
  return runServer(dir, data, port);
}

/** Starts the server of `data` on `port` (socket and log in `dir`) and returns its handle. */
async function runServer(dir: string, data: string, port: number): Promise<PrivatePostgres> {
  // fsync=off: the chaos run kills Postgres' processes, never the machine, and WAL written to the
  // OS survives a process crash; it keeps the I/O off a disk other engineers share.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (args: string[]) => pg("pg_ctl", [...args, "-D", data, "-l", join(dir, "server.log"), "-w", "-t", "60", "-o", serverOptions]);
  await pgCtl(["start"]);

  let running = true;
  return {
    port,
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    restart: async (mode) => {
      await pgCtl(["restart", "-m", mode]);
    },
    stop: async () => {
      if (!running) return;
      running = false;
      await pg("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w", "-t", "30"]).catch(() => undefined);
    },
    stopNow: () => {
      if (!running) return;
      running = false;
      const [file, argv] = command("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w", "-t", "30"]);
      try {
        execFileSync(file, argv, { stdio: "ignore" });
      } catch {
        // already gone
      }
    },
  };
}
