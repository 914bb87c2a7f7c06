// Generated from the portal API's OpenAPI document (docs/openapi-portal.json) by `npm run generate:api-types`
// (openapi-typescript). Not committed; do not edit.
export interface paths {
    "/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; its owner is signed in (session cookie set) */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (session cookie set) */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, the account and the CSRF token
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        get: operations["retrieveAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's keys, redacted
         * @description Permission `keys:read` (every role): List API keys (redacted).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Mint a secret key (the plaintext is in this response only); a live key needs 2FA and a fresh second factor
         * @description Permission `keys:write` (roles owner, admin, developer): Mint and revoke API keys.
         */
        post: operations["mintApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a key; it fails with invalid_api_key at once
         * @description Permission `keys:write` (roles owner, admin, developer): Mint and revoke API keys.
         */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password (the current one is checked); every other session of yours is signed out
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a single-use link to choose a new password (30 minutes); the same 202 whether or not the account exists */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the emailed link's token; every session of that user is signed out
         * @description A link that does not work counts as a failed authentication of the client address: past AUTH_FAILURES_PER_IP_PER_MINUTE a minute, 429 `rate_limited` with Retry-After. The reset is a row of the account's audit log.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your signed-in dashboard sessions (this one marked current)
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        get: operations["listPortalSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one of your sessions (this one too, if named)
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        delete: operations["revokePortalSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/revoke-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere (keep_current: true keeps this session)
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["revokeAllPortalSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up an authenticator app (your current password first): a new secret, its otpauth URL and QR code (confirmed by /2fa/enable)
         * @description The current password is checked like a sign-in: a wrong one is 400 `invalid_request` (`param: "password"`) and counts in the sign-in throttle (429 `rate_limited` with Retry-After past its limits), so a stolen session cannot turn 2FA on with the thief's authenticator, nor guess the password faster than at the sign-in form.
         *
         *     Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["startTwoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the authenticator with a current code: 2FA is on and the user's other sessions end; answers 10 recovery codes, shown only here
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2fa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a second factor in this session (step-up): the step-up actions need no code for 5 minutes
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["verifyTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn 2FA off (with a current code or a recovery code, or within 5 minutes of a step-up); not while the account requires it
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/2fa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the recovery codes with 10 new ones (needs a current authenticator code)
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's members and their roles, the owner first
         * @description Permission `members:read` (every role): List the account's members and pending invitations.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member; every session of theirs ends at once
         * @description The owner cannot be removed (409 `invalid_state`): transfer ownership first.
         *
         *     Permission `members:write` (roles owner, admin): Invite members, change their roles, remove them.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Give a member another role (admin, developer, reviewer or viewer)
         * @description The owner's role is not changed here: transfer ownership instead (409 `invalid_state`). The new role applies to the member's next request.
         *
         *     Permission `members:write` (roles owner, admin): Invite members, change their roles, remove them.
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/members/{id}/transfer-ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make another member the owner; you become an admin (needs a fresh second factor when 2FA is on)
         * @description Permission `ownership:transfer` (roles owner): Make another member the owner.
         */
        post: operations["transferOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending invitations (an expired one says so until it is revoked or replaced)
         * @description Permission `members:read` (every role): List the account's members and pending invitations.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone by email; they get a single-use link valid for 7 days
         * @description Emails `{PUBLIC_URL}/invite#token=<token>`. Inviting an address again replaces its pending invitation (the older link stops working). The answer is the same for any address: one that already has a login (with this or another account) gets a different email, saying to sign in with that login, with no link, and its invitation stays pending until it expires. Each invitation is an email, so they are budgeted, every one counted whatever the address: `INVITATIONS_MAX_PER_ACCOUNT_PER_HOUR` per account and `INVITATIONS_MAX_PER_EMAIL_PER_HOUR` per address (429 `rate_limited` with `Retry-After`). Inviting an admin or developer needs a fresh second factor from an inviter with 2FA on.
         *
         *     Permission `members:write` (roles owner, admin): Invite members, change their roles, remove them.
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation; its link stops working
         * @description Permission `members:write` (roles owner, admin): Invite members, change their roles, remove them.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation and choose a password; the new member is signed in (session cookie set)
         * @description The password follows the sign-up policy. A link that was used, revoked, replaced by a newer invitation or has expired is 400 `invalid_token`, whose message says which. Such a failure counts against the client address: past AUTH_FAILURES_PER_IP_PER_MINUTE a minute, 429 `rate_limited` with Retry-After.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decision-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the decision rules of one mode, in evaluation order
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["listPortalDecisionRules"];
        put?: never;
        /**
         * Create a decision rule in one mode
         * @description Permission `rules:write` (roles owner, admin, developer): Create, change and delete decision rules.
         */
        post: operations["createDecisionRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signal-catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signals decision rules can read: each flow's, with its meaning and value schema
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["listSignalCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decision-rules/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a draft rule set against the latest decided sessions of a mode
         * @description Decides the stored signals of the mode's latest `limit` decided sessions with the draft rules and with the rules in force, as live decisions do, and reports the outcomes and the sessions that would change. Changes nothing. One simulation per account runs at a time (another answers 429 `rate_limited` with `Retry-After`), and a run evaluates at most a budget of (rules in force + draft rules) x sessions, 2,000,000 by default (beyond it, 400 `invalid_request` naming `limit`).
         *
         *     Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        post: operations["simulateDecisionRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decision-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a decision rule
         * @description Permission `rules:write` (roles owner, admin, developer): Create, change and delete decision rules.
         */
        delete: operations["deleteDecisionRule"];
        options?: never;
        head?: never;
        /**
         * Change a decision rule
         * @description Permission `rules:write` (roles owner, admin, developer): Create, change and delete decision rules.
         */
        patch: operations["updateDecisionRule"];
        trace?: never;
    };
    "/decision-rules/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace one mode's decision rules with copies of the other mode's
         * @description Typically test to live, so live starts from the rules tried in test rather than the defaults. Each copy keeps its name, priority, condition, action, tier and enabled state, and is checked like a new rule (catalog signal, typed operator and value): one that fails stops the copy (400 `invalid_request`, `param: "from"`, naming the rule) and nothing changes. The audit row lists the rule names before and after.
         *
         *     Permission `rules:write` (roles owner, admin, developer): Create, change and delete decision rules.
         */
        post: operations["copyDecisionRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live access, the Stripe customer, and live usage not reported yet
         * @description Permission `billing:read` (every role): Read live access and billing settings.
         */
        get: operations["retrieveBillingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the Stripe setup that activates live mode; returns the Stripe Checkout url
         * @description Creates the account's Stripe customer (once) and a Checkout Session in setup mode. When it is completed, Stripe's webhook enables live access. Allowed again later to replace the payment method.
         *
         *     Permission `billing:write` (roles owner, admin): Set up billing, which enables live access.
         */
        post: operations["startBillingSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SMS countries, SMS name (with a preview of the text) and today's SMS usage against the daily budget
         * @description Permission `settings:read` (every role): Read the account's settings.
         */
        get: operations["retrieveMerchantSettings"];
        /**
         * Set the countries phone codes may be texted to and the name the SMS carries
         * @description Permission `settings:write` (roles owner, admin): Change the account's settings.
         */
        put: operations["updateMerchantSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/branding/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the hosted page's logo (PNG, JPEG or WebP, at most 100 KB); it replaces a logo URL or an earlier upload
         * @description Permission `settings:write` (roles owner, admin): Change the account's settings.
         */
        post: operations["uploadBrandingLogo"];
        /**
         * Remove the hosted page's logo (uploaded or URL)
         * @description Permission `settings:write` (roles owner, admin): Change the account's settings.
         */
        delete: operations["deleteBrandingLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's audit log, newest first: who did what, to what, from where
         * @description Every dashboard write, API key mint and revoke, live-access change (operations included) and view of a customer's detail, and every /api/v1 write of a secret key that changes configuration or a person's standing (actor `api_key`: webhook endpoints, review resolutions, customer suspension and notes, redactions, reverification requests), one row each, written in the transaction of the action; a settings change names the fields it changed (`details.changed_fields`). The rows of an account form a hash chain (`npm run cli -- audit-verify`, docs/security.md).
         *
         *     Permission `audit:read` (roles owner, admin): Read the account's audit log.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/insights/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per UTC day: the session funnel per flow, completion and review rates, webhook success rate; failed and expired sessions by reason, deciding rule and country
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["dailyInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/first-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The first-run checklist: a verification link, a webhook endpoint, a teammate, live mode; each item read from the account's data
         * @description Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        get: operations["retrieveFirstRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/first-run/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the first-run checklist away for the signed-in user
         * @description Each member dismisses it for themselves. Dismissing again changes nothing.
         *
         *     Permission `self` (every role): Act on one's own user: who am I, sign out.
         */
        post: operations["dismissFirstRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open team alerts of the mode: a review queue above the account's limit, failing webhook endpoints
         * @description Permission `settings:read` (every role): Read the account's settings.
         */
        get: operations["listTeamAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/exports/verification-sessions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export verification sessions as CSV (streamed; the list's filters apply)
         * @description Every verification session the list `listVerificationSessions` would page through with the same filters, newest first, as CSV (RFC 4180, UTF-8, header row; cells starting with = + - @ are prefixed with a quote). Streamed, read through one database cursor. One export per account runs at a time (another answers 429 `rate_limited` with `Retry-After`); each export is an audit row naming the list and its filter.
         *
         *     Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["exportVerificationSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/exports/customers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export customers as CSV (streamed; the list's filters apply)
         * @description Every customer the list `listCustomers` would page through with the same filters, newest first, as CSV (RFC 4180, UTF-8, header row; cells starting with = + - @ are prefixed with a quote). Streamed, read through one database cursor. One export per account runs at a time (another answers 429 `rate_limited` with `Retry-After`); each export is an audit row naming the list and its filter.
         *
         *     Permission `customers:read` (every role): Read customers and their notes.
         */
        get: operations["exportCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/exports/reviews.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export reviews as CSV (streamed; the list's filters apply)
         * @description Every review the list `listReviews` would page through with the same filters, newest first, as CSV (RFC 4180, UTF-8, header row; cells starting with = + - @ are prefixed with a quote). Streamed, read through one database cursor. One export per account runs at a time (another answers 429 `rate_limited` with `Retry-After`); each export is an audit row naming the list and its filter.
         *
         *     Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["exportReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reviews/{id}/case": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A review with the evidence to decide it
         * @description The review, who holds it, its session's flows and signals, the phone's and email's country and line type, other customers who verified the same number or address (by keyed hash), and the customer's earlier sessions and VICs.
         *
         *     Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["retrieveReviewCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/review-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many reviews wait for a person (the dashboard's sidebar count)
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["retrieveReviewQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/review-queue/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review queue: flagged reviews, oldest first, with customer, signals and who holds each
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["listReviewQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reviews/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a flagged review: work it alone until you release or resolve it, or the claim lapses (30 minutes, renewed by claiming again)
         * @description Permission `reviews:resolve` (roles owner, admin, reviewer): Resolve reviews; claim and release them.
         */
        post: operations["claimReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reviews/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a claimed review back to the queue (your own claim, or a lapsed one)
         * @description Permission `reviews:resolve` (roles owner, admin, reviewer): Resolve reviews; claim and release them.
         */
        post: operations["releaseReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/review-queue/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the oldest flagged review nobody else holds ("next case"); `item` is null when none is left
         * @description Permission `reviews:resolve` (roles owner, admin, reviewer): Resolve reviews; claim and release them.
         */
        post: operations["claimNextReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/review-queue/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve the selected reviews with one decision
         * @description Each review is resolved on its own, as `POST /{mode}/reviews/{id}/resolve` does; one another reviewer holds, or one no longer flagged, is listed in `failed` and left as it was.
         *
         *     Permission `reviews:resolve` (roles owner, admin, reviewer): Resolve reviews; claim and release them.
         */
        post: operations["bulkResolveReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/verification-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List verification sessions, newest first
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["portalListVerificationSessions"];
        put?: never;
        /**
         * Create a verification session
         * @description Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalCreateVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/verification-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a verification session
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["portalRetrieveVerificationSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/verification-sessions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a session that has not started
         * @description Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalCancelVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/vics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VICs, newest first
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["portalListVics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/vics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a VIC
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["portalRetrieveVic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/vics/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a VIC
         * @description An active VIC becomes `revoked` (final): `vic.revoked`, its credential shows revoked on the status list, and a live VIC's attestation is revoked on-chain. Revoking a revoked VIC returns it unchanged; an expired one is `invalid_state`.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalRevokeVic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/credential-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a credential presentation the merchant received itself
         * @description The presentation's key-binding JWT must be over `nonce` (which you issued; each is accepted once) with `aud` your account id. Checks the issuer signature, holder binding, expiry and status like the `credential` flow. A refused presentation is 200 with `valid: false` and the reason.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalCreateCredentialVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers, newest first
         * @description Permission `customers:read` (every role): Read customers and their notes.
         */
        get: operations["portalListCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/customers/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a customer by wallet address, with its passkeys
         * @description Permission `customers:read` (every role): Read customers and their notes.
         */
        get: operations["portalRetrieveCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/customers/{address}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend a customer
         * @description Its `kyc_status` becomes `suspended` until unsuspended; emits `customer.kyc_status.changed`.
         *
         *     Permission `customers:write` (roles owner, admin, reviewer): Suspend, unsuspend and redact customers; write notes; remove passkeys.
         */
        post: operations["portalSuspendCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/customers/{address}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a customer's suspension
         * @description Restores the status the customer had (or was given while suspended); emits `customer.kyc_status.changed`.
         *
         *     Permission `customers:write` (roles owner, admin, reviewer): Suspend, unsuspend and redact customers; write notes; remove passkeys.
         */
        post: operations["portalUnsuspendCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/customers/{address}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's latest 100 notes, newest first
         * @description Permission `customers:read` (every role): Read customers and their notes.
         */
        get: operations["portalListCustomerNotes"];
        put?: never;
        /**
         * Add a note to a customer
         * @description Permission `customers:write` (roles owner, admin, reviewer): Suspend, unsuspend and redact customers; write notes; remove passkeys.
         */
        post: operations["portalCreateCustomerNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/customers/{address}/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a customer's passkey
         * @description The customer's next passkey verification registers a new passkey (if it has none left) instead of authenticating with this one.
         *
         *     Permission `customers:write` (roles owner, admin, reviewer): Suspend, unsuspend and redact customers; write notes; remove passkeys.
         */
        delete: operations["portalDeleteCustomerPasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/verification-sessions/{id}/redact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redact a session's personal data
         * @description Removes the session's personal data for good (docs/privacy.md): `redaction.status` is `processing` until it is gone, then `redacted`. Ids, statuses, VIC ids and hashes stay. Asking again changes nothing. A session not settled yet (created, processing, in review) is redacted once it settles.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalRedactVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/customers/{address}/redact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redact a customer's personal data
         * @description Removes the customer's, its notes' and every one of its sessions' personal data for good (docs/privacy.md): `redaction.status` is `processing` until it is gone, then `redacted`. Ids, statuses, VIC ids and hashes stay. Asking again changes nothing. Its live on-chain attestations are revoked.
         *
         *     Permission `customers:write` (roles owner, admin, reviewer): Suspend, unsuspend and redact customers; write notes; remove passkeys.
         */
        post: operations["portalRedactCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reviews, newest first
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["portalListReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a review
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["portalRetrieveReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reviews/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a flagged review
         * @description Settles the session it holds: approve completes it with a VIC, reject fails it. A review a dashboard user has claimed is theirs until they release it or the claim lapses (409 `already_claimed`).
         *
         *     Permission `reviews:resolve` (roles owner, admin, reviewer): Resolve reviews; claim and release them.
         */
        post: operations["portalResolveReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/decision-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the decision rules of the key's mode, in evaluation order
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["portalListDecisionRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/decision-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a decision rule
         * @description Permission `decisioning:read` (every role): Read reviews and decision rules.
         */
        get: operations["portalRetrieveDecisionRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reverification-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reverification requests, newest first
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["portalListReverificationRequests"];
        put?: never;
        /**
         * Ask an existing customer to verify again
         * @description Permission `reverifications:request` (roles owner, admin, developer, reviewer): Ask a customer to verify again (create a reverification request).
         */
        post: operations["portalCreateReverificationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/reverification-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a reverification request
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["portalRetrieveReverificationRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Billable live verifications per month (live keys only)
         * @description Permission `sessions:read` (every role): Read verification sessions, VICs, reverification requests and usage.
         */
        get: operations["portalListUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints (plain list, newest first)
         * @description Permission `webhooks:read` (every role): Read webhook endpoints, their deliveries, and events.
         */
        get: operations["portalListWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint (fires a ping to it)
         * @description The response carries the signing secret (`pbwh_...`, or `whsec_...` with `signature_scheme: standard`), shown only here.
         *
         *     Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalCreateWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description Permission `webhooks:read` (every role): Read webhook endpoints, their deliveries, and events.
         */
        get: operations["portalRetrieveWebhookEndpoint"];
        put?: never;
        /**
         * Update a webhook endpoint (disabling cancels its pending deliveries)
         * @description Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalUpdateWebhookEndpoint"];
        /**
         * Delete a webhook endpoint (cancels its pending deliveries)
         * @description Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        delete: operations["portalDeleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret (the old one keeps signing during the overlap)
         * @description Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalRotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fire a ping event to an enabled endpoint
         * @description Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalTestWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-enable a disabled endpoint (whatever disabled it) and restart its health clock
         * @description Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalEnableWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send, as new deliveries, what ended exhausted since a time; retry now what waits for a retry
         * @description Every delivery to this endpoint that ended `exhausted` at or after `since` and was not recovered before, at most 1000 per call (`has_more` says to call again). Calling twice re-sends nothing twice. Every delivery still `retrying` gets its next attempt now (`retried_now`). The endpoint must be enabled.
         *
         *     Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalRecoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's latest 100 deliveries with their attempts, newest first
         * @description Permission `webhooks:read` (every role): Read webhook endpoints, their deliveries, and events.
         */
        get: operations["portalListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}/deliveries/{delivery_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery's event again to its endpoint, as a new delivery
         * @description A settled delivery (succeeded, exhausted or canceled) only; the endpoint must be enabled and the event within the log's window. Counts against the replay budget.
         *
         *     Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalResendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/webhook-endpoints/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry now: a delivery waiting for its next attempt gets it at once
         * @description A `retrying` delivery only: its next attempt is due now instead of at the retry schedule's next step (the later steps keep their times). A pending delivery is already on its way; a settled one is resent instead. The endpoint must be enabled.
         *
         *     Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalRetryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event log of the last 90 days, newest first
         * @description Permission `webhooks:read` (every role): Read webhook endpoints, their deliveries, and events.
         */
        get: operations["portalListEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a logged event
         * @description Permission `webhooks:read` (every role): Read webhook endpoints, their deliveries, and events.
         */
        get: operations["portalRetrieveEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/events/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a logged event again to every subscribed endpoint
         * @description Permission `webhooks:write` (roles owner, admin, developer): Create, change, test and delete webhook endpoints; replay events.
         */
        post: operations["portalReplayEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's /api/v1 requests of the last 30 days, newest first
         * @description One entry per request that authenticated with a key of the mode: method, path (no query string), status, error code, request id, key id, client address, latency. Never a body or a header. Entries are written in batches and appear within about a second.
         *
         *     Permission `logs:read` (roles owner, admin, developer): Read the request log: the account's /api/v1 requests.
         */
        get: operations["portalListRequestLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/test_helpers/verification_sessions/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a test session (approve)
         * @description A session in `created` or `processing` is approved as the sandbox would: VIC, customer, `verification_session.completed`. Test keys only.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalTestHelperCompleteVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/test_helpers/verification_sessions/{id}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fail a test session (decline)
         * @description A session in `created` or `processing` is declined: `last_error`, customer rejected, `verification_session.failed`. Test keys only.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalTestHelperFailVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/test_helpers/verification_sessions/{id}/require_review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test session to review
         * @description A session in `created` or `processing` moves to `requires_review` and raises a review (`review.flagged`). Test keys only.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalTestHelperRequireReviewVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/test_helpers/verification_sessions/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire a test session now
         * @description A session in `created` or `processing` is made due now and expired by the real expiry path (`verification_session.expired`). Test keys only.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalTestHelperExpireVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/test_helpers/reverification_requests/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a test reverification request
         * @description A pending request is submitted as its customer would (`reverification.submitted`). Test keys only.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalTestHelperSubmitReverificationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/test_helpers/customers/{address}/kyc_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a test customer's KYC status
         * @description Emits `customer.kyc_status.changed`. `suspended` suspends the customer as `POST /v1/customers/{address}/suspend` does; a suspended customer, or the status it already has, is `invalid_state`. Test keys only.
         *
         *     Permission `customers:write` (roles owner, admin, reviewer): Suspend, unsuspend and redact customers; write notes; remove passkeys.
         */
        post: operations["portalTestHelperSetCustomerKycStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{mode}/test_helpers/vics/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire a test VIC now
         * @description An active VIC's `expires_at` becomes now and it expires as the expiry job would (`vic.expired`). Test keys only.
         *
         *     Permission `sessions:write` (roles owner, admin, developer): Create, cancel and redact verification sessions; revoke VICs; create and cancel reverification requests.
         */
        post: operations["portalTestHelperExpireVic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PortalAccount: {
            user: {
                id: string;
                /** @enum {string} */
                object: "user";
                email: string;
                role: components["schemas"]["Role"];
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:00:00.000Z
                 */
                created_at: string;
            };
            account: {
                id: string;
                /** @enum {string} */
                object: "account";
                business_name: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:00:00.000Z
                 */
                created_at: string;
            };
            /** @description Whether the account's live mode is enabled (live keys and live requests work). */
            live_enabled: boolean;
            /** @description What the signed-in user's role allows; the dashboard hides what is not listed (every route says its permission as `x-permission`). */
            permissions: components["schemas"]["Permission"][];
            two_factor: components["schemas"]["TwoFactorStatus"];
            /** @description Send it as X-CSRF-Token on every state-changing portal request. */
            csrf_token: string;
        };
        /**
         * @description owner (one per account), admin, developer, reviewer or viewer.
         * @enum {string}
         */
        Role: "owner" | "admin" | "developer" | "reviewer" | "viewer";
        /** @enum {string} */
        Permission: "self" | "sessions:read" | "customers:read" | "decisioning:read" | "webhooks:read" | "keys:read" | "members:read" | "billing:read" | "settings:read" | "sessions:write" | "keys:write" | "webhooks:write" | "rules:write" | "reviews:resolve" | "reverifications:request" | "customers:write" | "members:write" | "billing:write" | "settings:write" | "audit:read" | "logs:read" | "ownership:transfer" | "security:write";
        TwoFactorStatus: {
            /** @description Whether this user signs in with an authenticator code (TOTP). */
            enabled: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            enabled_at: string | null;
            /** @description The owner requires two-factor authentication for everyone (settings `require_two_factor`). */
            required_by_account: boolean;
            /** @description Required by the account and not set up yet: every other route answers two_factor_setup_required until it is. */
            setup_required: boolean;
            recovery_codes_remaining: number;
        };
        Error: {
            error: {
                /** @enum {string} */
                type: "authentication_error" | "permission_error" | "invalid_request_error" | "idempotency_error" | "rate_limit_error" | "api_error";
                /** @enum {string} */
                code: "missing_api_key" | "invalid_api_key" | "missing_client_token" | "invalid_client_token" | "not_authenticated" | "invalid_credentials" | "two_factor_required" | "invalid_otp" | "missing_scope" | "missing_permission" | "live_key_required" | "test_mode_only" | "csrf_token_invalid" | "two_factor_setup_required" | "live_mode_not_enabled" | "billing_not_configured" | "invalid_stripe_signature" | "cross_origin_refused" | "invalid_request" | "invalid_token" | "invalid_json" | "invalid_limit" | "invalid_url" | "invalid_events" | "invalid_image" | "endpoint_limit_reached" | "credential_limit_reached" | "credential_rejected" | "invalid_phone_number" | "phone_number_not_supported" | "phone_country_not_allowed" | "invalid_email" | "invalid_signature" | "address_mismatch" | "challenge_not_found" | "challenge_expired" | "incorrect_code" | "code_expired" | "passkey_verification_failed" | "session_not_found" | "customer_not_found" | "review_not_found" | "rule_not_found" | "reverification_not_found" | "vic_not_found" | "passkey_not_found" | "endpoint_not_found" | "delivery_not_found" | "event_not_found" | "api_key_not_found" | "member_not_found" | "invitation_not_found" | "portal_session_not_found" | "merchant_not_found" | "route_not_found" | "method_not_allowed" | "invalid_state" | "already_claimed" | "email_taken" | "idempotency_key_reused" | "idempotency_key_in_use" | "payload_too_large" | "file_too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "service_unavailable";
                message: string;
                param?: string;
                request_id: string;
            };
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        SignUp: {
            /** Format: email */
            email: string;
            password: string;
            /** @description The account's name, shown in its emails and (cleaned) its SMS texts; stored NFKC-normalised. Refused: a web address, a domain-like label.tld, "@", or 4 or more digits in a row. */
            business_name: string;
        };
        SignIn: {
            email: string;
            password: string;
            /** @description For users with two-factor authentication on: the current authenticator code, or an unused recovery code. */
            otp?: string;
        };
        MintedApiKey: {
            id: string;
            /** @enum {string} */
            object: "api_key";
            name: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            scopes: ("sessions:write" | "customers:read" | "customers:write" | "decisioning:read" | "decisioning:write" | "reverification:write" | "webhooks:manage")[];
            redacted_key: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            revoked_at: string | null;
            /** @description The plaintext key, shown only here. */
            key: string;
        };
        MintApiKey: {
            name: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description Any of: sessions:write, customers:read, customers:write, decisioning:read, decisioning:write, reverification:write, webhooks:manage. */
            scopes: ("sessions:write" | "customers:read" | "customers:write" | "decisioning:read" | "decisioning:write" | "reverification:write" | "webhooks:manage")[];
            /** @description A live key needs two-factor authentication on (403 two_factor_setup_required otherwise) and a fresh second factor: the current authenticator code (or an unused recovery code), unless this session gave one within the last 5 minutes (POST /2fa/verify). */
            otp?: string;
        };
        ApiKeyList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["ApiKey"][];
        };
        ApiKey: {
            id: string;
            /** @enum {string} */
            object: "api_key";
            name: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            scopes: ("sessions:write" | "customers:read" | "customers:write" | "decisioning:read" | "decisioning:write" | "reverification:write" | "webhooks:manage")[];
            redacted_key: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            revoked_at: string | null;
        };
        PasswordChange: {
            /** @enum {string} */
            object: "password_change";
            /** @description How many of your other sessions were signed out (this one stays). */
            signed_out_sessions: number;
        };
        ChangePassword: {
            current_password: string;
            /** @description At least 10 characters, not a common or breached password (the sign-up policy). */
            new_password: string;
        };
        /** @description The same answer whether or not an account uses the email. */
        PasswordResetRequest: {
            /** @enum {string} */
            object: "password_reset_request";
            message: string;
        };
        RequestPasswordReset: {
            email: string;
        };
        ConfirmPasswordReset: {
            /** @description The token of the emailed link (`/reset#token=...`). */
            token: string;
            /** @description The new password: at least 10 characters, not a common or breached password. */
            password: string;
        };
        PortalSessionList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["PortalSession"][];
        };
        PortalSession: {
            id: string;
            /** @enum {string} */
            object: "portal_session";
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last request in this session (to the minute).
             * @example 2026-11-22T10:00:00.000Z
             */
            last_seen_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expires_at: string;
            /** @description The client address that signed in. */
            ip: string | null;
            /** @description The browser that signed in, as it named itself. */
            user_agent: string | null;
            /** @description This is the session making the request. */
            current: boolean;
        };
        PortalSessionRevocation: {
            /** @enum {string} */
            object: "portal_session_revocation";
            signed_out_sessions: number;
        };
        RevokePortalSessions: {
            /**
             * @description true: sign out every OTHER session; false (default): everywhere, this session included.
             * @default false
             */
            keep_current: boolean;
        };
        TwoFactorSetup: {
            /** @enum {string} */
            object: "two_factor_setup";
            /** @description The TOTP secret (base32), to type into an authenticator app that cannot scan. */
            secret: string;
            /** @description The key URI authenticator apps import (RFC 6238: SHA-1, 30 s, 6 digits). */
            otpauth_url: string;
            /** @description otpauth_url as a QR code (PNG data URL). */
            qr_code_data_url: string;
        };
        StartTwoFactorSetup: {
            /** @description Your current password. Checked like a sign-in (a wrong one counts in the sign-in throttle) before any secret is made. */
            password: string;
        };
        RecoveryCodes: {
            /** @enum {string} */
            object: "recovery_codes";
            /** @description 10 single-use codes, shown only here: each signs in once in place of an authenticator code. */
            recovery_codes: string[];
        };
        EnableTwoFactor: {
            /** @description A current code from the authenticator app set up with POST /2fa/setup. */
            code: string;
        };
        TwoFactorVerification: {
            /** @enum {string} */
            object: "two_factor_verification";
            /**
             * Format: date-time
             * @description Until then this session may take the step-up actions (live keys, admin and developer invitations and roles, ownership transfer, require_two_factor, turning 2FA off) without sending a code.
             * @example 2026-11-22T10:00:00.000Z
             */
            verified_until: string;
        };
        VerifyTwoFactor: {
            /** @description A current authenticator code or an unused recovery code. */
            code: string;
        };
        DisableTwoFactor: {
            /** @description A current authenticator code or an unused recovery code; unnecessary within 5 minutes of a POST /2fa/verify in this session. A password alone no longer turns 2FA off. */
            code?: string;
        };
        RegenerateRecoveryCodes: {
            /** @description A current authenticator code (a recovery code is not accepted here). */
            code: string;
        };
        MemberList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Member"][];
        };
        Member: {
            id: string;
            /** @enum {string} */
            object: "member";
            email: string;
            role: components["schemas"]["Role"];
            /**
             * Format: date-time
             * @description When the member joined (signed up, or accepted the invitation).
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        ChangeMemberRole: {
            /**
             * @description admin, developer, reviewer or viewer (the owner is made by a transfer).
             * @enum {string}
             */
            role: "admin" | "developer" | "reviewer" | "viewer";
            /** @description Giving the role admin or developer needs a fresh second factor from a user with two-factor authentication on: the current authenticator code (or an unused recovery code), unless this session gave one within the last 5 minutes (POST /2fa/verify). */
            otp?: string;
        };
        RemovedMember: {
            id: string;
            /** @enum {string} */
            object: "member";
            /** @enum {boolean} */
            deleted: true;
        };
        TransferOwnership: {
            /** @description Transferring ownership needs a fresh second factor from an owner with two-factor authentication on: the current authenticator code (or an unused recovery code), unless this session gave one within the last 5 minutes (POST /2fa/verify). */
            otp?: string;
        };
        Invitation: {
            id: string;
            /** @enum {string} */
            object: "invitation";
            email: string;
            /**
             * @description admin, developer, reviewer or viewer (the owner is made by a transfer).
             * @enum {string}
             */
            role: "admin" | "developer" | "reviewer" | "viewer";
            /**
             * @description pending until used, revoked or replaced by a newer invitation of the same email; expired after `expires_at`.
             * @enum {string}
             */
            status: "pending" | "expired" | "accepted" | "revoked" | "replaced";
            /**
             * @description The invitation email: queued, sent, failed (refused or undeliverable: invite again) or canceled.
             * @enum {string}
             */
            email_status: "queued" | "sent" | "failed" | "canceled";
            /** @description Who invited (null once that member is removed). */
            invited_by: {
                id: string;
                email: string;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expires_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        InviteMember: {
            /** Format: email */
            email: string;
            /**
             * @description admin, developer, reviewer or viewer (the owner is made by a transfer).
             * @enum {string}
             */
            role: "admin" | "developer" | "reviewer" | "viewer";
            /** @description Giving the role admin or developer needs a fresh second factor from a user with two-factor authentication on: the current authenticator code (or an unused recovery code), unless this session gave one within the last 5 minutes (POST /2fa/verify). */
            otp?: string;
        };
        InvitationList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Invitation"][];
        };
        AcceptInvitation: {
            /** @description The `token` of the invitation link's fragment (`/invite#token=...`). */
            token: string;
            password: string;
        };
        PortalDecisionRulePlainList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["PortalDecisionRule"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        PortalDecisionRule: {
            id: string;
            /** @enum {string} */
            object: "decision_rule";
            name: string;
            priority: number;
            condition: components["schemas"]["DecisionRuleCondition"];
            /** @enum {string} */
            action: "approve" | "decline" | "review";
            tier: string | null;
            enabled: boolean;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updated_at: string;
            /** @description Set when the rule can never decide a session: an earlier enabled rule always matches first, or it reads a signal no flow produces. */
            unreachable_reason: string | null;
        };
        /** @description Compares one signal of a session with a value; `always` matches every session. */
        DecisionRuleCondition: {
            /** @enum {string} */
            signal: "*";
            /** @enum {string} */
            op: "always";
        } | {
            signal: string;
            /** @enum {string} */
            op: "eq" | "neq";
            value: string | number | boolean | null;
        } | {
            signal: string;
            /** @enum {string} */
            op: "gt" | "gte" | "lt" | "lte";
            value: number;
        } | {
            signal: string;
            /** @enum {string} */
            op: "in" | "not_in";
            value: (string | number | boolean | null)[];
        } | {
            signal: string;
            /** @enum {string} */
            op: "exists" | "missing";
        };
        CatalogSignalPlainList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["CatalogSignal"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        CatalogSignal: {
            name: string;
            /** @enum {string} */
            flow: "wallet" | "phone" | "email" | "credential" | "passkey";
            description: string;
            /** @description The JSON Schema of the signal's value. */
            schema: {
                [key: string]: unknown;
            };
        };
        DecisionRuleSimulation: {
            /** @enum {string} */
            object: "decision_rule_simulation";
            /** @description Decided sessions replayed (0 when the mode has none yet). */
            sessions_replayed: number;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            oldest_replayed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            newest_replayed_at: string | null;
            /** @description Outcomes under the rules in force now. */
            current: {
                approve: number;
                decline: number;
                review: number;
            };
            /** @description Outcomes under the draft rules. */
            draft: {
                approve: number;
                decline: number;
                review: number;
            };
            changed_count: number;
            /** @description The sessions whose outcome would change, newest first (at most 100). */
            changed: {
                verification_session: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:00:00.000Z
                 */
                created_at: string;
                current: components["schemas"]["SimulatedOutcome"];
                draft: components["schemas"]["SimulatedOutcome"];
            }[];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        SimulatedOutcome: {
            /** @enum {string} */
            action: "approve" | "decline" | "review";
            tier: string | null;
            /** @description The rule that decided; null when none matched (review). */
            rule: {
                id: string | null;
                name: string;
            } | null;
        };
        SimulateDecisionRules: {
            /** @enum {string} */
            mode: "test" | "live";
            /** @description The whole draft rule set, evaluated like stored rules (ascending priority; ties keep this order). */
            rules: {
                /** @description The stored rule this draft edits, to name it in the answer. */
                id?: string;
                name: string;
                /** @description Without one, the rule goes where a new rule would: just before the first enabled catch-all. */
                priority?: number;
                condition: components["schemas"]["DecisionRuleCondition"];
                /** @enum {string} */
                action: "approve" | "decline" | "review";
                /** @description Approve rules only: the VIC's tier (default verified). */
                tier?: string | null;
                enabled?: boolean;
            }[];
            /** @description How many of the latest decided sessions to replay, 1 to 10000 (default 1000), within the budget of (rules in force + draft rules) x limit rule evaluations (SIMULATION_BUDGET, 2,000,000 by default). */
            limit?: number;
        };
        DecisionRule: {
            id: string;
            /** @enum {string} */
            object: "decision_rule";
            name: string;
            priority: number;
            condition: components["schemas"]["DecisionRuleCondition"];
            /** @enum {string} */
            action: "approve" | "decline" | "review";
            tier: string | null;
            enabled: boolean;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updated_at: string;
        };
        CreateDecisionRule: {
            name: string;
            /** @description Rules are evaluated in ascending priority. Default: just before the first enabled catch-all (`always`) rule, so the new rule can match. */
            priority?: number;
            condition: components["schemas"]["DecisionRuleCondition"];
            /** @enum {string} */
            action: "approve" | "decline" | "review";
            /** @description Approve rules only: the VIC's tier (default verified). */
            tier?: string | null;
            enabled?: boolean;
            /** @enum {string} */
            mode: "test" | "live";
        };
        UpdateDecisionRule: {
            name?: string;
            /** @description Rules are evaluated in ascending priority. */
            priority?: number;
            condition?: components["schemas"]["DecisionRuleCondition"];
            /** @enum {string} */
            action?: "approve" | "decline" | "review";
            /** @description Approve rules only: the VIC's tier (default verified). */
            tier?: string | null;
            enabled?: boolean;
        };
        DeletedDecisionRule: {
            id: string;
            /** @enum {string} */
            object: "decision_rule";
            /** @enum {boolean} */
            deleted: true;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        CopiedDecisionRulePlainList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["DecisionRule"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        CopyDecisionRules: {
            /**
             * @description The mode whose rules are copied.
             * @enum {string}
             */
            from: "test" | "live";
            /**
             * @description The mode whose rules are replaced by the copies.
             * @enum {string}
             */
            to: "test" | "live";
        };
        BillingSettings: {
            /** @enum {string} */
            object: "billing_settings";
            /** @description Whether live mode is enabled: live keys and live requests work. */
            live_enabled: boolean;
            /** @description Why live access last changed (`stripe_checkout` after the Stripe setup, or the operator's reason); null: never changed. */
            live_enabled_reason: string | null;
            /** @description The Stripe customer the service created for this account; null until the billing setup starts. */
            stripe_customer_id: string | null;
            /** @description Live verifications not reported to billing yet (waiting for billing to be active, or in flight). */
            usage_pending: number;
            /** @description Live verifications the billing provider refused; reported again when billing becomes active again. */
            usage_failed: number;
            /** @description Whether the owner can activate live mode here (`POST /billing/setup` leads to Stripe). False when this installation has no billing provider (`billing_not_configured`): its operator enables live access instead. */
            self_serve_setup: boolean;
        };
        BillingSetup: {
            /** @enum {string} */
            object: "billing_setup";
            /**
             * Format: uri
             * @description Stripe Checkout (setup mode): send the owner's browser there to add a payment method.
             */
            url: string;
        };
        MerchantSettings: {
            /** @enum {string} */
            object: "merchant_settings";
            /** @description The account's own allowlist; null: the platform default applies. */
            sms_countries: string[] | null;
            /** @description The platform default (SMS_DEFAULT_COUNTRIES). */
            sms_default_countries: string[];
            /** @description The name set for SMS texts; null: the business name, cleaned. */
            sms_name: string | null;
            /** @description The SMS text end users receive, with 123456 for the code. */
            sms_preview: string;
            /** @description Live SMS today against the account's daily budget. */
            sms_usage: {
                /** @description Live SMS sent today (UTC). */
                today: number;
                /** @description SMS_MAX_PER_MERCHANT_PER_DAY; 0: no daily budget. */
                daily_budget: number;
            };
            /** @description Every user of the account must sign in with a second factor (TOTP). */
            require_two_factor: boolean;
            /** @description The name the hosted page shows; null: the business name. */
            branding_display_name: string | null;
            /** @description The logo URL set by the merchant; null when there is none (or an uploaded logo is used). */
            branding_logo_url: string | null;
            /** @description The uploaded logo (POST /branding/logo); null: none. */
            branding_logo_upload: {
                /** @description Where the service serves it. */
                url: string;
                /** @enum {string} */
                content_type: "image/png" | "image/jpeg" | "image/webp";
                /** @description Bytes. */
                size: number;
            } | null;
            /** @description #rrggbb; null: the page's own colour. */
            branding_accent_color: string | null;
            branding_preview: components["schemas"]["SdkMerchant"];
            /** @description Settled sessions older than this many days are redacted automatically; null: kept. */
            retention_days: number | null;
            /** @description Team alerts (docs/dashboard.md, "Alerts"). */
            alerts: {
                /** @description Open reviews of a mode above this many alert the team (default 25); null: off. */
                review_queue_over: number | null;
                /** @description A failing webhook endpoint alerts the team (default true). */
                failing_endpoints: boolean;
            };
        };
        /** @description Who the person is verifying for: the merchant as the end user sees them, from the account's branding settings. */
        SdkMerchant: {
            /** @description The branding display name, else the business name. Up to 100 characters: the page truncates long ones and keeps the full name available. */
            name: string;
            /** @description The merchant's https logo URL or the service's URL of an uploaded logo (cacheable for good); null: no logo. */
            logo_url: string | null;
            /** @description #rrggbb, at least 4.5:1 against white; null: the page's own colour. */
            accent_color: string | null;
        };
        UpdateMerchantSettings: {
            /** @description Countries whose phone numbers may receive codes; null: the platform default. Absent: unchanged. */
            sms_countries?: string[] | null;
            /** @description The name in the SMS text, 3-30 letters, digits, spaces and & ' - ., stored NFKC-normalised; refused: a web address ("://", "www"), a domain-like label.tld, "@", or 4 or more digits in a row. null: the business name, cleaned. Absent: unchanged. */
            sms_name?: string | null;
            /** @description true: every user of the account must sign in with a second factor; one who has none yet can only set it up (two_factor_setup_required elsewhere). Absent: unchanged. Only the owner may change it (missing_permission), with a fresh second factor when 2FA is on (otp). */
            require_two_factor?: boolean;
            /** @description Changing require_two_factor needs a fresh second factor from an owner with two-factor authentication on: the current authenticator code (or an unused recovery code), unless this session gave one within the last 5 minutes (POST /2fa/verify). */
            otp?: string;
            /** @description The name the hosted page shows, 1-100 characters of plain text (trimmed); null: the business name. Absent: unchanged. */
            branding_display_name?: string | null;
            /** @description The logo as an https URL (at most 2048 characters, no user:password@) on a public host name (no IP literal, no localhost, single-label or internal name, not this service's host), stored normalised (URL#href); it replaces an uploaded logo. null: no URL. Absent: unchanged. To upload one instead: POST /branding/logo. */
            branding_logo_url?: string | null;
            /** @description The page's accent colour (buttons, links), #rrggbb; refused when its contrast ratio against the page's white background is below 4.5:1 (WCAG AA). null: the page's own colour. Absent: unchanged. */
            branding_accent_color?: string | null;
            /** @description Settled sessions older than this many days (at least 30) are redacted automatically; null: kept until redacted by request. Absent: unchanged. */
            retention_days?: number | null;
            /** @description Team alerts: a banner in the dashboard and an email to the owner and admins when the review queue or a failing endpoint grows. Absent: unchanged. */
            alerts?: {
                /** @description Alert when more than this many reviews are open in a mode (1-10000); null: no review queue alert. Absent: unchanged. */
                review_queue_over?: number | null;
                /** @description Alert when a webhook endpoint is failing. Absent: unchanged. */
                failing_endpoints?: boolean;
            };
        };
        AuditLogEntryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["AuditLogEntry"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        AuditLogEntry: {
            id: string;
            /** @enum {string} */
            object: "audit_log_entry";
            /** @description The row's place in the account's hash chain: 1, 2, 3... */
            seq: number;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            at: string;
            actor: components["schemas"]["Actor"];
            /** @description The portal route's operationId, the audited /api/v1 route's for a key's call (`resolveReview`), or a named operations action (`enableLiveAccess`, `disableLiveAccess`). */
            action: string;
            /** @description The action in plain words (`Recovered failed webhook deliveries`), as the dashboard shows it. */
            action_label: string;
            /** @description `type:id` of what was acted on (`api_key:key_...`, `customer:0x...`, `merchant:acct_...`); null when the action names none (sign out). */
            target: string | null;
            /**
             * @description The dashboard mode the action was taken in; null for account-wide actions.
             * @enum {string|null}
             */
            mode: "test" | "live" | null;
            ip: string | null;
            user_agent: string | null;
            /** @description The X-Request-Id of the request that did it. */
            request_id: string | null;
            /** @description What the row adds to its action; null for most actions (and for every row written before details existed). */
            details: {
                /** @description A settings change: the names of the settings fields it changed (`sms_name`, `branding_logo_upload`...). */
                changed_fields?: string[];
                /** @description A change of configuration (a setting, a decision rule, a member's role, rules copied between modes): each field it changed with its value before and after. Never a secret, a code or a verified person's data. */
                changes?: {
                    field: string;
                    before: string | number | boolean | null | string[];
                    after: string | number | boolean | null | string[];
                }[];
            } | null;
        };
        Actor: {
            /**
             * @description `user`: a dashboard user; `api_key`: a secret key; `ops`: operations (admin API, CLI, Stripe webhook).
             * @enum {string}
             */
            type: "user" | "api_key" | "ops";
            /** @description The user's id (`usr_...`), the key's id (`key_...`), or what operations acted through (`admin_api`, `cli:<name>`, `stripe_webhook`). */
            id: string;
            /** @description The user's email at the time; null for keys and operations. */
            email: string | null;
        };
        DailyInsights: {
            /** @enum {string} */
            object: "daily_insights";
            /**
             * @description Days are UTC calendar days.
             * @enum {string}
             */
            time_zone: "UTC";
            /**
             * @description A UTC calendar day.
             * @example 2026-11-26
             */
            from: string;
            /**
             * @description A UTC calendar day.
             * @example 2026-11-26
             */
            to: string;
            /** @description One entry per day, oldest first, days without sessions included. */
            sessions: {
                /**
                 * @description A UTC calendar day.
                 * @example 2026-11-26
                 */
                date: string;
                created: number;
                flows: {
                    /** @enum {string} */
                    flow: "wallet" | "phone" | "email" | "credential" | "passkey";
                    /** @description Sessions created asking for this flow. */
                    requested: number;
                    /** @description Of those, sessions whose end user began it. */
                    started: number;
                    /** @description Of those, sessions whose end user passed it. */
                    verified: number;
                }[];
                completed: number;
                failed: number;
                /** @description Sessions that went to manual review (whatever the review decided). */
                reviewed: number;
                /** @description Sessions still waiting for their review. */
                in_review: number;
                expired: number;
                canceled: number;
                /** @description Test sessions settled by their test_outcome: no person saw them, so they are left out of `flows`. */
                sandbox: number;
                /** @description A share between 0 and 1; null when there is nothing to divide by. */
                completion_rate: number | null;
                /** @description A share between 0 and 1; null when there is nothing to divide by. */
                review_rate: number | null;
            }[];
            /** @description Webhook deliveries created each day, by their status now. */
            webhooks: {
                /**
                 * @description A UTC calendar day.
                 * @example 2026-11-26
                 */
                date: string;
                deliveries: number;
                succeeded: number;
                /** @description Failed for good, after every retry. */
                exhausted: number;
                /** @description Pending or retrying. */
                in_flight: number;
                canceled: number;
                /** @description Succeeded over settled (succeeded + exhausted). */
                success_rate: number | null;
            }[];
            totals: {
                created: number;
                completed: number;
                failed: number;
                expired: number;
                reviewed: number;
                sandbox: number;
                /** @description A share between 0 and 1; null when there is nothing to divide by. */
                completion_rate: number | null;
                /** @description A share between 0 and 1; null when there is nothing to divide by. */
                review_rate: number | null;
                deliveries: number;
                /** @description A share between 0 and 1; null when there is nothing to divide by. */
                webhook_success_rate: number | null;
            };
            /** @description Failed and expired sessions of the period by why, most first. */
            by_reason: {
                /** @enum {string} */
                outcome: "failed" | "expired";
                /** @description A failed session's `last_error.code` (`verification_declined`, `review_rejected`...), or `session_expired`. */
                reason: string;
                /**
                 * @description For an expired session: the first flow it asked for that was not passed, where the person stopped.
                 * @enum {string|null}
                 */
                flow: "wallet" | "phone" | "email" | "credential" | "passkey" | null;
                count: number;
            }[];
            /** @description Settled sessions of the period by the rule that decided them, most first. */
            by_rule: {
                /** @description The decision rule that settled the sessions; null when none did (the sandbox, or no rule matched). */
                rule_id: string | null;
                /** @description The rule's name now; null when no rule, or the rule was deleted. */
                rule_name: string | null;
                completed: number;
                failed: number;
                /** @description Sent to review by this rule and still waiting. */
                requires_review: number;
            }[];
            /** @description Sessions of the period by the phone number's country, most first. */
            by_country: {
                /** @description The phone number's country (ISO 3166 alpha-2); null when no phone number was seen. */
                country: string | null;
                created: number;
                completed: number;
                failed: number;
                expired: number;
            }[];
            livemode: boolean;
        };
        FirstRun: {
            /** @enum {string} */
            object: "first_run";
            /** @description The checklist, in the order it is shown. */
            items: {
                /**
                 * @description `verification_link`: a verification session exists (either mode); `webhook_endpoint`: a webhook endpoint exists (either mode); `teammate`: someone else joined or was invited; `live_mode`: live access is enabled.
                 * @enum {string}
                 */
                id: "verification_link" | "webhook_endpoint" | "teammate" | "live_mode";
                /** @description Read from the account's data at the time of the request, never from clicks on the checklist. */
                done: boolean;
            }[];
            /** @description Every item is done. */
            complete: boolean;
            /**
             * Format: date-time
             * @description When the signed-in user put the checklist away; null while it is shown.
             * @example 2026-11-22T10:00:00.000Z
             */
            dismissed_at: string | null;
        };
        TeamAlertList: {
            /** @enum {string} */
            object: "list";
            /** @description The open alerts of the mode, oldest first. */
            data: components["schemas"]["TeamAlert"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        TeamAlert: {
            id: string;
            /** @enum {string} */
            object: "alert";
            /**
             * @description `review_queue`: more open reviews than the account's `alerts.review_queue_over`; `failing_endpoint`: a webhook endpoint whose last 5 or more delivery attempts all failed, or which the platform turned off because it kept failing or answered 410 Gone.
             * @enum {string}
             */
            kind: "review_queue" | "failing_endpoint";
            /** @description `reviews` for the review queue; the endpoint's id for a failing endpoint. */
            subject: string;
            /** @description Open reviews, or failed attempts in a row (0: the endpoint was turned off), at the last evaluation (every 5 minutes); counted up to 100000. */
            count: number;
            /** @description For `review_queue`: the account's current `alerts.review_queue_over`; null otherwise. */
            threshold: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            opened_at: string;
        };
        ReviewCase: {
            /** @enum {string} */
            object: "review_case";
            review: components["schemas"]["Review"];
            /** @description Who works the review right now; null when nobody does (or the claim lapsed). */
            claim: components["schemas"]["ReviewClaim"] | null;
            verification_session: components["schemas"]["VerificationSession"];
            /** @description The session's flows as the end user went through them. */
            flows: components["schemas"]["ReviewCaseFlow"][];
            /** @description The signals the decision rules read (null until the flows are done). */
            signals: {
                [key: string]: unknown;
            } | null;
            phone: {
                masked: string | null;
                country: string | null;
                line_type: string | null;
                other_customers: components["schemas"]["ReviewCaseOtherCustomer"][];
            } | null;
            email: {
                masked: string | null;
                domain: string | null;
                disposable: boolean | null;
                other_customers: components["schemas"]["ReviewCaseOtherCustomer"][];
            } | null;
            customer: components["schemas"]["Customer"] | null;
            /** @description The customer's other sessions, newest first (at most 20). */
            earlier_sessions: components["schemas"]["VerificationSession"][];
            /** @description The customer's VICs, newest first (at most 20). */
            vics: components["schemas"]["Vic"][];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        Review: {
            id: string;
            /** @enum {string} */
            object: "review";
            /** @enum {string} */
            status: "flagged" | "resolved";
            verification_session: string;
            reason: string | null;
            /** @enum {string|null} */
            decision: "approve" | "reject" | null;
            tier: string | null;
            /**
             * @description Why the reviewer decided so; null while flagged or when none was given.
             * @enum {string|null}
             */
            resolution_reason: "evidence_consistent" | "known_customer" | "false_positive" | "suspected_fraud" | "disposable_or_reused_contact" | "country_not_served" | "duplicate_account" | "other" | null;
            note: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            resolved_at: string | null;
            /** @description Who resolved it: a dashboard user or a secret key; null while flagged (and for reviews resolved before resolvers were recorded). */
            resolved_by: {
                /**
                 * @description `user`: a dashboard user; `api_key`: a secret key; `ops`: operations (admin API, CLI, Stripe webhook).
                 * @enum {string}
                 */
                type: "user" | "api_key" | "ops";
                /** @description The user's id (`usr_...`), the key's id (`key_...`), or what operations acted through (`admin_api`, `cli:<name>`, `stripe_webhook`). */
                id: string;
                /** @description The user's email at the time; null for keys and operations. */
                email: string | null;
            } | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        ReviewClaim: {
            /** @description The dashboard user holding the review. */
            user: {
                id: string;
                email: string | null;
            };
            /**
             * Format: date-time
             * @description When the claim lapses unless renewed (claiming again or taking it as the next case renews it).
             * @example 2026-11-22T10:00:00.000Z
             */
            expires_at: string;
            /** @description Whether the signed-in user holds it. */
            mine: boolean;
        };
        VerificationSession: {
            id: string;
            /** @enum {string} */
            object: "verification_session";
            /** @enum {string} */
            status: "created" | "processing" | "requires_review" | "completed" | "failed" | "expired" | "canceled";
            flows: ("wallet" | "phone" | "email" | "credential" | "passkey")[];
            customer_address: string | null;
            /** @description For the frontend SDK; present only in the create response. */
            client_token: string | null;
            /** @description The hosted verification page, `{PUBLIC_URL}/verify#token=pbvs_...`; present only in the create response. */
            url: string | null;
            return_url: string | null;
            /** @enum {string|null} */
            test_outcome: "approved" | "declined" | "review" | "abandoned" | "interactive" | null;
            vic: components["schemas"]["Vic"];
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expires_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            canceled_at: string | null;
            last_error: {
                code: string;
                message: string;
            } | null;
            metadata: {
                [key: string]: string;
            };
            redaction: components["schemas"]["Redaction"];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        /** @description A verification credential, minted when a session completes. */
        Vic: {
            id: string;
            /** @enum {string} */
            object: "vic";
            verification_session: string;
            customer_address: string | null;
            tier: string;
            flows: ("wallet" | "phone" | "email" | "credential" | "passkey")[];
            /**
             * @description `active` until revoked (`POST /v1/vics/{id}/revoke`) or expired (at `expires_at`); both are final.
             * @enum {string}
             */
            status: "active" | "revoked" | "expired";
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            issued_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expires_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            revoked_at: string | null;
            /** @description The `reason` given when it was revoked. */
            revocation_reason: string | null;
            /** @description Its on-chain attestation; null in test mode. */
            onchain: {
                /** @enum {string} */
                status: "pending" | "confirmed" | "revoked" | "failed";
                /** @description The EVM chain id it is attested on. */
                chain_id: number | null;
                /** @description The EAS attestation UID, once confirmed. */
                attestation_uid: string | null;
                tx_hash: string | null;
                block_number: number | null;
                /** @description Only when `failed`. */
                failure_reason?: string;
            } | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        } | null;
        /** @description Null unless the object's personal data was asked to be removed (`POST .../redact`, or the account's retention policy). */
        Redaction: {
            /**
             * @description `processing` until every personal field is removed (a session waits until it settles), then `redacted`.
             * @enum {string}
             */
            status: "processing" | "redacted";
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            requested_at: string;
        } | null;
        ReviewCaseFlow: {
            type: string;
            status: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            verified_at: string | null;
            address: string | null;
            phone_number_masked: string | null;
            email_masked: string | null;
        };
        /** @description Another customer who verified the same number or address (matched by its keyed hash; the number or address itself is never shown). */
        ReviewCaseOtherCustomer: {
            customer_address: string;
            verification_session: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            verified_at: string;
        };
        Customer: {
            id: string;
            /** @enum {string} */
            object: "customer";
            /** @description The customer's wallet address, lower-case. */
            address: string;
            /** @enum {string} */
            kyc_status: "pending" | "verified" | "rejected" | "suspended";
            /** @description The tier the customer is verified at; null unless verified. */
            tier: string | null;
            /** @description The id of the customer's latest VIC. */
            latest_vic: string | null;
            suspended_reason: string | null;
            /**
             * Format: date-time
             * @description When the customer was first verified for this merchant.
             * @example 2026-11-22T10:00:00.000Z
             */
            associated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            status_updated_at: string;
            redaction: components["schemas"]["Redaction"];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        ReviewQueue: {
            /** @enum {string} */
            object: "review_queue";
            /** @description Flagged reviews waiting for a person, counted up to `open_cap`. */
            open: number;
            open_cap: number;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        ReviewQueueList: {
            /** @enum {string} */
            object: "list";
            /** @description The oldest flagged reviews, oldest first (at most 100). */
            data: components["schemas"]["ReviewQueueItem"][];
            /** @description Flagged reviews waiting for a person, counted up to `open_cap`. */
            open: number;
            open_cap: number;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        ReviewQueueItem: {
            /** @enum {string} */
            object: "review_queue_item";
            review: components["schemas"]["Review"];
            /** @description The session's customer (wallet address), null before the wallet step. */
            customer_address: string | null;
            /** @description The session's flows. */
            flows: string[];
            /** @description The signals the decision rules read (null until the flows are done). */
            signals: {
                [key: string]: unknown;
            } | null;
            claim: components["schemas"]["ReviewClaim"] | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        NextReview: {
            /** @enum {string} */
            object: "next_review";
            item: components["schemas"]["ReviewQueueItem"] | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        BulkResolution: {
            /** @enum {string} */
            object: "bulk_resolution";
            resolved: components["schemas"]["Review"][];
            failed: {
                review: string;
                /** @description Why this review was left as it was (`already_claimed`, `invalid_state`, `review_not_found`). */
                error: {
                    code: string;
                    message: string;
                };
            }[];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        BulkResolveReviews: {
            /** @description The review ids (1 to 50). */
            reviews: string[];
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Approve only: the VIC's tier (default verified). */
            tier?: string;
            /**
             * @description Why you decided so, from a fixed list (the dashboard asks for one); `note` says more.
             * @enum {string}
             */
            resolution_reason?: "evidence_consistent" | "known_customer" | "false_positive" | "suspected_fraud" | "disposable_or_reused_contact" | "country_not_served" | "duplicate_account" | "other";
            note?: string;
        };
        CreateVerificationSession: {
            flows: ("wallet" | "phone" | "email" | "credential" | "passkey")[];
            /**
             * @description Test keys only: the outcome the sandbox applies (default approved); `interactive` waits for the end user like a live session.
             * @enum {string}
             */
            test_outcome?: "approved" | "declined" | "review" | "abandoned" | "interactive";
            /**
             * @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case).
             * @example 0x52908400098527886e0f7030069857d2e4169ee7
             */
            customer_address?: string | null;
            /** @description Your own key-value strings, at most 20 keys. */
            metadata?: {
                [key: string]: string;
            };
            /**
             * Format: uri
             * @description Where the hosted verification page sends the end user when done (https, without credentials); stored normalised (`new URL().href`).
             */
            return_url?: string;
        };
        VerificationSessionList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["VerificationSession"][];
            has_more: boolean;
            next_cursor: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        VicList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Vic"][];
            has_more: boolean;
            next_cursor: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        CredentialVerification: {
            /** @enum {string} */
            object: "credential_verification";
            valid: boolean;
            /**
             * @description Why it is not valid (docs/credentials.md); null when valid.
             * @enum {string|null}
             */
            reason: "malformed" | "issuer" | "signature" | "expired" | "holder_binding" | "nonce" | "audience" | "replayed" | "revoked" | "mode" | null;
            /** @description The disclosed claims only (`vic_id`, `tier`, `flows`, `livemode`, `iss`, `vct`, `iat`, `exp`, and those the holder chose); null when not valid. */
            claims: {
                [key: string]: unknown;
            } | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        CustomerList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Customer"][];
            has_more: boolean;
            next_cursor: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        CustomerDetail: {
            id: string;
            /** @enum {string} */
            object: "customer";
            /** @description The customer's wallet address, lower-case. */
            address: string;
            /** @enum {string} */
            kyc_status: "pending" | "verified" | "rejected" | "suspended";
            /** @description The tier the customer is verified at; null unless verified. */
            tier: string | null;
            /** @description The id of the customer's latest VIC. */
            latest_vic: string | null;
            suspended_reason: string | null;
            /**
             * Format: date-time
             * @description When the customer was first verified for this merchant.
             * @example 2026-11-22T10:00:00.000Z
             */
            associated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            status_updated_at: string;
            redaction: components["schemas"]["Redaction"];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description The passkeys registered to the customer (the passkey flow), oldest first. */
            passkeys: components["schemas"]["CustomerPasskey"][];
        };
        CustomerPasskey: {
            id: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            last_used_at: string | null;
            /** @description The authenticator reported the passkey backed up (synced) when it was last used. */
            backed_up: boolean;
        };
        CustomerNotePlainList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["CustomerNote"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        CustomerNote: {
            id: string;
            /** @enum {string} */
            object: "customer_note";
            /** @description The address of the customer the note is about. */
            customer: string;
            body: string;
            /** @description Who wrote it: a dashboard user or a secret key; null for notes written before authors were recorded. */
            author: {
                /**
                 * @description `user`: a dashboard user; `api_key`: a secret key; `ops`: operations (admin API, CLI, Stripe webhook).
                 * @enum {string}
                 */
                type: "user" | "api_key" | "ops";
                /** @description The user's id (`usr_...`), the key's id (`key_...`), or what operations acted through (`admin_api`, `cli:<name>`, `stripe_webhook`). */
                id: string;
                /** @description The user's email at the time; null for keys and operations. */
                email: string | null;
            } | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        DeletedPasskey: {
            id: string;
            /** @enum {string} */
            object: "passkey";
            /** @enum {boolean} */
            deleted: true;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        ReviewList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Review"][];
            has_more: boolean;
            next_cursor: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        ResolveReview: {
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Approve only: the VIC's tier (default verified). */
            tier?: string;
            /**
             * @description Why you decided so, from a fixed list (the dashboard asks for one); `note` says more.
             * @enum {string}
             */
            resolution_reason?: "evidence_consistent" | "known_customer" | "false_positive" | "suspected_fraud" | "disposable_or_reused_contact" | "country_not_served" | "duplicate_account" | "other";
            note?: string;
        };
        DecisionRulePlainList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["DecisionRule"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        ReverificationRequest: {
            id: string;
            /** @enum {string} */
            object: "reverification_request";
            customer_address: string;
            flows: ("wallet" | "phone" | "email" | "credential" | "passkey")[];
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "submitted" | "expired";
            /** @description The frontend SDK token (`pbvs_`) for the end user's browser; only in the create response. */
            client_token: string | null;
            /** @description The hosted verification page, `{PUBLIC_URL}/verify#token=pbvs_...`; only in the create response. */
            url: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            submitted_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expires_at: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        CreateReverificationRequest: {
            /**
             * @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case).
             * @example 0x52908400098527886e0f7030069857d2e4169ee7
             */
            customer_address: string;
            flows: ("wallet" | "phone" | "email" | "credential" | "passkey")[];
            /** @description Shown to the customer; at most 500 characters. */
            reason?: string | null;
            /**
             * @description Test keys only: the sandbox submits the request shortly after creation.
             * @enum {string}
             */
            test_outcome?: "submitted";
        };
        ReverificationRequestList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["ReverificationRequest"][];
            has_more: boolean;
            next_cursor: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        UsagePeriodList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["UsagePeriod"][];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        UsagePeriod: {
            /** @enum {string} */
            object: "usage_period";
            /** @description Calendar month in UTC, YYYY-MM. */
            month: string;
            /** @description Billable (live) completed verifications that month. */
            verifications: number;
            /** @description Of those, reported to the billing provider. */
            reported: number;
            /** @description Not reported yet: waiting for a billing customer, in flight, or billing reports off. */
            pending: number;
            /** @description Refused by the billing provider (see docs/billing.md). */
            failed: number;
        };
        WebhookEndpointWithSecret: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            url: string;
            events: ("verification_session.created" | "verification_session.completed" | "verification_session.failed" | "verification_session.expired" | "customer.associated" | "customer.kyc_status.changed" | "review.flagged" | "review.resolved" | "reverification.submitted" | "vic.revoked" | "vic.expired" | "ping")[];
            /** @enum {string} */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled (null while enabled): `manual` (you disabled it), `failing` (every attempt failed for WEBHOOK_DISABLE_AFTER, 5 days by default), `gone` (the receiver answered 410 Gone).
             * @enum {string|null}
             */
            disabled_reason: "manual" | "failing" | "gone" | null;
            /**
             * Format: date-time
             * @description Since when every attempt to this endpoint has failed (null while healthy: one 2xx clears it). After WEBHOOK_DISABLE_AFTER of failures the endpoint is disabled (`disabled_reason: failing`).
             * @example 2026-11-22T10:00:00.000Z
             */
            failing_since: string | null;
            description: string | null;
            /**
             * @description How deliveries are signed: `proofbase` (the `X-PB-Signature` header, `pbwh_` secret) or `standard` (the Standard Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature`, `whsec_` secret, verifiable by any Standard Webhooks library). Chosen at creation.
             * @enum {string}
             */
            signature_scheme: "proofbase" | "standard";
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description The signing secret (`pbwh_...`, or `whsec_...` for the standard scheme), shown only here. */
            secret: string;
        };
        CreateWebhookEndpoint: {
            /**
             * Format: uri
             * @description An absolute https:// URL.
             * @example https://example.com/webhooks/proofbase
             */
            url: string;
            events: ("verification_session.created" | "verification_session.completed" | "verification_session.failed" | "verification_session.expired" | "customer.associated" | "customer.kyc_status.changed" | "review.flagged" | "review.resolved" | "reverification.submitted" | "vic.revoked" | "vic.expired" | "ping")[];
            description?: string | null;
            /**
             * @description How deliveries are signed: `proofbase` (the `X-PB-Signature` header, `pbwh_` secret) or `standard` (the Standard Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature`, `whsec_` secret, verifiable by any Standard Webhooks library). Chosen at creation.
             * @enum {string}
             */
            signature_scheme?: "proofbase" | "standard";
        };
        WebhookEndpointPlainList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        WebhookEndpoint: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            url: string;
            events: ("verification_session.created" | "verification_session.completed" | "verification_session.failed" | "verification_session.expired" | "customer.associated" | "customer.kyc_status.changed" | "review.flagged" | "review.resolved" | "reverification.submitted" | "vic.revoked" | "vic.expired" | "ping")[];
            /** @enum {string} */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled (null while enabled): `manual` (you disabled it), `failing` (every attempt failed for WEBHOOK_DISABLE_AFTER, 5 days by default), `gone` (the receiver answered 410 Gone).
             * @enum {string|null}
             */
            disabled_reason: "manual" | "failing" | "gone" | null;
            /**
             * Format: date-time
             * @description Since when every attempt to this endpoint has failed (null while healthy: one 2xx clears it). After WEBHOOK_DISABLE_AFTER of failures the endpoint is disabled (`disabled_reason: failing`).
             * @example 2026-11-22T10:00:00.000Z
             */
            failing_since: string | null;
            description: string | null;
            /**
             * @description How deliveries are signed: `proofbase` (the `X-PB-Signature` header, `pbwh_` secret) or `standard` (the Standard Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature`, `whsec_` secret, verifiable by any Standard Webhooks library). Chosen at creation.
             * @enum {string}
             */
            signature_scheme: "proofbase" | "standard";
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        UpdateWebhookEndpoint: {
            /**
             * Format: uri
             * @description An absolute https:// URL.
             * @example https://example.com/webhooks/proofbase
             */
            url?: string;
            events?: ("verification_session.created" | "verification_session.completed" | "verification_session.failed" | "verification_session.expired" | "customer.associated" | "customer.kyc_status.changed" | "review.flagged" | "review.resolved" | "reverification.submitted" | "vic.revoked" | "vic.expired" | "ping")[];
            description?: string | null;
            /** @enum {string} */
            status?: "enabled" | "disabled";
        };
        DeletedWebhookEndpoint: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            /** @enum {boolean} */
            deleted: true;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        WebhookEndpointSecret: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint_secret";
            secret: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        WebhookEndpointTest: {
            /** @enum {string} */
            object: "webhook_endpoint_test";
            endpoint_id: string;
            event_id: string;
            delivery_id: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        WebhookEndpointRecovery: {
            /** @enum {string} */
            object: "webhook_endpoint_recovery";
            endpoint_id: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            since: string;
            /** @description The new deliveries, one per recovered delivery. */
            deliveries: string[];
            /** @description Deliveries that were waiting for their next retry, whose next attempt is now. */
            retried_now: string[];
            has_more: boolean;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        RecoverWebhookDeliveries: {
            /**
             * Format: date-time
             * @description Re-send deliveries that ended exhausted at or after this instant (ISO 8601).
             */
            since: string;
        };
        WebhookDeliveryPlainList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["WebhookDelivery"][];
            /** @description true for live (production) data, false for test data */
            livemode?: boolean;
        };
        WebhookDelivery: {
            id: string;
            /** @enum {string} */
            object: "webhook_delivery";
            endpoint_id: string;
            event_id: string;
            /** @enum {string} */
            event_type: "verification_session.created" | "verification_session.completed" | "verification_session.failed" | "verification_session.expired" | "customer.associated" | "customer.kyc_status.changed" | "review.flagged" | "review.resolved" | "reverification.submitted" | "vic.revoked" | "vic.expired" | "ping";
            /** @enum {string} */
            status: "pending" | "succeeded" | "retrying" | "exhausted" | "canceled";
            attempts: {
                number: number;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:00:00.000Z
                 */
                at: string;
                status_code: number | null;
                duration_ms: number;
                error: string | null;
                /** @description The first 1024 bytes of the receiver's response body (null when no response came). Our request's signature never appears here. */
                response_body: string | null;
            }[];
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            next_attempt_at: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
        EventList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Event"][];
            has_more: boolean;
            next_cursor: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        Event: components["schemas"]["VerificationSessionEvent"] | components["schemas"]["CustomerEvent"] | components["schemas"]["ReviewEvent"] | components["schemas"]["ReverificationEvent"] | components["schemas"]["VicEvent"] | components["schemas"]["PingEvent"];
        VerificationSessionEvent: {
            id: string;
            /** @enum {string} */
            object: "event";
            /**
             * Format: date-time
             * @description When the event happened (the spec's envelope field).
             * @example 2026-11-22T10:00:00.000Z
             */
            created: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "verification_session.created" | "verification_session.completed" | "verification_session.failed" | "verification_session.expired";
            data: components["schemas"]["VerificationSession"];
        };
        CustomerEvent: {
            id: string;
            /** @enum {string} */
            object: "event";
            /**
             * Format: date-time
             * @description When the event happened (the spec's envelope field).
             * @example 2026-11-22T10:00:00.000Z
             */
            created: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.associated" | "customer.kyc_status.changed";
            data: components["schemas"]["Customer"];
        };
        ReviewEvent: {
            id: string;
            /** @enum {string} */
            object: "event";
            /**
             * Format: date-time
             * @description When the event happened (the spec's envelope field).
             * @example 2026-11-22T10:00:00.000Z
             */
            created: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "review.flagged" | "review.resolved";
            data: {
                id: string;
                /** @enum {string} */
                object: "review";
                /** @enum {string} */
                status: "flagged" | "resolved";
                verification_session: string;
                reason: string | null;
                /** @enum {string|null} */
                decision: "approve" | "reject" | null;
                tier: string | null;
                /**
                 * @description Why the reviewer decided so; null while flagged or when none was given.
                 * @enum {string|null}
                 */
                resolution_reason?: "evidence_consistent" | "known_customer" | "false_positive" | "suspected_fraud" | "disposable_or_reused_contact" | "country_not_served" | "duplicate_account" | "other" | null;
                note: string | null;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:00:00.000Z
                 */
                resolved_at: string | null;
                /** @description Who resolved it: a dashboard user or a secret key; null while flagged (and for reviews resolved before resolvers were recorded). */
                resolved_by?: {
                    /**
                     * @description `user`: a dashboard user; `api_key`: a secret key; `ops`: operations (admin API, CLI, Stripe webhook).
                     * @enum {string}
                     */
                    type: "user" | "api_key" | "ops";
                    /** @description The user's id (`usr_...`), the key's id (`key_...`), or what operations acted through (`admin_api`, `cli:<name>`, `stripe_webhook`). */
                    id: string;
                    /** @description The user's email at the time; null for keys and operations. */
                    email: string | null;
                } | null;
                /** @description true for live (production) data, false for test data */
                livemode: boolean;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:00:00.000Z
                 */
                created_at: string;
            };
        };
        ReverificationEvent: {
            id: string;
            /** @enum {string} */
            object: "event";
            /**
             * Format: date-time
             * @description When the event happened (the spec's envelope field).
             * @example 2026-11-22T10:00:00.000Z
             */
            created: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reverification.submitted";
            data: components["schemas"]["ReverificationRequest"];
        };
        VicEvent: {
            id: string;
            /** @enum {string} */
            object: "event";
            /**
             * Format: date-time
             * @description When the event happened (the spec's envelope field).
             * @example 2026-11-22T10:00:00.000Z
             */
            created: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "vic.revoked" | "vic.expired";
            data: components["schemas"]["Vic"];
        };
        PingEvent: {
            id: string;
            /** @enum {string} */
            object: "event";
            /**
             * Format: date-time
             * @description When the event happened (the spec's envelope field).
             * @example 2026-11-22T10:00:00.000Z
             */
            created: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ping";
            data: {
                message: string;
            };
        };
        EventReplay: {
            /** @enum {string} */
            object: "event_replay";
            event_id: string;
            deliveries: string[];
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        RequestLogEntryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["RequestLogEntry"][];
            has_more: boolean;
            next_cursor: string | null;
            /** @description true for live (production) data, false for test data */
            livemode: boolean;
        };
        RequestLogEntry: {
            /** @description The request's id: its `X-Request-Id` header, and `request_id` of an error it answered. */
            id: string;
            /** @enum {string} */
            object: "request_log_entry";
            /** @example POST */
            method: string;
            /**
             * @description The path the client sent, without its query string.
             * @example /api/v1/verification-sessions
             */
            path: string;
            /** @description The HTTP status answered. */
            status: number;
            /** @description The `error.code` answered, or null for a success. */
            error_code: string | null;
            /** @description The id of the API key the request authenticated with (`key_...`). */
            api_key_id: string;
            /** @description The client's address (X-Forwarded-For only through TRUST_PROXY). */
            ip: string | null;
            /** @description From the request's arrival to the last byte of its answer. */
            latency_ms: number;
            /**
             * Format: date-time
             * @description When the request arrived.
             * @example 2026-11-22T10:00:00.000Z
             */
            created_at: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUp"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalAccount"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `email_taken` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "email_taken";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignIn"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalAccount"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `invalid_credentials`, `two_factor_required`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "invalid_credentials" | "two_factor_required" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalAccount"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mintApiKey: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MintApiKey"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MintedApiKey"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `two_factor_required`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "two_factor_required" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `api_key_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "api_key_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePassword"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChange"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestPasswordReset"];
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequest"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordReset"];
            };
        };
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error: `invalid_request`, `invalid_json`, `invalid_token` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_token";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPortalSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokePortalSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `portal_session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "portal_session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeAllPortalSessions: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokePortalSessions"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionRevocation"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startTwoFactorSetup: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartTwoFactorSetup"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableTwoFactor"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyTwoFactor: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyTwoFactor"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorVerification"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableTwoFactor"];
            };
        };
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `two_factor_required`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "two_factor_required" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegenerateRecoveryCodes"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedMember"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `member_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "member_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeMemberRole"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `two_factor_required`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "two_factor_required" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `member_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "member_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    transferOwnership: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferOwnership"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `two_factor_required`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "two_factor_required" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `member_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "member_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteMember: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteMember"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `two_factor_required`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "two_factor_required" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invitation_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invitation_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitation"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalAccount"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json`, `invalid_token` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_token";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `email_taken` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "email_taken";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPortalDecisionRules: {
        parameters: {
            query: {
                /** @description Whose rules: test or live. */
                mode: "test" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalDecisionRulePlainList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDecisionRule: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDecisionRule"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionRule"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSignalCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogSignalPlainList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simulateDecisionRules: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulateDecisionRules"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionRuleSimulation"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDecisionRule: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedDecisionRule"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rule_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "rule_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDecisionRule: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDecisionRule"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionRule"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rule_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "rule_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    copyDecisionRules: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CopyDecisionRules"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopiedDecisionRulePlainList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSettings"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startBillingSetup: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSetup"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `billing_not_configured` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "billing_not_configured";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `service_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "api_error";
                            /** @enum {string} */
                            code: "service_unavailable";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveMerchantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantSettings"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMerchantSettings: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMerchantSettings"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantSettings"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated`, `two_factor_required`, `invalid_otp` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated" | "two_factor_required" | "invalid_otp";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadBrandingLogo: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file's bytes, at most 102400 bytes. SVG is not accepted: an SVG file can carry script. Export the logo as PNG or WebP. */
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantSettings"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_image` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_image";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `file_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "file_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBrandingLogo: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantSettings"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only rows of this actor: a user's id (`usr_...`) or email, a key's id (`key_...`), or an operations id (`admin_api`, `cli`, `stripe_webhook`). */
                actor?: string;
                /** @description Only rows of this action: a portal route's operationId (`mintApiKey`, `portalResolveReview`...), an audited /api/v1 route's (`resolveReview`, a key's call) or `enableLiveAccess` / `disableLiveAccess`. */
                action?: string;
                /** @description Only rows about this target, exactly as listed (`api_key:key_...`, `customer:0x...`). */
                target?: string;
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogEntryList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_permission`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "missing_permission" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dailyInsights: {
        parameters: {
            query?: {
                /** @description How many UTC days, ending today (default 7). */
                days?: number;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyInsights"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveFirstRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirstRun"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dismissFirstRun: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirstRun"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `two_factor_setup_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "two_factor_setup_required";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTeamAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamAlertList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportVerificationSessions: {
        parameters: {
            query?: {
                /** @description Only the session with this id (a search box pastes ids). */
                id?: string;
                /** @description Only sessions in this status. */
                status?: "created" | "processing" | "requires_review" | "completed" | "failed" | "expired" | "canceled";
                /** @description Only sessions of the customer with this wallet address. */
                customer?: string;
                /** @description Only sessions whose customer address starts with this (0x and at least 4 hex characters). */
                customer_prefix?: string;
                /** @description Only sessions that ask for this flow. */
                flow?: "wallet" | "phone" | "email" | "credential" | "passkey";
                /** @description Only sessions whose metadata has this key with exactly this value, written `key=value`. */
                metadata?: string;
                /** @description Free text: a session id, or a metadata value under any key (exactly, e.g. an order number `A-1005`). */
                q?: string;
                /** @description Only sessions whose email flow was given this address (matched by its keyed hash; case-insensitive). */
                email?: string;
                /** @description Only sessions whose phone flow was given this number, in E.164 (matched by its keyed hash). */
                phone?: string;
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportCustomers: {
        parameters: {
            query?: {
                /** @description Only customers whose `kyc_status` changed strictly after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                updated_since?: string;
                /** @description Only customers whose address starts with this (0x and at least 4 hex characters). */
                address_prefix?: string;
                /** @description Only customers with this KYC status. */
                kyc_status?: "pending" | "verified" | "rejected" | "suspended";
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportReviews: {
        parameters: {
            query?: {
                /** @description Only reviews in this status. */
                status?: "flagged" | "resolved";
                /** @description Only the review of this verification session. */
                verification_session?: string;
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveReviewCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
                /** @description Review id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewCase"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `review_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "review_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retrieveReviewQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewQueue"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReviewQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewQueueList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    claimReview: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
                /** @description Review id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewQueueItem"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `review_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "review_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state`, `already_claimed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state" | "already_claimed";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    releaseReview: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
                /** @description Review id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewQueueItem"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `review_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "review_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state`, `already_claimed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state" | "already_claimed";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    claimNextReview: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextReview"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkResolveReviews: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkResolveReviews"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResolution"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListVerificationSessions: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only the session with this id (a search box pastes ids). */
                id?: string;
                /** @description Only sessions in this status. */
                status?: "created" | "processing" | "requires_review" | "completed" | "failed" | "expired" | "canceled";
                /** @description Only sessions of the customer with this wallet address. */
                customer?: string;
                /** @description Only sessions whose customer address starts with this (0x and at least 4 hex characters). */
                customer_prefix?: string;
                /** @description Only sessions that ask for this flow. */
                flow?: "wallet" | "phone" | "email" | "credential" | "passkey";
                /** @description Only sessions whose metadata has this key with exactly this value, written `key=value`. */
                metadata?: string;
                /** @description Free text: a session id, or a metadata value under any key (exactly, e.g. an order number `A-1005`). */
                q?: string;
                /** @description Only sessions whose email flow was given this address (matched by its keyed hash; case-insensitive). */
                email?: string;
                /** @description Only sessions whose phone flow was given this number, in E.164 (matched by its keyed hash). */
                phone?: string;
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSessionList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalCreateVerificationSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVerificationSession"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveVerificationSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalCancelVerificationSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListVics: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only this customer's VICs. */
                customer_address?: string;
                /** @description Only VICs in this status. */
                status?: "active" | "revoked" | "expired";
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VicList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveVic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vic"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `vic_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "vic_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRevokeVic: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why it is revoked (kept as `revocation_reason`). Not blank; at most 500 characters. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vic"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `vic_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "vic_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalCreateCredentialVerification: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The SD-JWT VC presentation (issuer JWT~disclosures~key-binding JWT). */
                    presentation: string;
                    /** @description The nonce you gave the holder: at least 16 characters, each accepted once. */
                    nonce: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CredentialVerification"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListCustomers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only customers whose `kyc_status` changed strictly after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                updated_since?: string;
                /** @description Only customers whose address starts with this (0x and at least 4 hex characters). */
                address_prefix?: string;
                /** @description Only customers with this KYC status. */
                kyc_status?: "pending" | "verified" | "rejected" | "suspended";
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetail"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalSuspendCustomer: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Not blank; at most 500 characters. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalUnsuspendCustomer: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListCustomerNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerNotePlainList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalCreateCustomerNote: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Not blank; at most 5000 characters. */
                    body: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerNote"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalDeleteCustomerPasskey: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The passkey's id (`pk_...`). */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedPasskey"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found`, `passkey_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found" | "passkey_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRedactVerificationSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRedactCustomer: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListReviews: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only reviews in this status. */
                status?: "flagged" | "resolved";
                /** @description Only the review of this verification session. */
                verification_session?: string;
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `review_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "review_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalResolveReview: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveReview"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `review_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "review_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state`, `already_claimed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state" | "already_claimed";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListDecisionRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionRulePlainList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveDecisionRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionRule"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `rule_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "rule_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListReverificationRequests: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only this customer's requests. */
                customer_address?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReverificationRequestList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalCreateReverificationRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReverificationRequest"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReverificationRequest"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveReverificationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReverificationRequest"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `reverification_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "reverification_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsagePeriodList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_key_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_key_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointPlainList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalCreateWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json`, `invalid_events`, `invalid_url`, `endpoint_limit_reached` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_events" | "invalid_url" | "endpoint_limit_reached";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalUpdateWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json`, `invalid_events`, `invalid_url` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json" | "invalid_events" | "invalid_url";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalDeleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecret"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointTest"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalEnableWebhookEndpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRecoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverWebhookDeliveries"];
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointRecovery"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPlainList"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalResendWebhookDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The endpoint's id. */
                id: string;
                /** @description The delivery. */
                delivery_id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found`, `delivery_not_found`, `event_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found" | "delivery_not_found" | "event_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `rate_limited` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "rate_limit_error";
                            /** @enum {string} */
                            code: "rate_limited";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetryWebhookDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description The endpoint's id. */
                id: string;
                /** @description The delivery. */
                delivery_id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `endpoint_not_found`, `delivery_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "endpoint_not_found" | "delivery_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only events of this type. */
                type?: "verification_session.created" | "verification_session.completed" | "verification_session.failed" | "verification_session.expired" | "customer.associated" | "customer.kyc_status.changed" | "review.flagged" | "review.resolved" | "reverification.submitted" | "vic.revoked" | "vic.expired" | "ping";
                /** @description Only events about this object: the `id` of the event's `data` (a session id, a review id, ...). */
                object_id?: string;
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalRetrieveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Error: `invalid_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `event_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "event_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalReplayEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventReplay"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `event_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "event_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalListRequestLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 25). */
                limit?: number;
                /** @description The `next_cursor` of the previous page, passed back unchanged. */
                cursor?: string;
                /** @description Only the request with this id (its `X-Request-Id`, `req_...`). */
                request_id?: string;
                /** @description Only requests answered with this status (`404`), or with any status of a class (`2xx`, `4xx`, `5xx`). */
                status?: string;
                /** @description Only requests whose path starts with this (`/api/v1/verification-sessions`); the path never holds the query string. */
                path?: string;
                /** @description Only requests made with this API key (`key_...`). */
                api_key_id?: string;
                /** @description Only objects created at or after this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_gte?: string;
                /** @description Only objects created strictly before this instant: ISO 8601 (no offset means UTC) or unix seconds. */
                created_lt?: string;
            };
            header?: never;
            path: {
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogEntryList"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_limit` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_limit";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_permission`, `two_factor_setup_required`, `live_mode_not_enabled` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "missing_permission" | "two_factor_setup_required" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestHelperCompleteVerificationSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `test_mode_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestHelperFailVerificationSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `test_mode_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestHelperRequireReviewVerificationSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `test_mode_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestHelperExpireVerificationSession: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSession"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `test_mode_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `session_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "session_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestHelperSubmitReverificationRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReverificationRequest"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `test_mode_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `reverification_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "reverification_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestHelperSetCustomerKycStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kyc_status: "pending" | "verified" | "rejected" | "suspended";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `test_mode_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `customer_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "customer_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    portalTestHelperExpireVic: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
                /** @description The session's CSRF token (from sign-in or `GET /me`). */
                "X-CSRF-Token": string;
            };
            path: {
                /** @description Object id. */
                id: string;
                /** @description The data the dashboard shows: test or live. */
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vic"];
                };
            };
            /** @description Error: `invalid_request`, `invalid_json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "invalid_request" | "invalid_json";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `invalid_api_key`, `not_authenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "authentication_error";
                            /** @enum {string} */
                            code: "invalid_api_key" | "not_authenticated";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `csrf_token_invalid`, `missing_permission`, `two_factor_setup_required`, `test_mode_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "permission_error";
                            /** @enum {string} */
                            code: "csrf_token_invalid" | "missing_permission" | "two_factor_setup_required" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `route_not_found`, `vic_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "route_not_found" | "vic_not_found";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `idempotency_key_reused`, `idempotency_key_in_use`, `invalid_state` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "idempotency_error" | "invalid_request_error";
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "idempotency_key_in_use" | "invalid_state";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "payload_too_large";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            type: "invalid_request_error";
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}

// The enums the dashboard offers as choices, as values.
export const scopeValues = ["sessions:write","customers:read","customers:write","decisioning:read","decisioning:write","reverification:write","webhooks:manage"] as const;
export const eventTypeValues = ["verification_session.created","verification_session.completed","verification_session.failed","verification_session.expired","customer.associated","customer.kyc_status.changed","review.flagged","review.resolved","reverification.submitted","vic.revoked","vic.expired","ping"] as const;
export const sessionStatusValues = ["created","processing","requires_review","completed","failed","expired","canceled"] as const;
export const reviewStatusValues = ["flagged","resolved"] as const;
export const ruleActionValues = ["approve","decline","review"] as const;
export const kycStatusValues = ["pending","verified","rejected","suspended"] as const;
export const flowValues = ["wallet","phone","email","credential","passkey"] as const;
export const testOutcomeValues = ["approved","declined","review","abandoned","interactive"] as const;
export const reverificationStatusValues = ["pending","submitted","expired"] as const;
