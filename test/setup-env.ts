import { randomBytes } from "node:crypto";

// Runs in each test file's own module graph before the file is imported, so src/config.ts
// (parsed at import) sees these. A file may still override any of them with vi.hoisted().
process.env.QUEUE_PREFIX = `${process.env.TEST_RUN_PREFIX ?? "pbtest"}-${randomBytes(3).toString("hex")}`;
process.env.LOG_LEVEL ??= "silent";
process.env.WEBHOOK_ALLOW_INSECURE_TARGETS ??= "true";
process.env.SANDBOX_DELAY_MS ??= "200";
process.env.RATE_LIMIT_PER_SECOND ??= "0";
