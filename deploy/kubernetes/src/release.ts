import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { productionCommand, type ProductionCommand } from "../../../bench/support/production-command.js";

/** The repository's root, whatever the working directory of the synthesis. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const PACKAGE_JSON = `${REPO_ROOT}package.json`;

export const APP = "proofbase";
export const VERSION = (JSON.parse(readFileSync(PACKAGE_JSON, "utf8")) as { version: string }).version;
/** A placeholder an overlay's `images:` sets (registry and tag); the tag defaults to this release. */
export const IMAGE = `${APP}:${VERSION}`;
/** The Secret the operator creates in the namespace; the manifests only ever reference it. */
export const SECRET_NAME = APP;
export const CONFIG_MAP_NAME = APP;
export const NAMESPACE = APP;
/** Objects with this label are applied first (the namespace and the migration Job): docs/operations.md. */
export const APPLY_FIRST_LABEL = "proofbase/apply-first";
export const WORKER_GROUP_LABEL = "proofbase/worker-group";

/** How production starts each process: package.json's scripts, the one place that says it. */
export function startCommand(script: "start:api" | "start:worker" | "db:migrate:prod"): ProductionCommand {
  return productionCommand(script, PACKAGE_JSON);
}

/** The selector labels of one component (api, worker, migrate); `extra` narrows it further. */
export function selectorLabels(component: string, extra: Record<string, string> = {}): Record<string, string> {
  return { "app.kubernetes.io/name": APP, "app.kubernetes.io/component": component, ...extra };
}

/** Selector labels plus the ones that describe (never select): part-of and the version. */
export function objectLabels(component: string, extra: Record<string, string> = {}): Record<string, string> {
  return { ...selectorLabels(component, extra), "app.kubernetes.io/part-of": APP, "app.kubernetes.io/version": VERSION };
}
