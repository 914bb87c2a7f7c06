// Generated fuzzing (issue 14): every operation of the three OpenAPI documents, for its principal,
// with random valid and near-valid path parameters, query strings and bodies. Every response
// must be one the document declares for that operation (status listed, body valid against its
// schema with ajv 2020), and none may be a 5xx. FUZZ_SEED reproduces a run (it is printed);
// FUZZ_RUNS sets the cases per operation (default 8, so CI stays under a minute; raise it locally for a longer hunt).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc, { type Arbitrary } from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { openPortalSession, SESSION_COOKIE } from "../../src/accounts/portal/portal-sessions.js";
import { client, startApi, type TestApi } from "../support/api.js";
import { createCustomer } from "../support/customers.js";
import { createTestMerchant, type TestMerchant } from "../support/factories.js";
import { nearValidValue, validValue, type Schema } from "../support/schema-arbitrary.js";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
console.log(`openapi fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);

type Document = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> } & Schema;
/** The body of a route that takes bytes, sent as they are with their Content-Type. */
class RawBody {
  constructor(
    readonly type: string,
    readonly bytes: Uint8Array,
  ) {}
}
interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema } | undefined> }>;
  security?: Record<string, unknown>[];
}

const documents = [
  { name: "openapi.json", base: "/api/v1", doc: JSON.parse(readFileSync("docs/openapi.json", "utf8")) as Document },
  { name: "openapi-portal.json", base: "/api/merchant", doc: JSON.parse(readFileSync("docs/openapi-portal.json", "utf8")) as Document },
  { name: "openapi-sdk.json", base: "/api/sdk/v1", doc: JSON.parse(readFileSync("docs/openapi-sdk.json", "utf8")) as Document },
];

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

let api: TestApi;
let merchant: TestMerchant;
let portal: { token: string; csrf: string; merchantId: string; userId: string };
const knownIds: string[] = [];
const knownAddresses: string[] = [];

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  const v1 = client(api.baseUrl, merchant.testKey);
  const address = await createCustomer(merchant.merchantId, "test");
  knownAddresses.push(address);
  const session = await v1.post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: address });
  const endpoint = await v1.post("/api/v1/webhook-endpoints", { url: "http://127.0.0.1:9/hook", events: ["ping"] });
  await v1.post(`/api/v1/customers/${address}/notes`, { body: "fuzz" });
  const events = await v1.get("/api/v1/events");
  const rules = await v1.get("/api/v1/decision-rules");
  knownIds.push(session.body.id, endpoint.body.id, ...events.body.data.map((e: { id: string }) => e.id), ...rules.body.data.map((r: { id: string }) => r.id));

  const owner = await createMerchant({ email: `fuzz-${randomBytes(5).toString("hex")}@example.test`, password: "a long enough password", businessName: "Fuzz" });
  const opened = await openPortalSession(owner.userId);
  portal = { token: opened.token, csrf: opened.csrfToken, ...owner };
});
afterAll(() => api?.close());

const weird = fc.constantFrom("", "x", "%25", "..", "vs_", "we_" + "0".repeat(300), "null", "😀", "a b", "0x");
const safeHeader = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);

function encodable(value: string): boolean {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

function pathValue(param: Parameter, doc: Document): Arbitrary<string> {
  if (param.name === "mode") return fc.oneof({ weight: 8, arbitrary: fc.constantFrom("test", "live") }, { weight: 1, arbitrary: weird });
  if (param.name === "address") return fc.oneof(fc.constantFrom(...knownAddresses), validValue(param.schema, doc) as Arbitrary<string>, weird);
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownIds) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) }, { weight: 1, arbitrary: weird });
}

function queryValue(param: Parameter, doc: Document): Arbitrary<string | undefined> {
  const valid = validValue(param.schema, doc).map((v) => (v === null ? undefined : String(v)));
  return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: valid }, { weight: 1, arbitrary: weird });
}

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  idempotencyKey?: string;
  live: boolean;
}

function requestArbitrary(op: Operation, doc: Document, method: string): Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const path: Record<string, Arbitrary<string>> = {};
  const query: Record<string, Arbitrary<string | undefined>> = {};
  for (const p of params) {
    // A path parameter is a non-empty segment; "." and ".." are resolved away by any HTTP client.
    if (p.in === "path") path[p.name] = pathValue(p, doc).filter((v) => encodable(v) && v !== "" && v !== "." && v !== "..");
    if (p.in === "query") query[p.name] = queryValue(p, doc).filter((v) => v === undefined || encodable(v));
  }
  const bodySchema = op.requestBody?.content["application/json"]?.schema;
  // A route that takes bytes (an upload) gets bytes of one of its declared types, or of another.
  const byteTypes = Object.keys(op.requestBody?.content ?? {}).filter((type) => type !== "application/json");
  const body: Arbitrary<unknown> = bodySchema
    ? fc.oneof({ weight: 3, arbitrary: validValue(bodySchema, doc) }, { weight: 2, arbitrary: nearValidValue(bodySchema, doc) })
    : byteTypes.length > 0
      ? fc.record({ type: fc.constantFrom(...byteTypes, "image/svg+xml", "text/plain"), bytes: fc.uint8Array({ maxLength: 4096 }) }).map((b) => new RawBody(b.type, b.bytes))
    : method === "get" || method === "delete"
      ? fc.constant(undefined)
      : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant({ unexpected: 1 }) });
  return fc.record({
    path: fc.record(path),
    query: fc.record(query, { requiredKeys: [] }),
    body,
    idempotencyKey: method === "post" ? fc.option(safeHeader, { nil: undefined }) : fc.constant(undefined),
    live: fc.boolean(),
  });
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
for (const { name, doc } of documents) ajv.addSchema(doc, name);
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

async function clientToken(live: boolean): Promise<string> {
  const v1 = client(api.baseUrl, live ? merchant.liveKey : merchant.testKey);
  const res = await v1.post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], ...(live ? {} : { test_outcome: "interactive" }) });
  if (res.status !== 201) throw new Error(`session for a client token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.client_token as string;
}

const OWN_USER_OPERATIONS = new Set([
  "changePassword",
  "revokeAllPortalSessions",
  "revokePortalSession",
  "startTwoFactorSetup",
  "enableTwoFactor",
  "verifyTwoFactor",
  "disableTwoFactor",
  "regenerateRecoveryCodes",
]);

async function freshPortalSession(): Promise<{ token: string; csrf: string }> {
  const owner = await createMerchant({ email: `fuzz-${randomBytes(5).toString("hex")}@example.test`, password: "a long enough password", businessName: "Fuzz" });
  const opened = await openPortalSession(owner.userId);
  return { token: opened.token, csrf: opened.csrfToken };
}

async function send(base: string, template: string, method: string, op: Operation, request: FuzzRequest) {
  const url = new URL(api.baseUrl + base + template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path[name]!)));
  for (const [key, value] of Object.entries(request.query)) if (value !== undefined) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  const security = Object.keys(op.security?.[0] ?? {});
  if (security.includes("secretKey")) headers.Authorization = `Bearer ${request.live ? merchant.liveKey : merchant.testKey}`;
  // SDK writes change their object, so every request gets a fresh one (interactive in test mode).
  if (security.includes("clientToken")) headers.Authorization = `Bearer ${await clientToken(request.live)}`;
  if (security.includes("portalSession")) {
    // Signing out would end the shared session: that operation gets a session of its own. So do
    // the ones that end other sessions or count wrong passwords and codes in the sign-in throttle
    // (whose delays grow with failures), each with a user of its own.
    const session =
      op.operationId === "signOut"
        ? await openPortalSession(portal.userId).then((s) => ({ token: s.token, csrf: s.csrfToken }))
        : OWN_USER_OPERATIONS.has(op.operationId)
          ? await freshPortalSession()
          : portal;
    headers.Cookie = `${SESSION_COOKIE}=${session.token}`;
    headers["X-CSRF-Token"] = session.csrf;
  }
  if (request.idempotencyKey) headers["Idempotency-Key"] = request.idempotencyKey;
  const raw = request.body instanceof RawBody ? request.body : undefined;
  if (request.body !== undefined) headers["Content-Type"] = raw ? raw.type : "application/json";
  const body = raw ? Buffer.from(raw.bytes) : request.body === undefined ? undefined : JSON.stringify(request.body);
  const response = await fetch(url, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  // A CSV export answers text/csv; only JSON answers are parsed.
  const json = (response.headers.get("content-type") ?? "").includes("json");
  return { status: response.status, type: response.headers.get("content-type") ?? "", text, body: text && json ? (JSON.parse(text) as unknown) : undefined, url: url.pathname + url.search };
}

for (const { name, base, doc } of documents) {
  const operations = Object.entries(doc.paths).flatMap(([template, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ template, method, op: item[method]! })),
  );
  describe(`fuzzing ${name}`, () => {
    it.each(operations.map((o, i) => [`${o.method.toUpperCase()} ${o.template}`, o, i] as const))("%s", async (_label, { template, method, op }, index) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, doc, method), async (request) => {
          const res = await send(base, template, method, op, request);
          const where = `${op.operationId} ${method.toUpperCase()} ${res.url} -> ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          const declared = op.responses[String(res.status)];
          expect(declared, `undeclared status: ${where}`).toBeDefined();
          const schema = declared!.content?.["application/json"]?.schema;
          const otherTypes = Object.keys(declared!.content ?? {}).filter((type) => type !== "application/json");
          if (!schema && otherTypes.length > 0) {
            // A declared non-JSON answer (a CSV export): its type must be the declared one.
            expect(otherTypes.some((type) => res.type.startsWith(type)), `answered ${res.type}: ${where}`).toBe(true);
            return;
          }
          if (!schema) {
            expect(res.text, `a body where none is declared: ${where}`).toBe("");
            return;
          }
          const validate = ajv.getSchema(`${name}#/${pointer("paths", template, method, "responses", String(res.status), "content", "application/json", "schema")}`)!;
          expect(validate(res.body), `${where}\n${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
    });
  });
}
