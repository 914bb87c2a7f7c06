import { lazy, Suspense, useEffect, type ReactNode } from "react";
import type { Mode } from "./api";
import { AuthProvider, useAuth } from "./auth";
import { StepUpPrompt } from "./StepUpPrompt";
import { Layout } from "./Layout";
import { isMode, lastMode, rememberMode } from "./mode";
import { AcceptInvitation } from "./pages/AcceptInvitation";
import { ApiKeys } from "./pages/ApiKeys";
import { AuditLog } from "./pages/AuditLog";
import { RequestLog, RequestLogDetail } from "./pages/RequestLog";
import { Billing } from "./pages/Billing";
import { FirstRun } from "./pages/FirstRun";
import { LiveNotEnabled } from "./pages/LiveNotEnabled";
import { CustomerDetail } from "./pages/CustomerDetail";
import { Customers } from "./pages/Customers";
import { EventDetail, Events } from "./pages/Events";
import { Reverifications } from "./pages/Reverifications";
import { ReviewCase } from "./pages/ReviewCase";
import { Reviews } from "./pages/Reviews";
import { Rules } from "./pages/Rules";
import { ForgotPassword, ResetPassword } from "./pages/PasswordReset";
import { Security } from "./pages/Security";
import { Settings } from "./pages/Settings";
import { Team } from "./pages/Team";
import { SignIn, SignUp } from "./pages/SignIn";
import { VerificationDetail } from "./pages/VerificationDetail";
import { Verifications } from "./pages/Verifications";
import { WebhookDetail } from "./pages/WebhookDetail";
import { Webhooks } from "./pages/Webhooks";
import { matchPath, navigate, useLocation, withQuery } from "./router";
import { ButtonLink, Loading, PageHeader, Toaster } from "./ui";

type Params = Record<string, string>;

// The charts library loads with the Insights page only, never on the first load.
const Insights = lazy(() => import("./pages/Insights").then((m) => ({ default: m.Insights })));

/** The signed-in pages; every path starts with the mode whose data it shows. */
const PAGES: Array<[pattern: string, page: (mode: Mode, p: Params) => ReactNode]> = [
  ["/:mode/get-started", () => <FirstRun />],
  ["/:mode/verifications", (mode) => <Verifications mode={mode} />],
  ["/:mode/verifications/:id", (mode, p) => <VerificationDetail mode={mode} id={p.id!} />],
  ["/:mode/customers", (mode) => <Customers mode={mode} />],
  ["/:mode/customers/:address", (mode, p) => <CustomerDetail mode={mode} address={p.address!} />],
  ["/:mode/reviews", (mode) => <Reviews mode={mode} />],
  [
    "/:mode/insights",
    (mode) => (
      <Suspense fallback={<Loading label="Loading insights…" />}>
        <Insights mode={mode} />
      </Suspense>
    ),
  ],
  ["/:mode/reviews/:id", (mode, p) => <ReviewCase mode={mode} id={p.id!} />],
  ["/:mode/reverifications", (mode) => <Reverifications mode={mode} />],
  ["/:mode/rules", (mode) => <Rules mode={mode} />],
  ["/:mode/developers/api-keys", (mode) => <ApiKeys mode={mode} />],
  ["/:mode/developers/webhooks", (mode) => <Webhooks mode={mode} />],
  ["/:mode/developers/webhooks/:id", (mode, p) => <WebhookDetail mode={mode} id={p.id!} />],
  ["/:mode/developers/events", (mode) => <Events mode={mode} />],
  ["/:mode/developers/events/:id", (mode, p) => <EventDetail mode={mode} id={p.id!} />],
  ["/:mode/developers/logs", (mode) => <RequestLog mode={mode} />],
  ["/:mode/developers/logs/:id", (mode, p) => <RequestLogDetail mode={mode} id={p.id!} />],
  ["/:mode/billing", (mode) => <Billing mode={mode} />],
  ["/:mode/settings", () => <Settings />],
  ["/:mode/team", () => <Team />],
  ["/:mode/security", () => <Security />],
  ["/:mode/audit-log", () => <AuditLog />],
];

function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

function NotFound({ mode }: { mode: Mode }) {
  return (
    <>
      <PageHeader title="Page not found" sub="There is no dashboard page at this address." />
      <ButtonLink to={`/${mode}/verifications`} variant="primary">
        Go to verifications
      </ButtonLink>
    </>
  );
}

function Routes() {
  const { account } = useAuth();
  const { pathname, search } = useLocation();
  // The invitation link works signed in or not: accepting signs in as the new member.
  if (pathname === "/invite") return <AcceptInvitation />;
  if (account === undefined) return <Loading label="Loading your dashboard…" />;
  // The emailed reset link and asking for one work signed in or not.
  if (pathname === "/reset") return <ResetPassword />;
  if (pathname === "/forgot-password") return <ForgotPassword />;
  if (pathname === "/signin" || pathname === "/signup") {
    if (account) return <Redirect to={`/${lastMode()}/verifications`} />;
    return pathname === "/signin" ? <SignIn /> : <SignUp />;
  }
  if (!account) return <Redirect to={pathname === "/" ? "/signin" : withQuery("/signin", { next: `${pathname}${search.size ? `?${search}` : ""}` })} />;
  const mode = pathname.split("/")[1];
  if (!isMode(mode)) return <Redirect to={`/${lastMode()}/verifications`} />;
  // The account requires 2FA and this user has none yet: the API refuses everything else.
  if (account.two_factor.setup_required && pathname !== `/${mode}/security`) return <Redirect to={`/${mode}/security`} />;
  return (
    <ModePages mode={mode} pathname={pathname} />
  );
}

// Live pages that do not read live data (billing, keys of both modes, rules per mode) stay open before activation.
const OPEN_BEFORE_ACTIVATION = ["/live/get-started", "/live/billing", "/live/developers/api-keys", "/live/rules", "/live/audit-log"];

function ModePages({ mode, pathname }: { mode: Mode; pathname: string }) {
  const { account } = useAuth();
  useEffect(() => rememberMode(mode), [mode]);
  if (mode === "live" && account && !account.live_enabled && !OPEN_BEFORE_ACTIVATION.some((open) => pathname.startsWith(open)))
    return (
      <Layout mode={mode}>
        <LiveNotEnabled />
      </Layout>
    );
  for (const [pattern, page] of PAGES) {
    const params = matchPath(pattern, pathname);
    // Keyed by path: a page's state (dialogs, forms) never leaks into another object's page.
    if (params) return <Layout mode={mode}><div key={pathname}>{page(mode, params)}</div></Layout>;
  }
  return (
    <Layout mode={mode}>
      <NotFound mode={mode} />
    </Layout>
  );
}

export function App() {
  return (
    <AuthProvider>
      <Routes />
      <StepUpPrompt />
      <Toaster />
    </AuthProvider>
  );
}
