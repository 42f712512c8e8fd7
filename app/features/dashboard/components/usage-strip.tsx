import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { stripKeys, type UsageMeter } from "~/core/usage/usage-meter";

/**
 * On a phone the dashboard opens on the thumbnails (issue 29): the plan and the two figures that gate
 * work fit in one compact strip above them, with a link to the full meters (below the list there) and
 * to the plans. From the `lg` breakpoint the meters sit above the list and the strip is hidden.
 */
export function UsageStrip({
  planName,
  thumbnails,
  credits,
}: {
  planName: string;
  thumbnails: UsageMeter;
  credits: UsageMeter;
}) {
  const { t } = useTranslation();
  const figure = (meter: UsageMeter) =>
    t(meter.state === "over" ? stripKeys.over : stripKeys.within, {
      used: meter.used,
      limit: meter.limit,
      over: meter.over,
    });
  const value = (meter: UsageMeter) => `font-semibold ${meter.warning ? "text-destructive" : ""}`;
  return (
    <section
      aria-label={t("dashboard.strip.title")}
      data-testid="usage-strip"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm lg:hidden"
    >
      <Link to="/assinatura" className="font-bold underline-offset-4 hover:underline">
        {t("dashboard.strip.plan", { plan: planName })}
      </Link>
      <span>
        {t("dashboard.strip.thumbnails")}: <span className={value(thumbnails)}>{figure(thumbnails)}</span>
      </span>
      <span>
        {t("dashboard.strip.credits")}: <span className={value(credits)}>{figure(credits)}</span>
      </span>
      <a href="#usage" className="font-semibold text-primary underline-offset-4 hover:underline">
        {t("dashboard.strip.details")}
      </a>
    </section>
  );
}
