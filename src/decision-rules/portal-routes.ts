import { idParams, plainList } from "../http/common-schemas.js";
import { defineRoute, type AnyRoute } from "../http/route.js";
import { createRuleSchema, decisionRuleObject, deletedDecisionRuleObject, ruleModeQuery, updateRuleSchema } from "./rule-schema.js";
import { createRule, deleteRule, listRules, updateRule } from "./rules-store.js";

// The dashboard edits the rules of both modes in one session: reads and creates name the mode
// (`?mode=` / body `mode`), edits and deletes address a rule by id within the merchant.
// Reading is for every role; changing rules needs `rules:write` (src/auth/permissions.ts).
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
    responses: { 200: plainList(decisionRuleObject, "DecisionRule") },
  }).handle(async ({ portal, query }) => ({
    body: { object: "list", data: await listRules({ merchantId: portal.merchantId, mode: query.mode }), livemode: query.mode === "live" },
  })),
  defineRoute({
    method: "post",
    path: "/decision-rules",
    operationId: "createDecisionRule",
    summary: "Create a decision rule in one mode",
    tag,
    principal: writer,
    body: createRuleSchema,
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
    body: updateRuleSchema,
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
