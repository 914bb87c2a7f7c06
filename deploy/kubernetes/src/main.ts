import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./release.js";
import { synthesize } from "./synth.js";

// `npm run k8s:synth`: writes deploy/kubernetes/*.yaml from this program; YAML files it no longer
// makes are removed, so the directory holds exactly what kustomization.yaml lists.
const dir = join(REPO_ROOT, "deploy/kubernetes");
const files = synthesize();
for (const name of readdirSync(dir)) if (name.endsWith(".yaml") && !files.has(name)) rmSync(join(dir, name));
for (const [name, text] of files) writeFileSync(join(dir, name), text);
console.log(`wrote ${[...files.keys()].join(", ")} to deploy/kubernetes`);
