import { useTranslation } from "~/core/i18n/use-translation";
import type { UsageMeter } from "~/core/usage/usage-meter";

/**
 * One of this month's usage meters (app/core/usage/usage-meter.ts says what its figures mean): the
 * sentence, a bar capped at 100% and, over the allowance, the plan's share and the part beyond it,
 * with a note saying why and when the count starts again.
 */
export function UsageBar({ meter, periodEnds }: { meter: UsageMeter; periodEnds: string | null }) {
  const { t } = useTranslation();
  const label = t(meter.key, { used: meter.used, limit: meter.limit, over: meter.over });
  const fill = meter.warning ? "bg-destructive" : "bg-primary";
  return (
    <div data-testid={`usage-${meter.kind}`} data-state={meter.state}>
      <p className="text-sm font-semibold">{label}</p>
      {meter.state === "unlimited" ? null : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={meter.percent}
          data-warning={meter.warning ? "true" : undefined}
          className="mt-1 flex h-2 overflow-hidden rounded-full bg-muted"
        >
          {meter.state === "over" ? (
            <>
              <div className="h-full bg-primary" style={{ width: `${meter.planPercent}%` }} />
              <div
                className={`h-full flex-1 ${meter.warning ? "bg-destructive" : "bg-muted-foreground"} bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.35)_4px_8px)]`}
              />
            </>
          ) : (
            <div className={`h-full rounded-full ${fill}`} style={{ width: `${meter.percent}%` }} />
          )}
        </div>
      )}
      {meter.noteKey && periodEnds ? (
        <p className="mt-1 text-xs text-muted-foreground">{t(meter.noteKey, { date: periodEnds })}</p>
      ) : null}
    </div>
  );
}
