import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { Service } from "kubernetes-models/v1";
import { IMAGE, objectLabels, selectorLabels, startCommand } from "./release.js";
import { serviceEnv } from "./settings.js";
import { podSpec, resources } from "./pod.js";

export const API_NAME = "proofbase-api";
export const API_PORT = 3000;
/**
 * Seconds a stopping api pod keeps serving: first the preStop hook's sleep (the pod is already
 * leaving the Service's endpoints, and the sleep holds SIGTERM back while kube-proxy and ingress
 * controllers notice), then the api's own drain after SIGTERM (/readyz fails for balancers that
 * health-check it) for SHUTDOWN_DRAIN_SECONDS, the same number.
 */
export const DRAIN_SECONDS = 10;
/** What in-flight requests get after both drains before the kubelet's SIGKILL. */
const IN_FLIGHT_SECONDS = 30;

const api = startCommand("start:api");
const labels = selectorLabels("api");

export function apiObjects() {
  const deployment = new Deployment({
    metadata: { name: API_NAME, labels: objectLabels("api") },
    spec: {
      // No `replicas`: the HorizontalPodAutoscaler owns the count, and an apply must not reset it.
      selector: { matchLabels: labels },
      strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: objectLabels("api") },
        spec: podSpec(
          {
            name: "api",
            image: IMAGE,
            command: ["node", ...api.nodeArgs, api.script],
            ...serviceEnv({ ...api.env, PORT: String(API_PORT), SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) }),
            ports: [{ name: "http", containerPort: API_PORT, protocol: "TCP" }],
            // docs/performance.md, "Memory and the api's Node flags": peak RSS 211 MiB over a
            // whole benchmark run with the old space capped at 160 MiB (live heap ~35 MiB). The
            // request covers the measured peak; the limit leaves the cap, the young generation and
            // native memory room before an OOM kill. CPU: one process saturates about one core
            // (2,766 session creations/s on the benchmark's 2 shared cores).
            resources: resources({ request: "500m", limit: "1" }, { request: "256Mi", limit: "384Mi" }),
            startupProbe: { httpGet: { path: "/healthz", port: "http" }, periodSeconds: 2, timeoutSeconds: 3, failureThreshold: 30 },
            livenessProbe: { httpGet: { path: "/healthz", port: "http" }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
            // Fails while Postgres or Redis is unreachable (and while draining): out of the Service, not restarted.
            readinessProbe: { httpGet: { path: "/readyz", port: "http" }, periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
            lifecycle: { preStop: { exec: { command: ["sleep", String(DRAIN_SECONDS)] } } },
          },
          {
            terminationGracePeriodSeconds: 2 * DRAIN_SECONDS + IN_FLIGHT_SECONDS,
            topologySpreadConstraints: [
              { maxSkew: 1, topologyKey: "kubernetes.io/hostname", whenUnsatisfiable: "ScheduleAnyway", labelSelector: { matchLabels: labels } },
            ],
          },
        ),
      },
    },
  });

  const service = new Service({
    metadata: { name: API_NAME, labels: objectLabels("api") },
    spec: { type: "ClusterIP", selector: labels, ports: [{ name: "http", port: API_PORT, targetPort: "http", protocol: "TCP" }] },
  });

  const autoscaler = new HorizontalPodAutoscaler({
    metadata: { name: API_NAME, labels: objectLabels("api") },
    spec: {
      scaleTargetRef: { apiVersion: "apps/v1", kind: "Deployment", name: API_NAME },
      minReplicas: 2,
      maxReplicas: 6,
      metrics: [{ type: "Resource", resource: { name: "cpu", target: { type: "Utilization", averageUtilization: 70 } } }],
    },
  });

  const disruptionBudget = new PodDisruptionBudget({
    metadata: { name: API_NAME, labels: objectLabels("api") },
    spec: { maxUnavailable: 1, selector: { matchLabels: labels } },
  });

  return [deployment, service, autoscaler, disruptionBudget];
}
