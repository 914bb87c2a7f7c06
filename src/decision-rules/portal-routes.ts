import type { Router } from "express";
import { z } from "zod";
import { requireCsrfToken } from "../portal/portal-auth.js";
import { createRuleSchema, updateRuleSchema } from "./rule-schema.js";
import { createRule, deleteRule, listRules, updateRule } from "./rules-store.js";

const listQuery = z.strictObject({ mode: z.enum(["test", "live"]) });

/** Portal (browser session) routes for editing decision rules; writes need X-CSRF-Token. */
export function registerDecisionRulePortalRoutes(router: Router): void {
  router.get("/decision-rules", async (req, res) => {
    const { mode } = listQuery.parse(req.query);
    res.json({ object: "list", data: await listRules(req.portal!.merchantId, mode), livemode: mode === "live" });
  });
  router.post("/decision-rules", requireCsrfToken, async (req, res) => {
    const body = createRuleSchema.parse(req.body ?? {});
    res.status(201).json(await createRule(req.portal!.merchantId, body));
  });
  router.patch("/decision-rules/:id", requireCsrfToken, async (req, res) => {
    const body = updateRuleSchema.parse(req.body ?? {});
    res.json(await updateRule(req.portal!.merchantId, String(req.params.id), body));
  });
  router.delete("/decision-rules/:id", requireCsrfToken, async (req, res) => {
    res.json(await deleteRule(req.portal!.merchantId, String(req.params.id)));
  });
}
