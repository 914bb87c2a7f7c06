import type { ReactNode } from "react";
import { Link } from "../router";

export function PageHeader({ title, sub, back, actions }: { title: string; sub?: ReactNode; back?: { to: string; label: string }; actions?: ReactNode }) {
  return (
    <>
      {back && (
        <Link className="breadcrumb" to={back.to}>
          ← {back.label}
        </Link>
      )}
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          {sub && <div className="sub">{sub}</div>}
        </div>
        {actions && <div className="actions">{actions}</div>}
      </header>
    </>
  );
}
