import express, { Router } from "express";
import { z } from "zod";
import { scopeSchema } from "../auth/scopes.js";
import { registerDecisionRulePortalRoutes } from "../decision-rules/portal-routes.js";
import { routeNotFound } from "../http/error-middleware.js";
import { requireDependencies } from "../http/require-dependencies.js";
import { describeAccount, logIn } from "./accounts.js";
import { listApiKeys, mintApiKey, revokeApiKey } from "./api-keys.js";
import { clearSessionCookie, setSessionCookie } from "./cookies.js";
import { createMerchant } from "./create-merchant.js";
import { requireCsrfToken, requirePortalSession, refuseApiKeys } from "./portal-auth.js";
import { closePortalSession, openPortalSession } from "./portal-sessions.js";
import { requireStorableStrings } from "../http/storable-strings.js";

const signupBody = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(10).max(200),
  business_name: z.string().trim().min(1).max(200),
});
const loginBody = z.strictObject({ email: z.string().max(254), password: z.string().max(200) });
const mintKeyBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  mode: z.enum(["test", "live"]),
  scopes: z.array(scopeSchema).min(1),
});

/** /api/merchant: the merchant portal's API, authenticated by an HttpOnly session cookie. */
export function portalRouter(): Router {
  const router = Router();
  router.use(refuseApiKeys, requireDependencies, express.json({ limit: "64kb" }), requireStorableStrings);

  router.post("/signup", async (req, res) => {
    const body = signupBody.parse(req.body ?? {});
    const { userId } = await createMerchant({ email: body.email, password: body.password, businessName: body.business_name });
    const session = await openPortalSession(userId);
    setSessionCookie(res, session.token);
    res.status(201).json({ ...(await describeAccount(userId)), csrf_token: session.csrfToken });
  });

  router.post("/login", async (req, res) => {
    const body = loginBody.parse(req.body ?? {});
    const { userId } = await logIn(body.email, body.password);
    const session = await openPortalSession(userId);
    setSessionCookie(res, session.token);
    res.json({ ...(await describeAccount(userId)), csrf_token: session.csrfToken });
  });

  const authed = Router();
  authed.use(requirePortalSession);
  authed.post("/logout", requireCsrfToken, async (req, res) => {
    await closePortalSession(req.portal!.sessionId);
    clearSessionCookie(res);
    res.status(204).end();
  });
  authed.get("/me", async (req, res) => {
    res.json({ ...(await describeAccount(req.portal!.userId)), csrf_token: req.portal!.csrfToken });
  });
  authed.post("/api-keys", requireCsrfToken, async (req, res) => {
    const body = mintKeyBody.parse(req.body ?? {});
    res.status(201).json(await mintApiKey(req.portal!.merchantId, body));
  });
  authed.get("/api-keys", async (req, res) => {
    res.json({ object: "list", data: await listApiKeys(req.portal!.merchantId) });
  });
  authed.post("/api-keys/:id/revoke", requireCsrfToken, async (req, res) => {
    res.json(await revokeApiKey(req.portal!.merchantId, String(req.params.id)));
  });
  registerDecisionRulePortalRoutes(authed);

  router.use(authed);
  router.use(routeNotFound);
  return router;
}
