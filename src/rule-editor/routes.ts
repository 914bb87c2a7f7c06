import { idParams, plainList } from "../http/common-schemas.js";
import { defineRoute, type AnyRoute } from "../http/route.js";
import { createRuleSchema, decisionRuleObject, deletedDecisionRuleObject, ruleModeQuery, updateRuleSchema } from "../decision-rules/rule-schema.js";
import { signalCatalog } from "../flows/registry.js";
import { listRulesForPortal, portalDecisionRuleObject } from "./portal-rule-list.js";
import { createRule, deleteRule, updateRule } from "../decision-rules/rules-store.js";
import { catalogSignalObject } from "./signal-catalog-schema.js";
import { catalogSignalOnly } from "./signal-check.js";
import { simulateRules } from "./simulate.js";
import { simulateRulesBody, simulationObject } from "./simulation-schema.js";

// The dashboard edits the rules of both modes in one session: reads and creates name the mode
// (`?mode=` / body `mode`), edits and deletes address a rule by id within the merchant.
// Reading (and simulating) is for every role; changing rules needs `rules:write` (src/auth/permissions.ts).
const principal = { kind: "portal_session", permission: "decisioning:read" } as const;
const writer = { kind: "portal_session", permission: "rules:write" } as const;
const tag = "Decision rules";

// The rule bodies of src/decision-rules/, their signal held to the catalog of the registered flows.
const createRuleBody = createRuleSchema.superRefine(catalogSignalOnly).meta({ id: "CreateDecisionRule" });
const updateRuleBody = updateRuleSchema.superRefine(catalogSignalOnly).meta({ id: "UpdateDecisionRule" });

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
      "Decides the stored signals of the mode's latest `limit` decided sessions with the draft rules and with the rules in force, as live decisions do, and reports the outcomes and the sessions that would change. Changes nothing.",
    tag,
    principal,
    body: simulateRulesBody,
    responses: { 200: simulationObject },
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
];
