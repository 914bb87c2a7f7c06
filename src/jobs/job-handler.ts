import type { Job } from "bullmq";
import type { JobName, ParsedPayloadOf } from "../../src/jobs/catalog.js";

/** Runs one job: gets its payload parsed by the job's definition, re-reads Postgres, acts. */
export type Handler<N extends JobName> = (payload: ParsedPayloadOf<N>, job: Job) => Promise<void>;
