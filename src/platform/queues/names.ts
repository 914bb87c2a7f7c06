/** Every queue, named for what an operator sees in Bull Board. */
export const QUEUES = {
  webhookDelivery: "webhook-delivery",
  webhookRetry: "webhook-retry",
  sessionExpiry: "session-expiry",
  sandbox: "sandbox-progress",
  eventPruning: "event-pruning",
  sweeper: "sweeper",
  sms: "sms",
  email: "email",
  /** On-chain attestations and revocations: one job at a time across all workers (one signer). */
  chainAttestation: "chain-attestation",
  /** Billing reports to the billing provider. */
  billing: "billing",
  /** Removing personal data (redaction requests and the retention policy: docs/privacy.md). */
  redaction: "redaction",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES = Object.values(QUEUES) as QueueName[];

/** The sandbox queue runs two domains' jobs (test sessions, test reverification requests): one setting for both. */
export const SANDBOX_WORKER = { concurrency: 50 } as const;
