import type { Router } from "express";

/** Portal (browser session) routes for editing decision rules. */
export function registerDecisionRulePortalRoutes(_router: Router): void {}
