import { useTranslation } from "~/core/i18n/use-translation";
import type { SubscriptionPage } from "~/features/billing/subscription-page.server";

/** A refund or a chargeback ended the plan (shown for 30 days). */
export function EndedNotice({ endedNotice }: { endedNotice: SubscriptionPage["endedNotice"] }) {
  const { t } = useTranslation();
  if (!endedNotice) return null;
  return (
    <p
      role="status"
      data-testid="period-ended-notice"
      className="mt-6 rounded-xl border border-border bg-muted p-4 text-sm font-semibold"
    >
      {endedNotice.reason === "refund"
        ? t("billing.refund.noticeRefunded", { plan: endedNotice.plan, date: endedNotice.date })
        : t("billing.refund.noticeChargedBack", { plan: endedNotice.plan, date: endedNotice.date })}{" "}
      {t("billing.refund.noticeKept")}
    </p>
  );
}

/** The way back from a provider's checkout (`?checkout=`). */
export function CheckoutBanner({
  checkout,
  currentPlan,
  currentPlanName,
}: Pick<SubscriptionPage, "checkout" | "currentPlan" | "currentPlanName">) {
  const { t } = useTranslation();
  if (!checkout) return null;
  const message =
    checkout === "success"
      ? currentPlan === "free"
        ? t("billing.checkoutWaiting")
        : `${t("billing.checkoutSuccess")} ${t("billing.checkoutSuccessBody", { plan: currentPlanName })}`
      : checkout === "canceled"
        ? t("billing.checkoutCanceled")
        : checkout === "failed"
          ? t("billing.checkoutFailed")
          : t("billing.checkoutWaiting");
  return (
    <p
      role="status"
      data-testid="checkout-banner"
      className="mt-6 rounded-xl border border-border bg-muted p-4 text-sm font-semibold"
    >
      {message}
    </p>
  );
}
