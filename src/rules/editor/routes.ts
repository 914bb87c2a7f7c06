import { idParams, plainList } from "../../http/common-schemas.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { decisionRuleObject, deletedDecisionRuleObject, ruleModeQuery } from "../rule-schema.js";
import { signalCatalog } from "../../flows/registry.js";
import { listRulesForPortal, portalDecisionRuleObject } from "./portal-rule-list.js";
import { createRule, deleteRule, updateRule } from "../rules-store.js";
import { catalogSignalObject } from "./signal-catalog-schema.js";
import { copyRules, copyRulesBody } from "./copy-rules.js";
import { createRuleBody, updateRuleBody } from "./rule-bodies.js";
import { simulateRules } from "./simulate.js";
import { simulateRulesBody, simulationObject } from "./simulation-schema.js";

// The dashboard edits the rules of both modes in one session: reads and creates name the mode
// (`?mode=` / body `mode`), edits and deletes address a rule by id within the merchant.
// Reading (and simulating) is for every role; changing rules needs `rules:write` (src/http/auth/permissions.ts).
const principal = { kind: "portal_session", permission: "decisioning:read" } as const;
const writer = { kind: "portal_session", permission: "rules:write" } as const;
const tag = "Decision rules";


export const decisionRulePortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/decision-rules",
    operationId: "listPortalDecisionRules",
    summary: "List the decision rules of one mode, in evaluation order",
    tag,
    principal,
    query: ruleModeQuery,
    responses: { 200: plainList(portalDecisionRuleObject, "PortalDecisionRule") },
  }).handle(async ({ portal, query }) => ({
    body: { object: "list", data: await listRulesForPortal({ merchantId: portal.merchantId, mode: query.mode }), livemode: query.mode === "live" },
  })),
  defineRoute({
    method: "get",
    path: "/signal-catalog",
    operationId: "listSignalCatalog",
    summary: "The signals decision rules can read: each flow's, with its meaning and value schema",
    tag,
    principal,
    responses: { 200: plainList(catalogSignalObject, "CatalogSignal") },
  }).handle(async () => ({ body: { object: "list", data: signalCatalog.map((s) => ({ ...s, schema: s.schema as Record<string, unknown> })) } })),
  defineRoute({
    method: "post",
    path: "/decision-rules/simulate",
    operationId: "simulateDecisionRules",
    summary: "Replay a draft rule set against the latest decided sessions of a mode",
    description:
      "Decides the stored signals of the mode's latest `limit` decided sessions with the draft rules and with the rules in force, as live decisions do, and reports the outcomes and the sessions that would change. Changes nothing. One simulation per account runs at a time (another answers 429 `rate_limited` with `Retry-After`), and a run evaluates at most a budget of (rules in force + draft rules) x sessions, 2,000,000 by default (beyond it, 400 `invalid_request` naming `limit`).",
    tag,
    principal,
    body: simulateRulesBody,
    responses: { 200: simulationObject },
    errors: ["rate_limited"],
  }).handle(async ({ portal, body }) => ({ body: await simulateRules(portal.merchantId, body) })),
  defineRoute({
    method: "post",
    path: "/decision-rules",
    operationId: "createDecisionRule",
    summary: "Create a decision rule in one mode",
    tag,
    principal: writer,
    body: createRuleBody,
    responses: { 201: decisionRuleObject },
  }).handle(async ({ portal, body: { mode, ...rule } }) => ({
    status: 201,
    body: await createRule({ merchantId: portal.merchantId, mode }, rule),
  })),
  defineRoute({
    method: "patch",
    path: "/decision-rules/{id}",
    operationId: "updateDecisionRule",
    summary: "Change a decision rule",
    tag,
    principal: writer,
    params: idParams,
    body: updateRuleBody,
    responses: { 200: decisionRuleObject },
    errors: ["rule_not_found"],
  }).handle(async ({ portal, params, body }) => ({ body: await updateRule(portal.merchantId, params.id, body) })),
  defineRoute({
    method: "delete",
    path: "/decision-rules/{id}",
    operationId: "deleteDecisionRule",
    summary: "Delete a decision rule",
    tag,
    principal: writer,
    params: idParams,
    responses: { 200: deletedDecisionRuleObject },
    errors: ["rule_not_found"],
  }).handle(async ({ portal, params }) => ({ body: await deleteRule(portal.merchantId, params.id) })),
  defineRoute({
    method: "post",
    path: "/decision-rules/copy",
    operationId: "copyDecisionRules",
    summary: "Replace one mode's decision rules with copies of the other mode's",
    description:
      "Typically test to live, so live starts from the rules tried in test rather than the defaults. Each copy keeps its name, priority, condition, action, tier and enabled state, and is checked like a new rule (catalog signal, typed operator and value): one that fails stops the copy (400 `invalid_request`, `param: \"from\"`, naming the rule) and nothing changes. The audit row lists the rule names before and after.",
    tag,
    principal: writer,
    body: copyRulesBody,
    responses: { 200: plainList(decisionRuleObject, "CopiedDecisionRule") },
  }).handle(async ({ portal, body }) => ({ body: { object: "list", data: await copyRules(portal.merchantId, body.from, body.to), livemode: body.to === "live" } })),
];
