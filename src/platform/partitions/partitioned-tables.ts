import { config } from "../config.js";

/**
 * A table partitioned by time (native RANGE partitioning, contract section 17): one partition
 * per UTC day named `<table>_pYYYYMMDD`, plus `<table>_default` for rows outside every day
 * created (normally none). Its migration creates the parent, the default and the first days
 * with pb_create_day_partition (prisma/migrations/20261127140000_partitioned_event_log); the
 * maintenance job (maintain-partitions.ts) keeps PARTITION_DAYS_AHEAD days ahead and drops the
 * days wholly older than the retention. docs/database.md, "Partitioned tables".
 */
export interface PartitionedTable {
  table: string;
  /** The partition key: a timestamptz column, part of the primary key. */
  key: string;
  /** The only interval pb_create_day_partition makes. */
  interval: "day";
  /** How long a row is kept, in days (from config, read at each run). */
  retentionDays: () => number;
}

/**
 * Every partitioned table. The event log's three share the key's meaning (the event's time), so
 * an event, its deliveries and their attempts sit in the same day and are dropped together.
 */
export const PARTITIONED_TABLES: readonly PartitionedTable[] = [
  { table: "events", key: "created_at", interval: "day", retentionDays: () => config.EVENT_RETENTION_DAYS },
  { table: "webhook_deliveries", key: "event_created_at", interval: "day", retentionDays: () => config.EVENT_RETENTION_DAYS },
  { table: "webhook_attempts", key: "event_created_at", interval: "day", retentionDays: () => config.EVENT_RETENTION_DAYS },
  { table: "request_log", key: "created_at", interval: "day", retentionDays: () => config.REQUEST_LOG_RETENTION_DAYS },
];

/** Days of partitions kept ready ahead of today (UTC), so a stalled job has a week to be noticed. */
export const PARTITION_DAYS_AHEAD = 7;
