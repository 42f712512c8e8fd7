import { Link } from "@remix-run/react";

/** The way to the plans, under a refusal or a notice that the plan lacks something. */
export function UpgradeLink({ label, className = "mt-2" }: { label: string; className?: string }) {
  return (
    <Link to="/assinatura" className={`${className} inline-block font-semibold underline underline-offset-4`}>
      {label}
    </Link>
  );
}

/** A tool the creator's plan does not include: what it takes, and the way to the plans. */
export function PlanNotice({
  title,
  body,
  upgradeLabel,
}: {
  title: string;
  body?: string;
  upgradeLabel: string;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-bold">{title}</p>
      {body ? <p className="mt-1">{body}</p> : null}
      <UpgradeLink label={upgradeLabel} />
    </div>
  );
}
