import { existsSync, readdirSync, readFileSync } from "node:fs";
import { Yaml } from "cdk8s";
import { describe, expect, it } from "vitest";
import { synthesize } from "../deploy/kubernetes/src/synth.js";
import { DRAIN_SECONDS } from "../deploy/kubernetes/src/api.js";
import { SECRET_NAME } from "../deploy/kubernetes/src/release.js";
import { NOT_SECRET, SECRET_ENV } from "../deploy/kubernetes/src/settings.js";
import { productionCommand } from "../bench/support/production-command.js";
import { jobCatalog } from "../src/app/job-catalog.js";
import * as core from "kubernetes-models/v1";
import * as apps from "kubernetes-models/apps/v1";
import * as batch from "kubernetes-models/batch/v1";
import * as autoscaling from "kubernetes-models/autoscaling/v2";
import * as policy from "kubernetes-models/policy/v1";
import * as networking from "kubernetes-models/networking.k8s.io/v1";
import * as monitoring from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1";

// The reference Kubernetes deployment (docs/operations.md): the committed YAML is what the cdk8s
// program makes, every object is valid against the API schema, and the manifests hold to the
// service's own rules (secrets by reference, resources, probes, every queue run once).

const DIR = "deploy/kubernetes";

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

function kustomization(): { resources: string[]; namespace?: string } {
  return Yaml.load(`${DIR}/kustomization.yaml`)[0];
}

/** Every document of every file kustomization.yaml lists, as `kubectl apply -k` would read them. */
let parsed: { file: string; object: K8sObject }[] | undefined;
function committedObjects(): { file: string; object: K8sObject }[] {
  // Read once: cdk8s's Yaml.load reads each file in a child process.
  return (parsed ??= kustomization().resources.flatMap((file) =>
    Yaml.load(`${DIR}/${file}`)
      .filter((doc) => doc !== null)
      .map((object: K8sObject) => ({ file, object })),
  ));
}

/** The schemas by apiVersion; an object of any other apiVersion fails the validation test until it is added here. */
const MODELS: Record<string, Record<string, unknown>> = {
  v1: core,
  "apps/v1": apps,
  "batch/v1": batch,
  "autoscaling/v2": autoscaling,
  "policy/v1": policy,
  "networking.k8s.io/v1": networking,
  "monitoring.coreos.com/v1": monitoring,
};

function podTemplates(objects: K8sObject[]): { owner: string; component: string; pod: any }[] {
  return objects
    .filter((o) => o.kind === "Deployment" || o.kind === "Job")
    .map((o) => ({ owner: `${o.kind}/${o.metadata.name}`, component: o.metadata.labels?.["app.kubernetes.io/component"] ?? "", pod: o.spec.template.spec }));
}

const objects = () => committedObjects().map((entry) => entry.object);

describe("deploy/kubernetes", () => {
  it("is exactly what the cdk8s program synthesizes", () => {
    const synthesized = synthesize();
    for (const [file, text] of synthesized) {
      const committed = existsSync(`${DIR}/${file}`) ? readFileSync(`${DIR}/${file}`, "utf8") : "(missing)";
      expect(committed, `${DIR}/${file} differs from the synthesis of deploy/kubernetes/src: run npm run k8s:synth`).toBe(text);
    }
    const stray = readdirSync(DIR).filter((file) => file.endsWith(".yaml") && !synthesized.has(file));
    expect(stray, "YAML files the program does not make: run npm run k8s:synth").toEqual([]);
  });

  it("lists every manifest in kustomization.yaml, and only those", () => {
    const manifests = readdirSync(DIR).filter((file) => file.endsWith(".yaml") && file !== "kustomization.yaml");
    expect([...kustomization().resources].sort()).toEqual(manifests.sort());
    expect(kustomization().namespace).toBe("proofbase");
  });

  it("holds only objects valid against the Kubernetes API schema (and the Prometheus operator's)", () => {
    const entries = committedObjects();
    expect(entries.length).toBeGreaterThan(10);
    for (const { file, object } of entries) {
      const where = `${file}: ${object.kind}/${object.metadata?.name}`;
      const Model = MODELS[object.apiVersion]?.[object.kind] as (new (data: unknown) => { validate(): void }) | undefined;
      expect(Model, `${where}: no schema for ${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new Model!(object).validate(), where).not.toThrow();
    }
  });

  it("takes every secret from the operator's Secret by reference, never as a value", () => {
    const all = objects();
    expect(all.filter((o) => o.kind === "Secret"), "a Secret object would put values in git").toEqual([]);
    const secretNames = new Set(SECRET_ENV.map((s) => s.name));
    const configMap = all.find((o) => o.kind === "ConfigMap")!;
    for (const key of Object.keys(configMap.data ?? {})) expect(secretNames.has(key), `ConfigMap key ${key}`).toBe(false);

    for (const { owner, pod } of podTemplates(all))
      for (const container of pod.containers) {
        for (const env of container.env ?? []) {
          const where = `${owner} ${env.name}`;
          if (env.valueFrom?.secretKeyRef) {
            expect(env.valueFrom.secretKeyRef.name, where).toBe(SECRET_NAME);
            expect(env.valueFrom.secretKeyRef.key, where).toBe(env.name);
          } else expect(secretNames.has(env.name) || /URL$/.test(env.name), `${where} is given as a value`).toBe(false);
        }
        for (const from of container.envFrom ?? []) expect(from.secretRef, `${owner} envFrom`).toBeUndefined();
      }
    const monitors = all.filter((o) => o.kind === "ServiceMonitor");
    for (const endpoint of monitors.flatMap((m) => m.spec.endpoints)) expect(endpoint.authorization.credentials.name).toBe(SECRET_NAME);
  });

  it("references every secret setting of src/platform/config.ts from the Secret, in the api and every worker", () => {
    // The schema's keys, read from its source: optional settings are absent from a parsed config.
    const settings = [...readFileSync("src/platform/config.ts", "utf8").matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
    const secretLooking = settings.filter((name) => /(URL|KEYS?|PASSWORD|TOKEN|SECRET|NODES)$/.test(name));
    expect(secretLooking).toContain("DATABASE_URL");
    const referenced = new Set(SECRET_ENV.map((s) => s.name));
    for (const name of secretLooking)
      expect(referenced.has(name) || (NOT_SECRET as readonly string[]).includes(name), `${name}: add it to SECRET_ENV or NOT_SECRET (deploy/kubernetes/src/settings.ts)`).toBe(true);

    for (const { owner, component, pod } of podTemplates(objects())) {
      if (component === "migrate") continue;
      const fromSecret = pod.containers[0].env.filter((e: any) => e.valueFrom?.secretKeyRef).map((e: any) => e.name);
      expect(fromSecret.sort(), owner).toEqual([...referenced].sort());
    }
  });

  it("gives every container CPU and memory requests and limits", () => {
    const templates = podTemplates(objects());
    expect(templates.length).toBeGreaterThanOrEqual(7); // api, five worker groups, the migration Job
    for (const { owner, pod } of templates)
      for (const container of pod.containers)
        for (const bound of ["requests", "limits"])
          for (const resource of ["cpu", "memory"]) expect(container.resources?.[bound]?.[resource], `${owner} ${bound}.${resource}`).toBeDefined();
  });

  it("probes the api, drains it before it stops, and leaves its replica count to the autoscaler", () => {
    const all = objects();
    const api = all.find((o) => o.kind === "Deployment" && o.metadata.labels?.["app.kubernetes.io/component"] === "api")!;
    const pod = api.spec.template.spec;
    const container = pod.containers[0];
    expect(container.livenessProbe.httpGet.path).toBe("/healthz");
    expect(container.readinessProbe.httpGet.path).toBe("/readyz");
    const drain = container.env.find((e: { name: string }) => e.name === "SHUTDOWN_DRAIN_SECONDS");
    expect(drain.value).toBe(String(DRAIN_SECONDS));
    expect(container.lifecycle.preStop.exec.command).toEqual(["sleep", String(DRAIN_SECONDS)]);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(2 * DRAIN_SECONDS);
    expect(api.spec.replicas).toBeUndefined();

    const hpa = all.find((o) => o.kind === "HorizontalPodAutoscaler")!;
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: api.metadata.name });
    const podLabels = api.spec.template.metadata.labels;
    for (const selecting of all.filter((o) => o.kind === "PodDisruptionBudget" || (o.kind === "Service" && o.metadata.name === api.metadata.name))) {
      const selector = selecting.spec.selector.matchLabels ?? selecting.spec.selector;
      for (const [key, value] of Object.entries(selector)) expect(podLabels[key], `${selecting.kind} selects the api's pods`).toBe(value);
    }
  });

  it("runs every queue of the job catalog in exactly one worker group", () => {
    const worker = productionCommand("start:worker");
    const run: string[] = [];
    for (const { owner, component, pod } of podTemplates(objects())) {
      if (component !== "worker") continue;
      const command: string[] = pod.containers[0].command;
      const queues = command.slice(command.indexOf(worker.script) + 1);
      expect(queues.length, `${owner} names its queues`).toBeGreaterThan(0);
      expect(queues, `${owner} must name its queues, not --except them`).not.toContain("--except");
      run.push(...queues);
    }
    const duplicates = run.filter((queue, i) => run.indexOf(queue) !== i);
    expect(duplicates, "queues run by two groups").toEqual([]);
    const catalog = [...new Set(jobCatalog.map((d) => d.queue))];
    expect(run.sort(), "a queue without a worker group: assign it in deploy/kubernetes/src/workers.ts").toEqual(catalog.sort());
  });

  it("starts each process as package.json's scripts do, from files the build compiles", () => {
    const build = JSON.parse(readFileSync("tsconfig.build.json", "utf8")) as { include: string[] };
    const expected: Record<string, string> = { api: "start:api", worker: "start:worker", migrate: "db:migrate:prod" };
    for (const { owner, component, pod } of podTemplates(objects())) {
      const script = productionCommand(expected[component]!);
      const container = pod.containers[0];
      expect(container.command.slice(0, script.nodeArgs.length + 2), owner).toEqual(["node", ...script.nodeArgs, script.script]);
      for (const [name, value] of Object.entries(script.env))
        expect(container.env.find((e: { name: string }) => e.name === name)?.value, `${owner} ${name}`).toBe(value);
      // dist/<path>.js is compiled from <path>.ts, under a directory tsconfig.build.json includes.
      const source = script.script.replace(/^dist\//, "").replace(/\.js$/, ".ts");
      expect(existsSync(source), `${owner}: ${source}`).toBe(true);
      expect(build.include.some((dir) => source.startsWith(`${dir}/`)), `${owner}: ${source} is outside the build`).toBe(true);
    }
  });
});
