/**
 * Every audited action in plain words, as the audit log shows it (contract section 22): the one
 * table. Keyed by the /api/v1 route's operationId for a key's call (`resolveReview`), the portal's
 * own routes' (`mintApiKey`) and the named actions (`enableLiveAccess`); a mirrored portal route
 * (`portalResolveReview`) reads as its v1 route. `test/audit-action-labels.test.ts` fails when an
 * audited action has no label here.
 */
const LABELS: Record<string, string> = {
  // Account and sign-in
  signOut: "Signed out",
  changePassword: "Changed their password",
  confirmPasswordReset: "Reset their password with an emailed link",
  revokePortalSession: "Signed out a session",
  revokeAllPortalSessions: "Signed out their other sessions",
  startTwoFactorSetup: "Started setting up two-factor authentication",
  enableTwoFactor: "Turned on two-factor authentication",
  verifyTwoFactor: "Confirmed a second factor",
  disableTwoFactor: "Turned off two-factor authentication",
  regenerateRecoveryCodes: "Replaced their recovery codes",
  dismissFirstRun: "Dismissed the first-run checklist",
  // Members
  inviteMember: "Invited a member",
  revokeInvitation: "Revoked an invitation",
  acceptInvitation: "Joined the account from an invitation",
  changeMemberRole: "Changed a member's role",
  removeMember: "Removed a member",
  transferOwnership: "Transferred ownership",
  // Keys, live access, billing, settings
  mintApiKey: "Created an API key",
  revokeApiKey: "Revoked an API key",
  enableLiveAccess: "Enabled live mode",
  disableLiveAccess: "Disabled live mode",
  startBillingSetup: "Started the billing setup",
  updateMerchantSettings: "Changed settings",
  uploadBrandingLogo: "Uploaded a logo",
  deleteBrandingLogo: "Removed the logo",
  // Decision rules
  simulateDecisionRules: "Previewed decision rules on recent sessions",
  createDecisionRule: "Created a decision rule",
  updateDecisionRule: "Changed a decision rule",
  deleteDecisionRule: "Deleted a decision rule",
  copyDecisionRules: "Copied decision rules to the other mode",
  // Verifications, customers, reviews
  createVerificationSession: "Created a verification link",
  cancelVerificationSession: "Canceled a verification",
  redactVerificationSession: "Redacted a verification's personal data",
  revokeVic: "Revoked a VIC",
  createCredentialVerification: "Checked a credential presentation",
  retrieveCustomer: "Viewed a customer",
  suspendCustomer: "Suspended a customer",
  unsuspendCustomer: "Lifted a customer's suspension",
  createCustomerNote: "Added a note to a customer",
  redactCustomer: "Redacted a customer's personal data",
  claimReview: "Claimed a review",
  releaseReview: "Released a review",
  claimNextReview: "Claimed the next review",
  resolveReview: "Resolved a review",
  bulkResolveReviews: "Resolved several reviews at once",
  createReverificationRequest: "Requested a reverification",
  // Webhooks and events
  createWebhookEndpoint: "Added a webhook endpoint",
  updateWebhookEndpoint: "Changed a webhook endpoint",
  deleteWebhookEndpoint: "Deleted a webhook endpoint",
  rotateWebhookEndpointSecret: "Rotated a webhook signing secret",
  testWebhookEndpoint: "Sent a test event to a webhook endpoint",
  enableWebhookEndpoint: "Re-enabled a webhook endpoint",
  recoverWebhookDeliveries: "Recovered failed webhook deliveries",
  resendWebhookDelivery: "Resent a webhook delivery",
  retryWebhookDelivery: "Retried a webhook delivery now",
  replayEvent: "Replayed an event",
  // Test helpers (test mode only)
  testHelperCompleteVerificationSession: "Completed a test verification",
  testHelperFailVerificationSession: "Failed a test verification",
  testHelperRequireReviewVerificationSession: "Sent a test verification to review",
  testHelperExpireVerificationSession: "Expired a test verification",
  testHelperSubmitReverificationRequest: "Submitted a test reverification",
  testHelperSetCustomerKycStatus: "Set a test customer's KYC status",
  testHelperExpireVic: "Expired a test VIC",
};

/** Labels of the actions a module above this folder declares (a flow's `auditLabels`, added by the flow registry). */
export function addAuditActionLabels(labels: Readonly<Record<string, string>>): void {
  for (const [action, label] of Object.entries(labels)) {
    if (LABELS[action] !== undefined && LABELS[action] !== label) throw new Error(`audit action ${action} is labelled twice`);
    LABELS[action] = label;
  }
}

/** `portalResolveReview` -> `resolveReview`: the v1 route a mirrored portal route runs. */
const unmirrored = (action: string) => (/^portal[A-Z]/.test(action) ? action[6]!.toLowerCase() + action.slice(7) : action);

/** The action in plain words, or null when the table has none (the test keeps that from happening). */
export function auditActionLabel(action: string): string | null {
  return LABELS[action] ?? LABELS[unmirrored(action)] ?? null;
}
