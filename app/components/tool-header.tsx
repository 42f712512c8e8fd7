import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The top of a tool's page (spec 2 §2): the way back to the dashboard, the title, the lead, extras. */
export function ToolHeader({
  title,
  lead,
  backLabel,
  children,
}: {
  title: string;
  lead: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      <Link to="/dashboard" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
        ← {backLabel}
      </Link>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{lead}</p>
      {children}
    </div>
  );
}
