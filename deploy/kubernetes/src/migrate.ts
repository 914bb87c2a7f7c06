import { Job } from "kubernetes-models/batch/v1";
import { APPLY_FIRST_LABEL, IMAGE, VERSION, objectLabels, startCommand } from "./release.js";
import { migrateEnv } from "./settings.js";
import { podSpec, resources } from "./pod.js";

/**
 * The release's name in the Job's: a Job's pod template cannot change, so each release gets a Job
 * of its own, run once; re-applying the same release finds it complete and changes nothing.
 */
export const MIGRATE_JOB_NAME = `proofbase-migrate-${VERSION.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

const migrate = startCommand("db:migrate:prod");

export function migrateObjects() {
  const job = new Job({
    metadata: { name: MIGRATE_JOB_NAME, labels: objectLabels("migrate", { [APPLY_FIRST_LABEL]: "true" }) },
    spec: {
      // The runner holds an advisory lock and skips what is applied: a retried pod resumes.
      backoffLimit: 3,
      activeDeadlineSeconds: 3600, // CREATE INDEX CONCURRENTLY on a large table takes a while
      template: {
        metadata: { labels: objectLabels("migrate") },
        spec: podSpec(
          {
            name: "migrate",
            image: IMAGE,
            command: ["node", ...migrate.nodeArgs, migrate.script],
            env: [...Object.entries(migrate.env).map(([name, value]) => ({ name, value })), ...migrateEnv()],
            // One pg client and the SQL files: a fraction of a service process (not benchmarked).
            resources: resources({ request: "100m", limit: "500m" }, { request: "128Mi", limit: "256Mi" }),
          },
          { restartPolicy: "Never" },
        ),
      },
    },
  });
  return [job];
}
