import type { BodyOf, Customer, ReverificationRequest, VerificationSession, Vic } from "../api-types.js";
import type { RequestOptions, Transport } from "../http/transport.js";
import { segment } from "./paths.js";

/**
 * Test keys only (a live key gets PermissionError `test_mode_only`): move test objects to a state
 * on demand. Each goes through the same path as the real event, so the events and webhooks are
 * the real ones.
 */
export class TestHelperVerificationSessions {
  constructor(private readonly http: Transport) {}

  /** Approves a session in `created` or `processing`: `verification_session.completed`. */
  complete(id: string, options?: RequestOptions): Promise<VerificationSession> {
    return this.act(id, "complete", options);
  }

  /** Declines a session in `created` or `processing`: `verification_session.failed`. */
  fail(id: string, options?: RequestOptions): Promise<VerificationSession> {
    return this.act(id, "fail", options);
  }

  /** Sends a session in `created` or `processing` to review: `review.flagged`. */
  requireReview(id: string, options?: RequestOptions): Promise<VerificationSession> {
    return this.act(id, "require_review", options);
  }

  /** Expires a session in `created` or `processing` now: `verification_session.expired`. */
  expire(id: string, options?: RequestOptions): Promise<VerificationSession> {
    return this.act(id, "expire", options);
  }

  private act(id: string, helper: string, options?: RequestOptions): Promise<VerificationSession> {
    return this.http.request("POST", `/test_helpers/verification_sessions/${segment(id)}/${helper}`, { options });
  }
}

export class TestHelperReverificationRequests {
  constructor(private readonly http: Transport) {}

  /** Submits a pending request as its customer would: `reverification.submitted`. */
  submit(id: string, options?: RequestOptions): Promise<ReverificationRequest> {
    return this.http.request("POST", `/test_helpers/reverification_requests/${segment(id)}/submit`, { options });
  }
}

export class TestHelperCustomers {
  constructor(private readonly http: Transport) {}

  /** Sets the customer's KYC status: `customer.kyc_status.changed`. */
  setKycStatus(address: string, params: BodyOf<"testHelperSetCustomerKycStatus">, options?: RequestOptions): Promise<Customer> {
    return this.http.request("POST", `/test_helpers/customers/${segment(address)}/kyc_status`, { body: params, options });
  }
}

export class TestHelperVics {
  constructor(private readonly http: Transport) {}

  /** Expires an active VIC now (its `expires_at` becomes now): `vic.expired`. */
  expire(id: string, options?: RequestOptions): Promise<Vic> {
    return this.http.request("POST", `/test_helpers/vics/${segment(id)}/expire`, { options });
  }
}

export class TestHelpers {
  readonly verificationSessions: TestHelperVerificationSessions;
  readonly reverificationRequests: TestHelperReverificationRequests;
  readonly customers: TestHelperCustomers;
  readonly vics: TestHelperVics;

  constructor(http: Transport) {
    this.verificationSessions = new TestHelperVerificationSessions(http);
    this.reverificationRequests = new TestHelperReverificationRequests(http);
    this.customers = new TestHelperCustomers(http);
    this.vics = new TestHelperVics(http);
  }
}
