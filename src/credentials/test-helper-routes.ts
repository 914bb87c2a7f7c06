import { idParams } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { vicObject } from "../sessions/session-schema.js";
import { expireTestVic } from "./expire-vics.js";

export const vicTestHelperRoutes = [
  defineRoute({
    method: "post",
    path: "/test_helpers/vics/{id}/expire",
    operationId: "testHelperExpireVic",
    summary: "Expire a test VIC now",
    description: "An active VIC's `expires_at` becomes now and it expires as the expiry job would (`vic.expired`). Test keys only.",
    tag: "Test helpers",
    principal: { kind: "secret_key", scope: "sessions:write", testOnly: true },
    params: idParams,
    responses: { 200: vicObject },
    errors: ["vic_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ body: await expireTestVic(owner, params.id) })),
];
