/**
 * The released versions, oldest first: the one place that records which commit each git tag
 * `v<version>` points at (a CI clone may have the commits without the tags), and the last
 * migration each shipped. test/upgrade.test.ts upgrades from the newest entry to the working
 * tree; the migration lint (test/migration-lint.test.ts) accepts the `unread-since` markers of
 * these versions. Add an entry when a release is tagged (docs/operations.md, "Releases, upgrades
 * and rollback").
 */
export interface Release {
  version: string;
  commit: string;
  lastMigration: string;
}

export const RELEASES: readonly Release[] = [
  { version: "0.1.0", commit: "d01d51f97de03e810e98c8ceb77c4f1a7fa3995e", lastMigration: "20261127190000_partitioned_request_log" },
];

export const previousRelease = (): Release => RELEASES[RELEASES.length - 1]!;

/**
 * The lint's baseline: migrations up to and including this one are not linted. They all shipped
 * in 0.1.0, the first release, and ran before any production install, on empty or test-sized
 * tables: their plain CREATE INDEX, in-transaction DDL, and the whole-table copy of
 * 20261127140000_partitioned_event_log / 20261127190000_partitioned_request_log (a one-time,
 * pre-1.0 step, docs/database.md "Partitioned tables") block writers only while they run. This
 * stays fixed: every later migration, in every later release, passes the lint.
 */
export const LINT_BASELINE = "20261127190000_partitioned_request_log";
