// Generated from the Proofbase API's OpenAPI document (GET /api/v1/openapi.json, docs/openapi.json)
// by `npm run generate -w @proofbase/client` (openapi-typescript), which the package's build runs. Not committed; do not edit.
export interface paths {
    "/verification-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List verification sessions, newest first */
        get: operations["listVerificationSessions"];
        put?: never;
        /** Create a verification session */
        post: operations["createVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a verification session */
        get: operations["retrieveVerificationSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification-sessions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a session that has not started */
        post: operations["cancelVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List VICs, newest first */
        get: operations["listVics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a VIC */
        get: operations["retrieveVic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vics/{id}/revoke": {
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
         */
        post: operations["revokeVic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credential-verifications": {
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
         */
        post: operations["createCredentialVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers, newest first */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a customer by wallet address, with its passkeys */
        get: operations["retrieveCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{address}/suspend": {
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
         */
        post: operations["suspendCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{address}/unsuspend": {
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
         */
        post: operations["unsuspendCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{address}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a customer's latest 100 notes, newest first */
        get: operations["listCustomerNotes"];
        put?: never;
        /** Add a note to a customer */
        post: operations["createCustomerNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{address}/passkeys/{id}": {
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
         */
        delete: operations["deleteCustomerPasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification-sessions/{id}/redact": {
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
         */
        post: operations["redactVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{address}/redact": {
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
         */
        post: operations["redactCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List reviews, newest first */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a review */
        get: operations["retrieveReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/resolve": {
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
         */
        post: operations["resolveReview"];
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
        /** List the decision rules of the key's mode, in evaluation order */
        get: operations["listDecisionRules"];
        put?: never;
        post?: never;
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
        /** Retrieve a decision rule */
        get: operations["retrieveDecisionRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reverification-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List reverification requests, newest first */
        get: operations["listReverificationRequests"];
        put?: never;
        /** Ask an existing customer to verify again */
        post: operations["createReverificationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reverification-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a reverification request */
        get: operations["retrieveReverificationRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Billable live verifications per month (live keys only) */
        get: operations["listUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints (plain list, newest first) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint (fires a ping to it)
         * @description The response carries the signing secret (`pbwh_...`, or `whsec_...` with `signature_scheme: standard`), shown only here.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint */
        get: operations["retrieveWebhookEndpoint"];
        put?: never;
        /** Update a webhook endpoint (disabling cancels its pending deliveries) */
        post: operations["updateWebhookEndpoint"];
        /** Delete a webhook endpoint (cancels its pending deliveries) */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret (the old one keeps signing during the overlap) */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fire a ping event to an enabled endpoint */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-enable a disabled endpoint (whatever disabled it) and restart its health clock */
        post: operations["enableWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/recover": {
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
         */
        post: operations["recoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's latest 100 deliveries with their attempts, newest first */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries/{delivery_id}/resend": {
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
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries/{delivery_id}/retry": {
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
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event log of the last 90 days, newest first */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a logged event */
        get: operations["retrieveEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver a logged event again to every subscribed endpoint */
        post: operations["replayEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's /api/v1 requests of the last 30 days, newest first
         * @description One entry per request that authenticated with a key of the mode: method, path (no query string), status, error code, request id, key id, client address, latency. Never a body or a header. Entries are written in batches and appear within about a second.
         */
        get: operations["listRequestLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/verification_sessions/{id}/complete": {
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
         */
        post: operations["testHelperCompleteVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/verification_sessions/{id}/fail": {
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
         */
        post: operations["testHelperFailVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/verification_sessions/{id}/require_review": {
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
         */
        post: operations["testHelperRequireReviewVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/verification_sessions/{id}/expire": {
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
         */
        post: operations["testHelperExpireVerificationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/reverification_requests/{id}/submit": {
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
         */
        post: operations["testHelperSubmitReverificationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/customers/{address}/kyc_status": {
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
         */
        post: operations["testHelperSetCustomerKycStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/vics/{id}/expire": {
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
         */
        post: operations["testHelperExpireVic"];
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
    listVerificationSessions: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    createVerificationSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    retrieveVerificationSession: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `session_not_found` */
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
                            code: "session_not_found";
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
    cancelVerificationSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `session_not_found` */
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
                            code: "session_not_found";
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
    listVics: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    retrieveVic: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `vic_not_found` */
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
                            code: "vic_not_found";
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
    revokeVic: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Object id. */
                id: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `vic_not_found` */
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
                            code: "vic_not_found";
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
    createCredentialVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    listCustomers: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    retrieveCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    suspendCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    unsuspendCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    listCustomerNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    createCustomerNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    deleteCustomerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
                /** @description The passkey's id (`pk_...`). */
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found`, `passkey_not_found` */
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
                            code: "customer_not_found" | "passkey_not_found";
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
    redactVerificationSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `session_not_found` */
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
                            code: "session_not_found";
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
    redactCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    listReviews: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    retrieveReview: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `review_not_found` */
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
                            code: "review_not_found";
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
    resolveReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Object id. */
                id: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `review_not_found` */
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
                            code: "review_not_found";
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
    listDecisionRules: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    retrieveDecisionRule: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    listReverificationRequests: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    createReverificationRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    retrieveReverificationRequest: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `reverification_not_found` */
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
                            code: "reverification_not_found";
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
    listUsage: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `live_key_required` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "live_key_required";
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
    listWebhookEndpoints: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    retrieveWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Object id. */
                id: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    enableWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Object id. */
                id: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found` */
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
                            code: "endpoint_not_found";
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
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The endpoint's id. */
                id: string;
                /** @description The delivery. */
                delivery_id: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found`, `delivery_not_found`, `event_not_found` */
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
                            code: "endpoint_not_found" | "delivery_not_found" | "event_not_found";
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
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The endpoint's id. */
                id: string;
                /** @description The delivery. */
                delivery_id: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `endpoint_not_found`, `delivery_not_found` */
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
                            code: "endpoint_not_found" | "delivery_not_found";
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
    listEvents: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    retrieveEvent: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `event_not_found` */
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
                            code: "event_not_found";
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
    replayEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `event_not_found` */
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
                            code: "event_not_found";
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
    listRequestLog: {
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled` */
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
                            code: "missing_scope" | "live_mode_not_enabled";
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
    testHelperCompleteVerificationSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `test_mode_only` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `session_not_found` */
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
                            code: "session_not_found";
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
    testHelperFailVerificationSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `test_mode_only` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `session_not_found` */
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
                            code: "session_not_found";
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
    testHelperRequireReviewVerificationSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `test_mode_only` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `session_not_found` */
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
                            code: "session_not_found";
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
    testHelperExpireVerificationSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `test_mode_only` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `session_not_found` */
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
                            code: "session_not_found";
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
    testHelperSubmitReverificationRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `test_mode_only` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `reverification_not_found` */
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
                            code: "reverification_not_found";
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
    testHelperSetCustomerKycStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A wallet address: 0x followed by 40 hexadecimal characters (any case; stored lower-case). */
                address: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `test_mode_only` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `customer_not_found` */
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
                            code: "customer_not_found";
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
    testHelperExpireVic: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: a repeat replays the first response. */
                "Idempotency-Key"?: string;
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
            /** @description Error: `missing_api_key`, `invalid_api_key` */
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
                            code: "missing_api_key" | "invalid_api_key";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `missing_scope`, `live_mode_not_enabled`, `test_mode_only` */
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
                            code: "missing_scope" | "live_mode_not_enabled" | "test_mode_only";
                            message: string;
                            param?: string;
                            request_id: string;
                        };
                        /** @description true for live (production) data, false for test data */
                        livemode?: boolean;
                    };
                };
            };
            /** @description Error: `vic_not_found` */
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
                            code: "vic_not_found";
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
}

// The event catalog, as values.
export const EVENT_TYPES = ["verification_session.created","verification_session.completed","verification_session.failed","verification_session.expired","customer.associated","customer.kyc_status.changed","review.flagged","review.resolved","reverification.submitted","vic.revoked","vic.expired","ping"] as const;
