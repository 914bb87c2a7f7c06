import { idParams, plainList } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { decisionRuleObject } from "./rule-schema.js";
import { getRule, listRules } from "./rules-store.js";

const principal = { kind: "secret_key", scope: "decisioning:read" } as const;
const tag = "Decision rules";

export const decisionRuleRoutes = [
  defineRoute({
    method: "get",
    path: "/decision-rules",
    operationId: "listDecisionRules",
    summary: "List the decision rules of the key's mode, in evaluation order",
    tag,
    principal,
    responses: { 200: plainList(decisionRuleObject, "DecisionRule") },
  }).handle(async ({ owner }) => ({ body: { object: "list", data: await listRules(owner) } })),
  defineRoute({
    method: "get",
    path: "/decision-rules/{id}",
    operationId: "retrieveDecisionRule",
    summary: "Retrieve a decision rule",
    tag,
    principal,
    params: idParams,
    responses: { 200: decisionRuleObject },
    errors: ["rule_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await getRule(owner, params.id) })),
];
