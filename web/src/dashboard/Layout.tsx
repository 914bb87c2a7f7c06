import { useState, type ReactNode } from "react";
import { api, type Mode, type Permission } from "./api";
import { useAuth } from "./auth";
import { useCan } from "./can";
import { switchModePath } from "./mode";
import { Link, navigate, useLocation } from "./router";
import { Button } from "./ui";
import { useApi } from "./use-api";

// A section whose page only some roles may read names that permission: the others never see its link.
const SECTIONS: Array<{ group?: string; path: string; label: string; permission?: Permission }> = [
  { path: "verifications", label: "Verifications" },
  { path: "customers", label: "Customers" },
  { path: "reviews", label: "Reviews" },
  { path: "insights", label: "Insights" },
  { path: "reverifications", label: "Reverification requests" },
  { path: "rules", label: "Decision rules" },
  { group: "Developers", path: "developers/api-keys", label: "API keys" },
  { path: "developers/webhooks", label: "Webhooks" },
  { path: "developers/events", label: "Events" },
  { path: "developers/logs", label: "Request log", permission: "logs:read" },
  { group: "Account", path: "billing", label: "Usage and billing" },
  { path: "settings", label: "Settings" },
  { path: "team", label: "Team" },
  { path: "security", label: "Security" },
  { path: "audit-log", label: "Audit log", permission: "audit:read" },
];

/**
 * The open-review count beside "Reviews", refreshed on every navigation (a resolve navigates or
 * reloads). Shown as a badge the link's accessible name leaves out ("Reviews" stays "Reviews");
 * screen readers get it as the link's description.
 */
function useOpenReviews(mode: Mode): string | null {
  const { pathname, search } = useLocation();
  const queue = useApi((signal) => api.reviewQueue(mode, signal), `${mode} ${pathname}?${search}`);
  const open = queue.data?.open ?? 0;
  if (open === 0) return null;
  return open >= (queue.data?.open_cap ?? Infinity) ? `${open - 1}+` : String(open);
}

/** Whether the first-run checklist is still the user's to see (not dismissed, not complete): "Get started" heads the sidebar then. */
function useFirstRunOpen(): boolean {
  const { pathname } = useLocation();
  const firstRun = useApi((signal) => api.firstRun(signal), pathname);
  return !!firstRun.data && !firstRun.data.dismissed_at && !firstRun.data.complete;
}

/** The mode banner on top of every page: test data in orange; live data, or live mode not enabled yet. */
function ModeBanner({ mode, liveEnabled }: { mode: Mode; liveEnabled: boolean }) {
  if (mode === "test")
    return (
      <header className="test-banner" aria-label="Test mode">
        <p role="note">Test data: you are viewing test mode. Nothing here is billed or written on-chain.</p>
      </header>
    );
  if (liveEnabled)
    return (
      <header className="live-banner" aria-label="Live mode" data-testid="live-banner">
        <p role="note">
          <strong>Live mode.</strong> Real people, billed verifications, VICs written on-chain. Changes here affect your customers.
        </p>
      </header>
    );
  return (
    <header className="live-banner not-enabled" aria-label="Live mode" data-testid="live-banner">
      <p role="note">
        <strong>Live mode is not enabled.</strong> Live keys and live requests are refused until it is. <Link to="/live/billing">Activate live mode</Link>
      </p>
    </header>
  );
}

/** The mode's pill beside the switch: green only when live data is really live. */
function modePill(mode: Mode, liveEnabled: boolean): { tone: string; text: string } {
  if (mode === "test") return { tone: "test", text: "test data" };
  return liveEnabled ? { tone: "good", text: "live" } : { tone: "warn", text: "live off" };
}

/** The signed-in shell: navigation, the test/live switch (the mode is marked on every page), the account. */
export function Layout({ mode, children }: { mode: Mode; children: ReactNode }) {
  const { account, signOut } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openReviews = useOpenReviews(mode);
  const can = useCan();
  const sections = SECTIONS.filter((s) => !s.permission || can(s.permission));
  const firstRunOpen = useFirstRunOpen();
  const test = mode === "test";
  const liveEnabled = !!account?.live_enabled;
  const pill = modePill(mode, liveEnabled);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* The review queue is a reviewer's day: two Tabs and Enter from the page's top to its first case. */}
      {pathname === `/${mode}/reviews` && (
        <a className="skip-link" href="#review-queue">
          Skip to the review queue
        </a>
      )}
      <ModeBanner mode={mode} liveEnabled={liveEnabled} />
      <div className="shell with-banner">
        <aside className={`sidebar ${menuOpen ? "open" : ""}`}>
          <div className="brand">
            <span>
              Proofbase
              <small>{account?.account.business_name}</small>
            </span>
            <Button small aria-expanded={menuOpen} aria-controls="main-nav" className="menu-toggle" onClick={() => setMenuOpen(!menuOpen)}>
              Menu
            </Button>
          </div>
          <div className="mode-switch">
            <input
              id="test-mode"
              type="checkbox"
              role="switch"
              checked={test}
              onChange={(e) => navigate(switchModePath(pathname, e.target.checked ? "test" : "live"))}
            />
            <label htmlFor="test-mode">Test mode</label>
            <span className={`badge ${pill.tone}`} data-testid="mode-pill">
              {pill.text}
            </span>
          </div>
          <nav className="nav" id="main-nav" aria-label="Dashboard">
            {firstRunOpen && (
              <span className="nav-item">
                <Link to={`/${mode}/get-started`} aria-current={pathname === `/${mode}/get-started` ? "page" : undefined} onClick={() => setMenuOpen(false)}>
                  Get started
                </Link>
              </span>
            )}
            {sections.map((s) => {
              const to = `/${mode}/${s.path}`;
              const current = pathname === to || pathname.startsWith(`${to}/`);
              return (
                <span key={s.path} className="nav-item">
                  {s.group && <div className="group">{s.group}</div>}
                  <Link
                    to={to}
                    aria-current={current ? "page" : undefined}
                    aria-describedby={s.path === "reviews" && openReviews ? "open-reviews" : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {s.label}
                    {s.path === "reviews" && openReviews && (
                      <span className="nav-count" aria-hidden="true" data-testid="open-reviews">
                        {openReviews}
                      </span>
                    )}
                  </Link>
                  {s.path === "reviews" && openReviews && (
                    <span id="open-reviews" className="visually-hidden">
                      {openReviews} open
                    </span>
                  )}
                </span>
              );
            })}
          </nav>
          <div className="sidebar-foot">
            <span className="muted mono">{account?.user.email}</span>
            <Button small onClick={() => void signOut().then(() => navigate("/signin"))}>
              Sign out
            </Button>
          </div>
        </aside>
        <main className="main" id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
