// `node --import=./bench/support/allocation-sampler.mjs ...`: samples every allocation the
// process makes, the ones garbage-collected since included (V8's sampling heap profiler with
// includeObjectsCollectedByMajorGC/MinorGC), and writes bench/profiles/alloc-<pid>.heapprofile
// when the process is stopped with SIGTERM or SIGINT. Open it in Chrome DevTools (Memory, Load)
// to see which functions allocate what garbage. ALLOC_SAMPLER_SURVIVORS=1 leaves out what a
// scavenge collected: what remains survived the young generation (promoted, the full GCs' work).
// With bench:compare:
//   npm run bench:compare -- HEAD --kinds read --rounds 1 --node-args="--import=./bench/support/allocation-sampler.mjs"
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";

const directory = join(import.meta.dirname, "..", "profiles");
const session = new Session();
session.connect();
const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));

await post("HeapProfiler.enable");
const survivorsOnly = process.env.ALLOC_SAMPLER_SURVIVORS === "1";
await post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !survivorsOnly });

let written = false;
function writeAndExit() {
  if (written) return;
  written = true;
  session.post("HeapProfiler.stopSampling", (error, result) => {
    if (error) console.error(`allocation sampler: ${error.message}`);
    else {
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, `alloc-${process.pid}.heapprofile`), JSON.stringify(result.profile));
    }
    process.exit(0);
  });
}
process.prependListener("SIGTERM", writeAndExit);
process.prependListener("SIGINT", writeAndExit);
