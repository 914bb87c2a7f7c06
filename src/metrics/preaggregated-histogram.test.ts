import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { PreaggregatedHistogram } from "./preaggregated-histogram.js";

const BUCKETS = [0.005, 0.01, 0.1, 1];
const OBSERVATIONS: Array<[string, string, number, number]> = [
  ["GET", "/a", 200, 0.001],
  ["GET", "/a", 200, 0.005], // on a bound: counted in that bucket (le is inclusive)
  ["GET", "/a", 200, 0.3],
  ["POST", "/b", 201, 7], // beyond the last bound: +Inf only
  ["GET", "/a", 404, 0.02],
  ["GET", "/a", 200, 0.0099],
];

describe("PreaggregatedHistogram", () => {
  it("exposes exactly what a prom-client Histogram exposes for the same observations", async () => {
    const reference = new Registry();
    const histogram = new Histogram({ name: "h_seconds", help: "help text", labelNames: ["method", "route", "status"], buckets: BUCKETS, registers: [reference] });
    const ours = new Registry();
    const preaggregated = new PreaggregatedHistogram("h_seconds", "help text", ["method", "route", "status"], BUCKETS, ours);
    for (const [method, route, status, value] of OBSERVATIONS) {
      histogram.observe({ method, route, status }, value);
      preaggregated.observe(`${method} ${status} ${route}`, () => ({ method, route, status }), value);
    }
    expect(await ours.metrics()).toBe(await reference.metrics());
    expect(await ours.metrics()).toContain('h_seconds_bucket{le="0.005",method="GET",route="/a",status="200"} 2');
  });

  it("shows no series before the first observation, like prom-client", async () => {
    const ours = new Registry();
    new PreaggregatedHistogram("empty_seconds", "nothing yet", ["route"], BUCKETS, ours);
    expect(await ours.metrics()).toBe("# HELP empty_seconds nothing yet\n# TYPE empty_seconds histogram\n");
  });
});
