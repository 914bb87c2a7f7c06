// A verification flow is one module in the browser code too (issue #38, docs/architecture.md,
// "Adding a flow"): everything of a flow lives in web/src/flows/<flow>/, and the rest of web/
// knows it only through web/src/flows/registry.ts. Every registered flow is checked word by word
// but the four older ones, whose names ("email", "phone", "wallet", "credential") are also
// ordinary words of the page and the dashboard: for them only their parts are checked.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const NOT_YET_SELF_CONTAINED: readonly string[] = ["wallet", "phone", "email", "credential"];

/** Files of web/ that may name any flow: the registry, and the dashboard's API types (generated from the service's OpenAPI). */
const MAY_NAME_FLOWS = ["src/flows/registry.ts", "src/dashboard/api-types.ts"];

/** The web sources (not the build, not dependencies) under `webRoot`, relative to it. */
function webSources(webRoot: string): string[] {
  return readdirSync(webRoot, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(tsx?|css|html)$/.test(file) && !/(^|\/)(dist|node_modules)\//.test(file));
}

/** Each line of a web source outside web/src/flows/<flow>/ that names the flow, as `file:line`. */
export function strayMentions(webRoot: string, flow: string): string[] {
  const own = `src/flows/${flow}/`;
  const word = new RegExp(flow, "i");
  return webSources(webRoot)
    .filter((file) => !file.startsWith(own) && !MAY_NAME_FLOWS.includes(file))
    .flatMap((file) =>
      readFileSync(path.join(webRoot, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (word.test(line) ? [`${file}:${index + 1}`] : [])),
    );
}

/** The flows web/src/flows/registry.ts lists, one a line. */
function registeredFlows(webRoot: string): string[] {
  const registry = readFileSync(path.join(webRoot, "src/flows/registry.ts"), "utf8");
  const list = /export const FLOWS = \[([\s\S]*?)\] as const/.exec(registry)?.[1] ?? "";
  return list.split("\n").map((line) => line.trim().replace(/,$/, "")).filter(Boolean);
}

const webRoot = path.resolve("web");
const ISOLATED_FLOWS = registeredFlows(webRoot).filter((flow) => !NOT_YET_SELF_CONTAINED.includes(flow));
const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

describe("a flow in the browser code", () => {
  it.each(ISOLATED_FLOWS)("%s: no web source outside its folder names it, but the registry", (flow) => {
    expect(strayMentions(webRoot, flow)).toEqual([]);
  });

  it("finds a stray mention, in any web source outside the flow's folder, whatever its case", () => {
    const root = mkdtempSync(path.join(tmpdir(), "web-flow-isolation-"));
    fixtures.push(root);
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write("src/flows/registry.ts", "import { document } from './document/flow.js';\n");
    write("src/flows/document/Step.tsx", "export const step = 'document';\n");
    write("src/dashboard/api-types.ts", "flow: 'document';\n");
    write("src/dist/x.ts", "document\n");
    write("src/verify/VerifyPage.tsx", "const a = 1;\n{flow.type === 'document' ? 1 : 0}\n");
    write("src/dashboard/pages/CustomerDetail.tsx", "<CustomerDocuments />\n");
    write("verify.html", "<p>Documents</p>\n");
    expect(strayMentions(root, "document").sort()).toEqual(["src/dashboard/pages/CustomerDetail.tsx:1", "src/verify/VerifyPage.tsx:2", "verify.html:1"]);
  });

  it("every flow folder is registered, once, and has its definition and its hosted-page step", () => {
    const folders = readdirSync(path.join(webRoot, "src/flows"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const registered = registeredFlows(webRoot);
    expect([...registered].sort()).toEqual(folders);
    expect(new Set(registered).size).toBe(registered.length);
    for (const flow of folders) {
      const files = readdirSync(path.join(webRoot, "src/flows", flow));
      expect(files, flow).toEqual(expect.arrayContaining(["flow.ts", "Step.tsx"]));
      // A flow's words come in every language of the page, or in none (they are still in the page's catalogs).
      const messages = files.filter((file) => /^messages-[a-z]+\.ts$/.test(file)).sort();
      expect([[], ["messages-en.ts", "messages-es.ts", "messages-fr.ts"]], flow).toContainEqual(messages);
    }
  });
});
