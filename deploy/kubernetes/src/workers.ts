import { Deployment } from "kubernetes-models/apps/v1";
import { Service } from "kubernetes-models/v1";
import { QUEUES, type QueueName } from "../../../src/platform/queues/names.js";
import { IMAGE, WORKER_GROUP_LABEL, objectLabels, selectorLabels, startCommand } from "./release.js";
import { serviceEnv } from "./settings.js";
import { podSpec, resources } from "./pod.js";

/** Every worker container serves its metrics here (docs/metrics.md: one port per container is enough). */
export const WORKER_METRICS_PORT = 9464;
export const WORKER_METRICS_SERVICE = "proofbase-worker-metrics";

export interface WorkerGroup {
  name: string;
  /** Named, never `--except`: a queue added later fails the manifests' test until it has a group. */
  queues: readonly QueueName[];
  replicas: number;
  cpu: { request: string; limit: string };
  /** Seconds to finish (or release) active jobs after SIGTERM: the longest job's own timeout, and some. */
  gracePeriodSeconds: number;
  why: string;
}

/**
 * The worker processes, one Deployment per group. CPU: one worker process delivered 2,559
 * webhooks/s on the benchmark's 2 shared cores, about what one core gives (docs/performance.md).
 * Retries run with a small CPU request and limit: the kernel shares a busy node's CPU by request,
 * so a storm of retries to failing endpoints takes what first deliveries leave, as `nice -n 10`
 * does in docker-compose.yml (a PriorityClass would only order scheduling and preemption).
 */
export const WORKER_GROUPS: readonly WorkerGroup[] = [
  {
    name: "deliveries",
    queues: [QUEUES.webhookDelivery],
    replicas: 2,
    cpu: { request: "500m", limit: "1" },
    gracePeriodSeconds: 30, // WEBHOOK_TIMEOUT_MS is 10 s
    why: "first webhook attempts, the latency merchants see",
  },
  {
    name: "retries",
    queues: [QUEUES.webhookRetry],
    replicas: 1,
    cpu: { request: "100m", limit: "500m" },
    gracePeriodSeconds: 30,
    why: "webhook retries, at a lower CPU share",
  },
  {
    name: "chain",
    queues: [QUEUES.chainAttestation],
    replicas: 1, // one job at a time across all workers (one signer): a second replica only stands by
    cpu: { request: "250m", limit: "1" },
    gracePeriodSeconds: 90, // CHAIN_RECEIPT_TIMEOUT_MS is 60 s
    why: "on-chain attestations and revocations",
  },
  {
    name: "messages",
    queues: [QUEUES.sms, QUEUES.email],
    replicas: 2, // an end user waits for the code: a restart must not hold it back
    cpu: { request: "250m", limit: "1" },
    gracePeriodSeconds: 60,
    why: "verification codes and account emails",
  },
  {
    name: "maintenance",
    queues: [QUEUES.sweeper, QUEUES.sessionExpiry, QUEUES.sandbox, QUEUES.eventPruning, QUEUES.billing, QUEUES.redaction],
    replicas: 1,
    cpu: { request: "250m", limit: "1" },
    gracePeriodSeconds: 120, // pruning and redaction work in batches
    why: "the sweeper, expiry, sandbox progress, pruning and partitions, billing reports, redaction",
  },
];

const worker = startCommand("start:worker");

export function workerObjects() {
  const deployments = WORKER_GROUPS.map((group) => {
    const labels = selectorLabels("worker", { [WORKER_GROUP_LABEL]: group.name });
    return new Deployment({
      metadata: { name: `proofbase-worker-${group.name}`, labels: objectLabels("worker", { [WORKER_GROUP_LABEL]: group.name }) },
      spec: {
        replicas: group.replicas,
        selector: { matchLabels: labels },
        strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
        template: {
          metadata: { labels: objectLabels("worker", { [WORKER_GROUP_LABEL]: group.name }) },
          spec: podSpec(
            {
              name: "worker",
              image: IMAGE,
              command: ["node", ...worker.nodeArgs, worker.script, ...group.queues],
              ...serviceEnv({ ...worker.env, WORKER_METRICS_PORT: String(WORKER_METRICS_PORT), WORKER_METRICS_HOST: "0.0.0.0" }),
              ports: [{ name: "metrics", containerPort: WORKER_METRICS_PORT, protocol: "TCP" }],
              // docs/performance.md, latest full run: a delivery worker's peak RSS was 261 MiB.
              resources: resources(group.cpu, { request: "320Mi", limit: "512Mi" }),
            },
            { terminationGracePeriodSeconds: group.gracePeriodSeconds },
          ),
        },
      },
    });
  });

  // Headless: only for the ServiceMonitor to find every worker pod's metrics port.
  const metricsService = new Service({
    metadata: { name: WORKER_METRICS_SERVICE, labels: objectLabels("worker") },
    spec: {
      clusterIP: "None",
      selector: selectorLabels("worker"),
      ports: [{ name: "metrics", port: WORKER_METRICS_PORT, targetPort: "metrics", protocol: "TCP" }],
    },
  });

  return [...deployments, metricsService];
}
