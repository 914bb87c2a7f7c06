import { idParams } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { sessionObject } from "./session-schema.js";
import { expireTestSession, settleTestSession, type OutcomeHelper } from "./test-helpers.js";

const principal = { kind: "secret_key", scope: "sessions:write", testOnly: true } as const;
const tag = "Test helpers";

const outcomeHelpers: Array<{ helper: OutcomeHelper; operationId: string; summary: string; description: string }> = [
  {
    helper: "complete",
    operationId: "testHelperCompleteVerificationSession",
    summary: "Complete a test session (approve)",
    description: "A session in `created` or `processing` is approved as the sandbox would: VIC, customer, `verification_session.completed`.",
  },
  {
    helper: "fail",
    operationId: "testHelperFailVerificationSession",
    summary: "Fail a test session (decline)",
    description: "A session in `created` or `processing` is declined: `last_error`, customer rejected, `verification_session.failed`.",
  },
  {
    helper: "require_review",
    operationId: "testHelperRequireReviewVerificationSession",
    summary: "Send a test session to review",
    description: "A session in `created` or `processing` moves to `requires_review` and raises a review (`review.flagged`).",
  },
];

export const sessionTestHelperRoutes = [
  ...outcomeHelpers.map(({ helper, operationId, summary, description }) =>
    defineRoute({
      method: "post",
      path: `/test_helpers/verification_sessions/{id}/${helper}`,
      operationId,
      summary,
      description: `${description} Test keys only.`,
      tag,
      principal,
      params: idParams,
      responses: { 200: sessionObject },
      errors: ["session_not_found", "invalid_state"],
    }).handle(async ({ owner, params }) => ({ body: await settleTestSession(owner, params.id, helper) })),
  ),
  defineRoute({
    method: "post",
    path: "/test_helpers/verification_sessions/{id}/expire",
    operationId: "testHelperExpireVerificationSession",
    summary: "Expire a test session now",
    description: "A session in `created` or `processing` is made due now and expired by the real expiry path (`verification_session.expired`). Test keys only.",
    tag,
    principal,
    params: idParams,
    responses: { 200: sessionObject },
    errors: ["session_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ body: await expireTestSession(owner, params.id) })),
];
