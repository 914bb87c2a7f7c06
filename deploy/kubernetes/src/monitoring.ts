import { ServiceMonitor } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1";
import type { IIoK8sApiNetworkingV1NetworkPolicyEgressRule } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicyEgressRule";
import { APP, SECRET_NAME, WORKER_GROUP_LABEL, objectLabels, selectorLabels } from "./release.js";
import { API_PORT } from "./api.js";
import { WORKER_METRICS_PORT } from "./workers.js";

/** Where Prometheus runs (kube-prometheus-stack's usual namespace); an overlay patches it if not. */
export const MONITORING_NAMESPACE = "monitoring";

/** Both the api's /metrics and every worker's listener, with the Secret's METRICS_TOKEN (docs/metrics.md). */
export function serviceMonitor() {
  const authorization = { type: "Bearer", credentials: { name: SECRET_NAME, key: "METRICS_TOKEN" } };
  return new ServiceMonitor({
    metadata: { name: APP, labels: objectLabels("monitoring") },
    spec: {
      selector: { matchLabels: { "app.kubernetes.io/name": APP } },
      podTargetLabels: ["app.kubernetes.io/component", WORKER_GROUP_LABEL],
      // Each endpoint applies to the Services that have its port: the api's, the workers' headless one.
      endpoints: [
        { port: "http", path: "/metrics", interval: "30s", authorization },
        { port: "metrics", path: "/metrics", interval: "30s", authorization },
      ],
    },
  });
}

/**
 * Egress stays open but for the cloud metadata address: webhook receivers are any public host on
 * 443 or a port from 1024 up (src/events/webhooks/url-safety.ts), and Postgres, Redis, Twilio, SMTP,
 * Stripe and the chain's RPC live wherever the operator put them. Pods of the cluster are listed
 * apart: some network plugins never match them by ipBlock (DNS, in-cluster Postgres or Redis).
 */
const egress: IIoK8sApiNetworkingV1NetworkPolicyEgressRule[] = [
  {
    to: [
      { namespaceSelector: {} },
      { ipBlock: { cidr: "0.0.0.0/0", except: ["169.254.169.254/32"] } },
      { ipBlock: { cidr: "::/0", except: ["fd00:ec2::254/128"] } },
    ],
  },
];

export function networkPolicies() {
  const api = new NetworkPolicy({
    metadata: { name: "proofbase-api", labels: objectLabels("api") },
    spec: {
      podSelector: { matchLabels: selectorLabels("api") },
      policyTypes: ["Ingress", "Egress"],
      // From anywhere: the ingress controller, a balancer, Prometheus (its /metrics needs the token).
      ingress: [{ ports: [{ port: API_PORT, protocol: "TCP" }] }],
      egress,
    },
  });
  const workers = new NetworkPolicy({
    metadata: { name: "proofbase-workers", labels: objectLabels("worker") },
    spec: {
      podSelector: { matchLabels: selectorLabels("worker") },
      policyTypes: ["Ingress", "Egress"],
      ingress: [
        {
          from: [{ namespaceSelector: { matchLabels: { "kubernetes.io/metadata.name": MONITORING_NAMESPACE } } }],
          ports: [{ port: WORKER_METRICS_PORT, protocol: "TCP" }],
        },
      ],
      egress,
    },
  });
  const migrate = new NetworkPolicy({
    metadata: { name: "proofbase-migrate", labels: objectLabels("migrate") },
    spec: { podSelector: { matchLabels: selectorLabels("migrate") }, policyTypes: ["Ingress", "Egress"], ingress: [], egress },
  });
  return [api, workers, migrate];
}
