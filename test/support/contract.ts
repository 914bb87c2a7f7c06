import Ajv2020Module, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { ERROR_CODES, type ErrorCode } from "../../src/platform/errors/api-error.js";
import { routeErrorCodes } from "../../src/http/openapi.js";
import type { ApiSurface } from "../../src/http/openapi.js";
import type { AnyRoute } from "../../src/http/route.js";

// Both are CommonJS modules whose `exports.default` is the value (NodeNext types the import as the module).
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

type Json = Record<string, unknown>;

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

/** What a scenario checks: the route's success, or one error code it declares. */
export type Outcome = "success" | ErrorCode;

export interface ContractCase {
  surface: ApiSurface;
  route: AnyRoute;
  outcome: Outcome;
}

/** Every (route, outcome) pair the route tables declare: each must have a scenario. */
export function declaredCases(surfaces: readonly ApiSurface[]): ContractCase[] {
  return surfaces.flatMap((surface) =>
    surface.routes.flatMap((route) => (["success", ...routeErrorCodes(surface, route)] as Outcome[]).map((outcome) => ({ surface, route, outcome }))),
  );
}

/**
 * The cases the pgbouncer project runs (vitest.config.ts): what the service does differently
 * through PgBouncer in transaction mode is in its database work, not its answers, so every route's
 * success (each route's queries and transactions) and each error code once (the first route that
 * declares it), rather than the whole matrix a second time.
 */
export function pgBouncerSample(cases: readonly ContractCase[]): ContractCase[] {
  const codes = new Set<Outcome>();
  return cases.filter(({ outcome }) => {
    if (outcome === "success") return true;
    if (codes.has(outcome)) return false;
    codes.add(outcome);
    return true;
  });
}

/** A response as received: status, content type and parsed body (undefined when empty). */
export interface WireResponse {
  status: number;
  contentType: string | null;
  body: any;
  headers: Headers;
}

export interface WireRequest {
  method: string;
  /** Absolute path from the service root, query string included. */
  path: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or a Buffer (an upload) is sent as is (with the given headers). */
  body?: unknown;
}

/** One HTTP exchange with the real app; never throws on a status. */
export async function exchange(baseUrl: string, request: WireRequest): Promise<WireResponse> {
  const raw =
    request.body === undefined ? undefined
    : Buffer.isBuffer(request.body) ? new Uint8Array(request.body)
    : typeof request.body === "string" ? request.body
    : JSON.stringify(request.body);
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method.toUpperCase(),
    headers: { ...(raw === undefined ? {} : { "Content-Type": "application/json" }), ...request.headers },
    body: raw,
  });
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, contentType: response.headers.get("content-type"), body, headers: response.headers };
}

const SUBSCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"] as const;
const SUBSCHEMA_SINGLE = ["items", "not", "if", "then", "else", "contains", "propertyNames", "additionalProperties", "unevaluatedProperties"] as const;

/**
 * Makes a schema strict in place: every object schema that lists `properties` and says nothing
 * about others gets `additionalProperties: false`, so an undocumented field fails validation.
 * Walks schema keywords only (a property *named* "properties" is not mistaken for a schema).
 */
function forbidUndocumentedFields(schema: unknown): void {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
  const node = schema as Json;
  if (node.allOf) throw new Error("allOf in a response schema: strict mode would need unevaluatedProperties; extend this helper");
  if (typeof node.properties === "object" && node.properties !== null && !("additionalProperties" in node) && !("unevaluatedProperties" in node))
    node.additionalProperties = false;
  for (const value of Object.values((node.properties ?? {}) as Json)) forbidUndocumentedFields(value);
  for (const value of Object.values((node.patternProperties ?? {}) as Json)) forbidUndocumentedFields(value);
  for (const key of SUBSCHEMA_LISTS) for (const value of (node[key] as unknown[] | undefined) ?? []) forbidUndocumentedFields(value);
  for (const key of SUBSCHEMA_SINGLE) forbidUndocumentedFields(node[key]);
}

/**
 * Checks responses against an OpenAPI 3.1 document with a JSON Schema 2020-12 validator (ajv,
 * formats checked by ajv-formats). The document is cloned and made strict first.
 */
export class DocumentChecker {
  private readonly ajv: InstanceType<typeof Ajv2020>;
  private readonly document: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly documentId: string;

  constructor(document: object, name: string) {
    this.document = structuredClone(document) as typeof this.document;
    for (const schema of Object.values(this.document.components?.schemas ?? {})) forbidUndocumentedFields(schema);
    for (const operations of Object.values(this.document.paths))
      for (const operation of Object.values(operations))
        for (const response of Object.values(operation.responses ?? {}))
          for (const media of Object.values(response.content ?? {})) forbidUndocumentedFields(media.schema);
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.documentId = `https://contract.test/${name}`;
    this.ajv.addSchema({ ...this.document, $id: this.documentId } as object);
  }

  /** The problems with `response` as an answer of `method path` (OpenAPI path template); none when it conforms. */
  problems(method: string, pathTemplate: string, response: WireResponse): string[] {
    const operation = this.document.paths[pathTemplate]?.[method];
    if (!operation) return [`the document has no operation ${method.toUpperCase()} ${pathTemplate}`];
    let status = String(response.status);
    if (!operation.responses[status]) {
      if (response.status >= 500 && operation.responses.default) status = "default";
      else return [`${operation.operationId}: status ${response.status} is not a documented response (${Object.keys(operation.responses).join(", ")})`];
    }
    const content = operation.responses[status]!.content;
    if (!content) return response.body === undefined ? [] : [`${operation.operationId} ${status}: documented without a body, got ${JSON.stringify(response.body).slice(0, 200)}`];
    const streamed = Object.keys(content).find((type) => type !== "application/json");
    if (streamed) {
      if (!response.contentType?.startsWith(streamed)) return [`${operation.operationId} ${status}: content type ${response.contentType}, documented ${streamed}`];
      return typeof response.body === "string" && response.body.length > 0 ? [] : [`${operation.operationId} ${status}: expected a ${streamed} body`];
    }
    if (!response.contentType?.startsWith("application/json")) return [`${operation.operationId} ${status}: content type ${response.contentType}, documented application/json`];
    if (!content["application/json"]) return [`${operation.operationId} ${status}: no application/json schema documented`];
    const pointer = ["paths", pathTemplate, method, "responses", status, "content", "application/json", "schema"]
      .map((part) => encodeURIComponent(part.replace(/~/g, "~0").replace(/\//g, "~1")))
      .join("/");
    const ref = `${this.documentId}#/${pointer}`;
    const validate = this.validators.get(ref) ?? this.ajv.compile({ $ref: ref });
    this.validators.set(ref, validate);
    if (validate(response.body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${operation.operationId} ${status}: body${e.instancePath} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ""}`,
    );
  }
}

/** Whether a response is the outcome a scenario aimed at (before checking it against the document). */
export function outcomeProblems(route: AnyRoute, outcome: Outcome, response: WireResponse): string[] {
  const shown = `${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;
  if (outcome === "success") {
    const declared = Object.keys(route.responses).map(Number);
    return declared.includes(response.status) ? [] : [`expected success (${declared.join("/")}), got ${shown}`];
  }
  const status = ERROR_CODES[outcome].status;
  return response.status === status && response.body?.error?.code === outcome ? [] : [`expected ${status} ${outcome}, got ${shown}`];
}
