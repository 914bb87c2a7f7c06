import type { components } from "./api-types";

// The dashboard's only way to the server: the portal API (/api/merchant), cookie session, X-CSRF-Token on writes.
// Shapes come from the generated OpenAPI types; nothing here restates a server rule.

export type Schemas = components["schemas"];
export type Mode = "test" | "live";
export type Account = Schemas["PortalAccount"];
export type ApiKey = Schemas["ApiKey"];
export type MintedApiKey = Schemas["MintedApiKey"];
export type Session = Schemas["VerificationSession"];
export type SessionStatus = Session["status"];
export type Vic = NonNullable<Session["vic"]>;
export type Customer = Schemas["Customer"];
export type CustomerDetail = Schemas["CustomerDetail"];
export type CustomerNote = Schemas["CustomerNote"];
export type Review = Schemas["Review"];
export type Rule = Schemas["DecisionRule"];
export type RuleCondition = Schemas["DecisionRuleCondition"];
export type CreateRule = Schemas["CreateDecisionRule"];
export type UpdateRule = Schemas["UpdateDecisionRule"];
export type Endpoint = Schemas["WebhookEndpoint"];
export type EndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
export type Delivery = Schemas["WebhookDelivery"];
export type DashboardEvent = Schemas["Event"];
export type EventType = Endpoint["events"][number];
export type UsagePeriod = Schemas["UsagePeriod"];
export type BillingSettings = Schemas["BillingSettings"];
export type BillingSetup = Schemas["BillingSetup"];
export type Redaction = Schemas["Redaction"];
export type ErrorBody = Schemas["Error"]["error"];
export type MerchantSettings = Schemas["MerchantSettings"];
export type TeamAlert = Schemas["TeamAlert"];
export type Permission = Schemas["Permission"];
export type Role = Schemas["Role"];
export type Member = Schemas["Member"];
export type Invitation = Schemas["Invitation"];
export type TwoFactorSetup = Schemas["TwoFactorSetup"];
export type PortalSession = Schemas["PortalSession"];
export type AuditEntry = Schemas["AuditLogEntry"];
export type RequestLogEntry = Schemas["RequestLogEntry"];
export type Actor = Schemas["Actor"];
export type FirstRun = Schemas["FirstRun"];
export type FirstRunItem = FirstRun["items"][number]["id"];
export interface AuditLogQuery {
  actor?: string | null;
  action?: string | null;
  target?: string | null;
  created_gte?: string | null;
  created_lt?: string | null;
  cursor?: string | null;
}
export type DailyInsights = Schemas["DailyInsights"];
export type PortalRule = Schemas["PortalDecisionRule"];
export type CatalogSignal = Schemas["CatalogSignal"];
export type Simulation = Schemas["DecisionRuleSimulation"];
export type SimulateRules = Schemas["SimulateDecisionRules"];
export type ReviewCase = Schemas["ReviewCase"];
export type ReviewQueue = Schemas["ReviewQueue"];
export type ReviewQueueItem = Schemas["ReviewQueueItem"];
export type ReviewQueueList = Schemas["ReviewQueueList"];
export type BulkResolution = Schemas["BulkResolution"];
export type ResolveReviewBody = Schemas["ResolveReview"];
export type Reverification = Schemas["ReverificationRequest"];
export type CreateSession = Schemas["CreateVerificationSession"];
export type CreateReverification = Schemas["CreateReverificationRequest"];

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}
export interface PlainList<T> {
  data: T[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
let onSignedOut: () => void = () => undefined;

export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}
/** Called when the server says the session is gone (expired, signed out elsewhere). */
export function onSessionLost(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * Asks the user for a second factor (POST /2fa/verify) when an action answers 401
 * `two_factor_required` (contract section 19, step-up); resolves true once verified, false if they
 * gave up. Registered by <StepUpPrompt>; without it the error reaches the page as any other.
 */
let stepUp: (() => Promise<boolean>) | null = null;
export function onStepUpNeeded(handler: (() => Promise<boolean>) | null): void {
  stepUp = handler;
}

/** Routes whose two_factor_required is their own question, not a step-up: signing in, and verifying itself. */
const NOT_A_STEP_UP = new Set(["/login", "/2fa/verify"]);

type Query = Record<string, string | number | null | undefined>;

type RequestOptions = { query?: Query; body?: unknown; file?: Blob; signal?: AbortSignal };

/** One request; an action that needs a fresh second factor is retried once after the user gave one. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "two_factor_required" && stepUp && !NOT_A_STEP_UP.has(path))) throw error;
    if (!(await stepUp())) throw error;
    return send<T>(method, path, options);
  }
}

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const url = `/api/merchant${path}${params.size ? `?${params}` : ""}`;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  // An upload is the file's bytes with its own type (the server checks the bytes match it).
  if (options.file) headers["Content-Type"] = options.file.type || "application/octet-stream";
  if (method !== "GET" && csrfToken) headers["X-CSRF-Token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: "same-origin",
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "The server could not be reached. Check your connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const json = (await response.json().catch(() => null)) as ({ error?: ErrorBody } & T) | null;
  if (!response.ok) {
    const error = json?.error;
    if (response.status === 401 && error?.code === "not_authenticated") onSignedOut();
    throw new ApiError(response.status, error?.code ?? "http_error", error?.message ?? `The server answered ${response.status}.`, error?.param, error?.request_id);
  }
  return json as T;
}

/** A path segment. */
export const seg = encodeURIComponent;
type Signal = AbortSignal | undefined;

export const api = {
  // Account
  me: (signal?: Signal) => request<Account>("GET", "/me", { signal }),
  signIn: (body: Schemas["SignIn"]) => request<Account>("POST", "/login", { body }),
  signUp: (body: Schemas["SignUp"]) => request<Account>("POST", "/signup", { body }),
  signOut: () => request<void>("POST", "/logout"),

  // Members and invitations (GET /me says what the signed-in role may do)
  listMembers: (signal?: Signal) => request<PlainList<Member>>("GET", "/members", { signal }),
  changeMemberRole: (id: string, role: Schemas["ChangeMemberRole"]["role"]) => request<Member>("PATCH", `/members/${seg(id)}`, { body: { role } }),
  removeMember: (id: string) => request<unknown>("DELETE", `/members/${seg(id)}`),
  transferOwnership: (id: string) => request<PlainList<Member>>("POST", `/members/${seg(id)}/transfer-ownership`),
  listInvitations: (signal?: Signal) => request<PlainList<Invitation>>("GET", "/members/invitations", { signal }),
  invite: (body: Schemas["InviteMember"]) => request<Invitation>("POST", "/members/invitations", { body }),
  revokeInvitation: (id: string) => request<Invitation>("DELETE", `/members/invitations/${seg(id)}`),
  acceptInvitation: (body: Schemas["AcceptInvitation"]) => request<Account>("POST", "/invitations/accept", { body }),
  // Sign-in security: password, reset by email, sessions, two-factor authentication
  changePassword: (body: Schemas["ChangePassword"]) => request<Schemas["PasswordChange"]>("POST", "/password", { body }),
  requestPasswordReset: (email: string) => request<Schemas["PasswordResetRequest"]>("POST", "/password-reset", { body: { email } }),
  confirmPasswordReset: (body: Schemas["ConfirmPasswordReset"]) => request<void>("POST", "/password-reset/confirm", { body }),
  portalSessions: (signal?: Signal) => request<PlainList<PortalSession>>("GET", "/sessions", { signal }),
  revokePortalSession: (id: string) => request<void>("DELETE", `/sessions/${seg(id)}`),
  revokeAllPortalSessions: (keepCurrent: boolean) =>
    request<Schemas["PortalSessionRevocation"]>("POST", "/sessions/revoke-all", { body: { keep_current: keepCurrent } }),
  startTwoFactorSetup: (body: Schemas["StartTwoFactorSetup"]) => request<TwoFactorSetup>("POST", "/2fa/setup", { body }),
  enableTwoFactor: (code: string) => request<Schemas["RecoveryCodes"]>("POST", "/2fa/enable", { body: { code } }),
  verifyTwoFactor: (code: string) => request<Schemas["TwoFactorVerification"]>("POST", "/2fa/verify", { body: { code } }),
  disableTwoFactor: (body: Schemas["DisableTwoFactor"]) => request<void>("POST", "/2fa/disable", { body }),
  regenerateRecoveryCodes: (code: string) => request<Schemas["RecoveryCodes"]>("POST", "/2fa/recovery-codes", { body: { code } }),

  // API keys (both modes in one list)
  listKeys: (signal?: Signal) => request<PlainList<ApiKey>>("GET", "/api-keys", { signal }),
  mintKey: (body: Schemas["MintApiKey"]) => request<MintedApiKey>("POST", "/api-keys", { body }),
  revokeKey: (id: string) => request<ApiKey>("POST", `/api-keys/${seg(id)}/revoke`),

  // Decision rules (edited for one mode at a time)
  listRules: (mode: Mode, signal?: Signal) => request<PlainList<PortalRule>>("GET", "/decision-rules", { query: { mode }, signal }),
  signalCatalog: (signal?: Signal) => request<PlainList<CatalogSignal>>("GET", "/signal-catalog", { signal }),
  copyRules: (from: Mode, to: Mode) => request<PlainList<Rule>>("POST", "/decision-rules/copy", { body: { from, to } }),
  simulateRules: (body: SimulateRules) => request<Simulation>("POST", "/decision-rules/simulate", { body }),
  createRule: (body: CreateRule) => request<Rule>("POST", "/decision-rules", { body }),
  updateRule: (id: string, body: UpdateRule) => request<Rule>("PATCH", `/decision-rules/${seg(id)}`, { body }),
  deleteRule: (id: string) => request<unknown>("DELETE", `/decision-rules/${seg(id)}`),

  // The /api/v1 resources, mirrored per mode
  listSessions: (mode: Mode, query: Query, signal?: Signal) => request<Page<Session>>("GET", `/${mode}/verification-sessions`, { query, signal }),
  createSession: (mode: Mode, body: CreateSession) => request<Session>("POST", `/${mode}/verification-sessions`, { body }),
  session: (mode: Mode, id: string, signal?: Signal) => request<Session>("GET", `/${mode}/verification-sessions/${seg(id)}`, { signal }),
  cancelSession: (mode: Mode, id: string) => request<Session>("POST", `/${mode}/verification-sessions/${seg(id)}/cancel`),
  redactSession: (mode: Mode, id: string) => request<Session>("POST", `/${mode}/verification-sessions/${seg(id)}/redact`),

  listCustomers: (mode: Mode, query: Query, signal?: Signal) =>
    request<Page<Customer>>("GET", `/${mode}/customers`, { query, signal }),
  customer: (mode: Mode, address: string, signal?: Signal) => request<CustomerDetail>("GET", `/${mode}/customers/${seg(address)}`, { signal }),
  suspendCustomer: (mode: Mode, address: string, reason: string) =>
    request<Customer>("POST", `/${mode}/customers/${seg(address)}/suspend`, { body: { reason } }),
  unsuspendCustomer: (mode: Mode, address: string) => request<Customer>("POST", `/${mode}/customers/${seg(address)}/unsuspend`),
  redactCustomer: (mode: Mode, address: string) => request<Customer>("POST", `/${mode}/customers/${seg(address)}/redact`),
  customerNotes: (mode: Mode, address: string, signal?: Signal) =>
    request<PlainList<CustomerNote>>("GET", `/${mode}/customers/${seg(address)}/notes`, { signal }),
  addCustomerNote: (mode: Mode, address: string, body: string) =>
    request<CustomerNote>("POST", `/${mode}/customers/${seg(address)}/notes`, { body: { body } }),

  listReviews: (mode: Mode, query: Query, signal?: Signal) => request<Page<Review>>("GET", `/${mode}/reviews`, { query, signal }),
  reviewCase: (mode: Mode, id: string, signal?: Signal) => request<ReviewCase>("GET", `/${mode}/reviews/${seg(id)}/case`, { signal }),
  reviewQueue: (mode: Mode, signal?: Signal) => request<ReviewQueue>("GET", `/${mode}/review-queue`, { signal }),

  listReverifications: (mode: Mode, query: Query, signal?: Signal) => request<Page<Reverification>>("GET", `/${mode}/reverification-requests`, { query, signal }),
  createReverification: (mode: Mode, body: CreateReverification) => request<Reverification>("POST", `/${mode}/reverification-requests`, { body }),
  reviewQueueCases: (mode: Mode, signal?: Signal) => request<ReviewQueueList>("GET", `/${mode}/review-queue/cases`, { signal }),
  claimReview: (mode: Mode, id: string) => request<ReviewQueueItem>("POST", `/${mode}/reviews/${seg(id)}/claim`),
  releaseReview: (mode: Mode, id: string) => request<ReviewQueueItem>("POST", `/${mode}/reviews/${seg(id)}/release`),
  claimNextReview: (mode: Mode) => request<Schemas["NextReview"]>("POST", `/${mode}/review-queue/next`),
  bulkResolveReviews: (mode: Mode, body: Schemas["BulkResolveReviews"]) => request<BulkResolution>("POST", `/${mode}/review-queue/resolve`, { body }),
  resolveReview: (mode: Mode, id: string, body: Schemas["ResolveReview"]) => request<Review>("POST", `/${mode}/reviews/${seg(id)}/resolve`, { body }),

  listEndpoints: (mode: Mode, signal?: Signal) => request<PlainList<Endpoint>>("GET", `/${mode}/webhook-endpoints`, { signal }),
  endpoint: (mode: Mode, id: string, signal?: Signal) => request<Endpoint>("GET", `/${mode}/webhook-endpoints/${seg(id)}`, { signal }),
  createEndpoint: (mode: Mode, body: Schemas["CreateWebhookEndpoint"]) => request<EndpointWithSecret>("POST", `/${mode}/webhook-endpoints`, { body }),
  updateEndpoint: (mode: Mode, id: string, body: Schemas["UpdateWebhookEndpoint"]) =>
    request<Endpoint>("POST", `/${mode}/webhook-endpoints/${seg(id)}`, { body }),
  deleteEndpoint: (mode: Mode, id: string) => request<unknown>("DELETE", `/${mode}/webhook-endpoints/${seg(id)}`),
  rotateSecret: (mode: Mode, id: string) => request<Schemas["WebhookEndpointSecret"]>("POST", `/${mode}/webhook-endpoints/${seg(id)}/rotate-secret`),
  testEndpoint: (mode: Mode, id: string) => request<Schemas["WebhookEndpointTest"]>("POST", `/${mode}/webhook-endpoints/${seg(id)}/test`),
  deliveries: (mode: Mode, id: string, signal?: Signal) => request<PlainList<Delivery>>("GET", `/${mode}/webhook-endpoints/${seg(id)}/deliveries`, { signal }),
  resendDelivery: (mode: Mode, id: string, deliveryId: string) =>
    request<Delivery>("POST", `/${mode}/webhook-endpoints/${seg(id)}/deliveries/${seg(deliveryId)}/resend`),
  retryDelivery: (mode: Mode, id: string, deliveryId: string) =>
    request<Delivery>("POST", `/${mode}/webhook-endpoints/${seg(id)}/deliveries/${seg(deliveryId)}/retry`),
  recoverDeliveries: (mode: Mode, id: string, since: string) =>
    request<Schemas["WebhookEndpointRecovery"]>("POST", `/${mode}/webhook-endpoints/${seg(id)}/recover`, { body: { since } }),
  enableEndpoint: (mode: Mode, id: string) => request<Endpoint>("POST", `/${mode}/webhook-endpoints/${seg(id)}/enable`),

  alerts: (mode: Mode, signal?: Signal) => request<{ data: TeamAlert[] }>("GET", `/${mode}/alerts`, { signal }),
  insights: (mode: Mode, days: number, signal?: Signal) => request<DailyInsights>("GET", `/${mode}/insights/daily`, { query: { days }, signal }),

  listEvents: (mode: Mode, query: Query, signal?: Signal) =>
    request<Page<DashboardEvent>>("GET", `/${mode}/events`, { query, signal }),
  event: (mode: Mode, id: string, signal?: Signal) => request<DashboardEvent>("GET", `/${mode}/events/${seg(id)}`, { signal }),
  replayEvent: (mode: Mode, id: string) => request<Schemas["EventReplay"]>("POST", `/${mode}/events/${seg(id)}/replay`),

  requestLog: (mode: Mode, query: Query, signal?: Signal) => request<Page<RequestLogEntry>>("GET", `/${mode}/request-log`, { query, signal }),

  usage: (signal?: Signal) => request<PlainList<UsagePeriod>>("GET", "/live/usage", { signal }),

  // Account settings (SMS countries and name, SMS usage)
  settings: (signal?: Signal) => request<MerchantSettings>("GET", "/settings", { signal }),
  updateSettings: (body: Schemas["UpdateMerchantSettings"]) => request<MerchantSettings>("PUT", "/settings", { body }),
  uploadLogo: (file: Blob) => request<MerchantSettings>("POST", "/branding/logo", { file }),
  deleteLogo: () => request<MerchantSettings>("DELETE", "/branding/logo"),
  billing: (signal?: Signal) => request<BillingSettings>("GET", "/billing", { signal }),
  firstRun: (signal?: Signal) => request<FirstRun>("GET", "/first-run", { signal }),
  dismissFirstRun: () => request<FirstRun>("POST", "/first-run/dismiss"),
  auditLog: (query: AuditLogQuery, signal?: Signal) => request<Page<AuditEntry>>("GET", "/audit-log", { query: { ...query }, signal }),
  startBillingSetup: () => request<BillingSetup>("POST", "/billing/setup"),
};
