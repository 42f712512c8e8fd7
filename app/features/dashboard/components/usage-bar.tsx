import { usageLevel } from "~/core/usage/permissions";

/** A usage bar from the plan's limit, capped at 100% and drawn as destructive from 80%. */
export function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { percent, warning } = usageLevel(used, limit);
  return (
    <div>
      <p className="text-sm font-semibold">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-warning={warning ? "true" : undefined}
        className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full ${warning ? "bg-destructive" : "bg-primary"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
