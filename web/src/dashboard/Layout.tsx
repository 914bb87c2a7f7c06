import { useState, type ReactNode } from "react";
import type { Mode } from "./api";
import { useAuth } from "./auth";
import { switchModePath } from "./mode";
import { Link, navigate, useLocation } from "./router";
import { Button } from "./ui";

const SECTIONS: Array<{ group?: string; path: string; label: string }> = [
  { path: "verifications", label: "Verifications" },
  { path: "customers", label: "Customers" },
  { path: "reviews", label: "Reviews" },
  { path: "insights", label: "Insights" },
  { path: "rules", label: "Decision rules" },
  { group: "Developers", path: "developers/api-keys", label: "API keys" },
  { path: "developers/webhooks", label: "Webhooks" },
  { path: "developers/events", label: "Events" },
  { group: "Account", path: "billing", label: "Usage and billing" },
  { path: "settings", label: "Settings" },
  { path: "team", label: "Team" },
  { path: "security", label: "Security" },
  { path: "audit-log", label: "Audit log" },
];

/** The signed-in shell: navigation, the test/live switch (test data is marked on every page), the account. */
export function Layout({ mode, children }: { mode: Mode; children: ReactNode }) {
  const { account, signOut } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
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
                  <Link to={to} aria-current={current ? "page" : undefined} onClick={() => setMenuOpen(false)}>
                    {s.label}
                  </Link>
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
