import { useState, type ReactNode } from "react";
import { api, type Mode } from "./api";
import { useAuth } from "./auth";
import { switchModePath } from "./mode";
import { Link, navigate, useLocation } from "./router";
import { Button } from "./ui";
import { useApi } from "./use-api";

const SECTIONS: Array<{ group?: string; path: string; label: string }> = [
  { path: "verifications", label: "Verifications" },
  { path: "customers", label: "Customers" },
  { path: "reviews", label: "Reviews" },
  { path: "insights", label: "Insights" },
  { path: "reverifications", label: "Reverification requests" },
  { path: "rules", label: "Decision rules" },
  { group: "Developers", path: "developers/api-keys", label: "API keys" },
  { path: "developers/webhooks", label: "Webhooks" },
  { path: "developers/events", label: "Events" },
  { path: "developers/logs", label: "Request log" },
  { group: "Account", path: "billing", label: "Usage and billing" },
  { path: "settings", label: "Settings" },
  { path: "team", label: "Team" },
  { path: "security", label: "Security" },
  { path: "audit-log", label: "Audit log" },
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

/** The signed-in shell: navigation, the test/live switch (test data is marked on every page), the account. */
export function Layout({ mode, children }: { mode: Mode; children: ReactNode }) {
  const { account, signOut } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openReviews = useOpenReviews(mode);
  const test = mode === "test";
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {test && (
        <header className="test-banner" aria-label="Test mode">
          <p role="note">Test data: you are viewing test mode. Nothing here is billed or written on-chain.</p>
        </header>
      )}
      <div className={`shell ${test ? "test-mode" : ""}`}>
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
            <span className={`badge ${test ? "test" : "good"}`}>{test ? "test data" : "live"}</span>
          </div>
          <nav className="nav" id="main-nav" aria-label="Dashboard">
            {SECTIONS.map((s) => {
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
