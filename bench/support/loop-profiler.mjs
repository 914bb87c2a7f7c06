// `node --import=./bench/support/loop-profiler.mjs ...`: a CPU profile of one stretch of the
// process's life, not of its whole run (start-up, seeding and warm-up left out). The first
// SIGUSR2 starts V8's CPU profiler; the next one stops it and writes
// bench/profiles/loop-<pid>-<n>.cpuprofile (written to a temporary name, then renamed, so a file
// that exists is complete). Then the next SIGUSR2 starts another. The bench sends the signals
// around a scenario's timed loop (bench/support/loop-profile.ts, BENCH_PROFILE=loop); read the
// file with bench/support/profile-summary.ts.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";

const directory = join(import.meta.dirname, "..", "profiles");
const session = new Session();
session.connect();
const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));

await post("Profiler.enable");
let running = false;
let seq = 0;
let busy = Promise.resolve();

process.on("SIGUSR2", () => {
  busy = busy.then(async () => {
    if (!running) {
      await post("Profiler.start");
      running = true;
      return;
    }
    const { profile } = await post("Profiler.stop");
    running = false;
    mkdirSync(directory, { recursive: true });
    const file = join(directory, `loop-${process.pid}-${++seq}.cpuprofile`);
    writeFileSync(`${file}.tmp`, JSON.stringify(profile));
    renameSync(`${file}.tmp`, file);
  }).catch((error) => console.error(`loop profiler: ${error.message}`));
});
