import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { Icon } from "~/ui/icon";

/**
 * The top of a tool's page (docs/product.md, Pages and addresses): the way back to the dashboard,
 * the title, the lead, extras.
 */
export function ToolHeader({
  title,
  lead,
  backLabel,
  onBack,
  children,
}: {
  title: string;
  lead: string;
  backLabel: string;
  /** Where "back" really goes when it is not the dashboard (the compressor: the previous page). */
  onBack?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      <Link
        to="/dashboard"
        onClick={onBack}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <Icon name="arrow-left" />
        {backLabel}
      </Link>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{lead}</p>
      {children}
    </div>
  );
}
