import type { IIoK8sApiCoreV1Container } from "kubernetes-models/v1/Container";
import type { IIoK8sApiCoreV1PodSpec } from "kubernetes-models/v1/PodSpec";
import type { IIoK8sApiCoreV1ResourceRequirements } from "kubernetes-models/v1/ResourceRequirements";

/** The image's `node` user (node:20 images), never root. */
const NODE_UID = 1000;

/**
 * A pod of the image: non-root, no privilege escalation, no capabilities, a read-only root
 * filesystem (the processes write nothing but what Node may put in /tmp, an emptyDir), no
 * service-account token (nothing here talks to the Kubernetes API) and no service-link variables.
 */
export function podSpec(container: IIoK8sApiCoreV1Container, pod: Partial<IIoK8sApiCoreV1PodSpec> = {}): IIoK8sApiCoreV1PodSpec {
  return {
    automountServiceAccountToken: false,
    enableServiceLinks: false,
    securityContext: {
      runAsNonRoot: true,
      runAsUser: NODE_UID,
      runAsGroup: NODE_UID,
      seccompProfile: { type: "RuntimeDefault" },
    },
    ...pod,
    containers: [
      {
        ...container,
        securityContext: {
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        },
        volumeMounts: [{ name: "tmp", mountPath: "/tmp" }],
      },
    ],
    volumes: [{ name: "tmp", emptyDir: { sizeLimit: "64Mi" } }],
  };
}

export function resources(cpu: { request: string; limit: string }, memory: { request: string; limit: string }): IIoK8sApiCoreV1ResourceRequirements {
  return { requests: { cpu: cpu.request, memory: memory.request }, limits: { cpu: cpu.limit, memory: memory.limit } };
}
