import { idParams } from "../../http/common-schemas.js";
import { defineRoute } from "../../http/route.js";
import { reverificationObject } from "./reverification-schema.js";
import { submitTestReverification } from "./test-helpers.js";

export const reverificationTestHelperRoutes = [
  defineRoute({
    method: "post",
    path: "/test_helpers/reverification_requests/{id}/submit",
    operationId: "testHelperSubmitReverificationRequest",
    summary: "Submit a test reverification request",
    description: "A pending request is submitted as its customer would (`reverification.submitted`). Test keys only.",
    tag: "Test helpers",
    principal: { kind: "secret_key", scope: "reverification:write", testOnly: true },
    params: idParams,
    responses: { 200: reverificationObject },
    errors: ["reverification_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ body: await submitTestReverification(owner, params.id) })),
];
