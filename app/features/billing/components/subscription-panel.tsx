import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { SubscriptionPage } from "~/features/billing/subscription-page.server";
import { subscriptionPageUrl } from "~/features/billing/subscription-url";
import { secondaryButton } from "~/ui/button-styles";

/**
 * The creator's subscription on /assinatura (docs/product.md, Subscription and payments): the plan, its period and
 * provider, when it renews or ends, the refund window (docs/decisions/009), and the portal, cancel
 * and refund buttons with their confirm steps.
 */
export function SubscriptionPanel({ page }: { page: SubscriptionPage }) {
  const { t } = useTranslation();
  const { subscription, currentPlanName, canUsePortal, confirmCancel, billing, refund } = page;
  if (!subscription) return null;
  const period = subscription.period === "annual" ? t("billing.periodAnnual") : t("billing.periodMonthly");
  const via = subscription.provider === "stripe" ? t("billing.viaStripe") : t("billing.viaMercadoPago");
  const statusLine =
    subscription.status === "past_due"
      ? t("billing.pastDue")
      : subscription.cancelAtPeriodEnd && subscription.endsOn
        ? t("billing.endsOn", { date: subscription.endsOn })
        : subscription.provider === "mercadopago" && subscription.endsOn
          ? t("billing.validUntil", { date: subscription.endsOn })
          : subscription.endsOn
            ? t("billing.renewsOn", { date: subscription.endsOn })
            : null;
  return (
    <section
      aria-labelledby="subscription-title"
      className="mt-8 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="subscription-title" className="text-lg font-bold">
        {t("billing.yourPlan", { plan: currentPlanName })}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {period} · {via}
      </p>
      {statusLine ? (
        <p data-testid="subscription-status" className="mt-2 text-sm">
          {statusLine}
        </p>
      ) : null}
      {refund ? (
        <p data-testid="refund-window" className="mt-2 text-sm">
          {t("billing.refund.window", { date: refund.until })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {canUsePortal ? (
          <Form method="post">
            <button type="submit" name="intent" value="portal" className={`${secondaryButton} text-sm`}>
              {t("billing.manage")}
            </button>
          </Form>
        ) : null}
        {!subscription.cancelAtPeriodEnd && !confirmCancel ? (
          <Link
            to={subscriptionPageUrl(billing, { cancelar: "1" })}
            preventScrollReset
            className={`${secondaryButton} text-sm`}
          >
            {t("billing.cancel")}
          </Link>
        ) : null}
        {refund && !refund.confirm ? (
          <Link
            to={subscriptionPageUrl(billing, { reembolso: "1" })}
            preventScrollReset
            className={`${secondaryButton} text-sm`}
          >
            {t("billing.refund.ask")}
          </Link>
        ) : null}
      </div>
      {refund?.confirm ? (
        <ConfirmPanel
          id="refund"
          title={t("billing.refund.confirmTitle")}
          body={t("billing.refund.confirmBody", { plan: currentPlanName })}
          intent="refund"
          confirmLabel={t("billing.refund.confirm")}
          keepHref={subscriptionPageUrl(billing)}
        />
      ) : null}
      {confirmCancel && !subscription.cancelAtPeriodEnd ? (
        <ConfirmPanel
          id="cancel"
          title={t("billing.cancelConfirmTitle")}
          body={t("billing.cancelConfirmBody", { plan: currentPlanName })}
          intent="cancel"
          confirmLabel={t("billing.cancelConfirm")}
          keepHref={subscriptionPageUrl(billing)}
        />
      ) : null}
    </section>
  );
}

/**
 * The confirm step of a subscription change (cancel, refund): a page state (`?cancelar=1`,
 * `?reembolso=1`), so it works without JavaScript; "keep" goes back to the plain page.
 */
function ConfirmPanel(props: {
  id: string;
  title: string;
  body: string;
  intent: string;
  confirmLabel: string;
  keepHref: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={`${props.id}-body`}
      className="mt-4 rounded-lg border border-destructive p-4"
    >
      <h3 id={`${props.id}-title`} className="font-bold">
        {props.title}
      </h3>
      <p id={`${props.id}-body`} className="mt-1 text-sm text-muted-foreground">
        {props.body}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" action="/assinatura">
          <SubmitOnce
            intent={props.intent}
            label={props.confirmLabel}
            pendingLabel={t("billing.processing")}
          />
        </Form>
        <Link to={props.keepHref} preventScrollReset className={`${secondaryButton} px-4 py-2 text-sm`}>
          {t("billing.keep")}
        </Link>
      </div>
    </div>
  );
}

/** A destructive submit that cannot be sent twice while its request runs (the server refuses twice too). */
function SubmitOnce({
  intent,
  label,
  pendingLabel,
}: {
  intent: string;
  label: string;
  pendingLabel: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={pending}
      className="inline-flex items-center justify-center rounded-lg bg-destructive px-4 py-2 text-sm font-semibold text-destructive-foreground"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
