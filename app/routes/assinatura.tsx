import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useFetcher, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  billingPortalUrl,
  cancelAtPeriodEnd,
  CheckoutError,
  endDevPeriodNow,
  startCheckout,
} from "~/features/billing/checkout.server";
import { latestEndedPeriod } from "~/features/billing/period-end.server";
import { mercadoPagoAmount, stripeAmount } from "~/features/billing/prices";
import { refundCurrentPeriod, refundDeadline, refundGuaranteeUsed } from "~/features/billing/refund.server";
import { paymentProviders, providerMode, type PaymentProvider } from "~/features/billing/providers.server";
import { currentSubscription } from "~/features/billing/subscription-store.server";
import { getSessionUser } from "~/core/auth/session.server";
import { createDb } from "~/core/db/client.server";
import { currentPlan as readCurrentPlan } from "~/core/usage/current-usage.server";
import { billingPeriods } from "~/core/plans/billing-periods";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import {
  billingFromUrl,
  ChooseFreeForm,
  PricingSection,
} from "~/features/billing/components/pricing-section";
import { isDevelopment } from "~/core/env.server";
import type { Language } from "~/core/i18n/config";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { rootData } from "~/core/http/page-meta";
import { readForm } from "~/core/http/read-form.server";
import { safeRedirectPath } from "~/core/http/safe-redirect";
import { createToastHeader, redirectWithToast } from "~/core/http/toast.server";
import {
  formatPrice,
  isPlanId,
  paidPlanIds,
  planCards,
  planName,
  type Billing,
  type PlanCard,
  type PlanId,
} from "~/core/plans/catalog";

/**
 * /assinatura (spec 1 §2 "Plans", §4 "Subscribing"): the pricing cards with the current plan
 * disabled, the payment-method dialog (`?plano=` — a URL state, so it works without JavaScript),
 * the subscription the user has, one-click cancel, the 7-day refund (`?reembolso=1` asks to confirm;
 * docs/decisions/009), a notice when a refund or chargeback ended the plan, and the way back from a
 * provider's checkout.
 */

const formatDate = (time: number, language: Language) =>
  new Intl.DateTimeFormat(language === "pt" ? "pt-BR" : "en-US", { dateStyle: "long" }).format(time);

function pageUrl(billing: Billing, params: Record<string, string> = {}) {
  const search = new URLSearchParams(params);
  if (billing === "annual") search.set("billing", "annual");
  const query = search.toString();
  return `/assinatura${query ? `?${query}` : ""}`;
}

const currentPlanOf = (d1: D1Database, userId: string) => readCurrentPlan(createDb(d1), userId);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  const user = await getSessionUser(request, env);
  if (!user) {
    const { t } = await getServerT(request);
    throw await redirectWithToast(
      request,
      env,
      `/login?${new URLSearchParams({ redirectTo: safeRedirectPath(`${url.pathname}${url.search}`) })}`,
      { type: "info", title: t("billing.loginRequired") },
    );
  }
  const language = await getLanguage(request);
  const billing = billingFromUrl(url);
  const [currentPlan, subscription, ended] = await Promise.all([
    currentPlanOf(env.DB, user.id),
    currentSubscription(env.DB, user.id),
    latestEndedPeriod(env.DB, user.id),
  ]);
  const refundUntil = refundDeadline(
    subscription,
    Date.now(),
    subscription ? await refundGuaranteeUsed(env.DB, user.id, subscription.id) : false,
  );
  const requested = url.searchParams.get("plano");
  const selected =
    isPlanId(requested) && requested !== "free" && requested !== currentPlan ? requested : null;
  const modes = Object.fromEntries(paymentProviders.map((p) => [p, providerMode(env, p)])) as Record<
    PaymentProvider,
    ReturnType<typeof providerMode>
  >;
  const stripe = selected ? stripeAmount(selected, billing) : null;
  const mercadoPago = selected ? mercadoPagoAmount(selected, billing, language) : null;
  return {
    cards: planCards(language, billing),
    billing,
    currentPlan,
    currentPlanName: planName(currentPlan, language),
    subscription: subscription
      ? {
          provider: subscription.provider,
          period: subscription.period,
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          endsOn: subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, language) : null,
        }
      : null,
    canUsePortal: subscription?.provider === "stripe" && modes.stripe === "live",
    refund:
      refundUntil === null
        ? null
        : { until: formatDate(refundUntil, language), confirm: url.searchParams.get("reembolso") === "1" },
    // Shown for 30 days, unless a newer plan is running.
    endedNotice:
      ended && !subscription && Date.now() - ended.endedAt < 30 * 24 * 3600 * 1000
        ? {
            reason: ended.reason,
            plan: planName(isPlanId(ended.plan) ? ended.plan : "free", language),
            date: formatDate(ended.endedAt, language),
          }
        : null,
    confirmCancel: url.searchParams.get("cancelar") === "1" && subscription !== null,
    dialog: selected
      ? {
          plan: selected,
          planName: planName(selected, language),
          stripePrice: formatPrice(stripe!.amount, stripe!.currency, language),
          mercadoPagoPrice: formatPrice(mercadoPago!.amount, mercadoPago!.currency, language),
          recommended: (language === "pt" ? "mercadopago" : "stripe") as PaymentProvider,
        }
      : null,
    modes,
    checkout: url.searchParams.get("checkout"),
    devTools: isDevelopment(env) && (modes.stripe === "dev" || modes.mercadopago === "dev"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => {
  const waiting = loaderData?.checkout === "success" && loaderData.currentPlan === "free";
  return [
    { title: rootData(matches)?.translations.billing?.metaTitle ?? "Miniatura" },
    { name: "robots", content: "noindex" },
    // Without JavaScript, the page looks again until the provider's confirmation arrives.
    ...(waiting ? [{ httpEquiv: "refresh" as const, content: "5" }] : []),
  ];
};

const CheckoutSchema = z.object({
  provider: z.enum(paymentProviders),
  plan: z.enum(paidPlanIds),
  billing: z.enum(billingPeriods).default("monthly"),
  open: z.enum(["tab", "here"]).default("here"),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  const { t } = await getServerT(request);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: "/assinatura" })}`);
  const language = await getLanguage(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const origin = new URL(request.url).origin;
  const currentPlan = await currentPlanOf(env.DB, user.id);

  if (intent === "free") {
    return redirectWithToast(request, env, "/assinatura", {
      type: "info",
      title: currentPlan === "free" ? t("billing.alreadyFree") : t("billing.freeAfterCancel"),
    });
  }

  if (intent === "checkout") {
    const parsed = CheckoutSchema.safeParse(Object.fromEntries(form));
    const back = (billing: Billing, plan?: string) => pageUrl(billing, plan ? { plano: plan } : {});
    if (!parsed.success)
      return redirectWithToast(request, env, back("monthly"), {
        type: "error",
        title: t("billing.invalidChoice"),
      });
    const { provider, plan, billing, open } = parsed.data;
    if (plan === currentPlan)
      return redirectWithToast(request, env, back(billing), {
        type: "info",
        title: t("billing.alreadyOnPlan"),
      });
    try {
      const checkoutUrl = await startCheckout(env, {
        buyer: { id: user.id, email: user.email, fullName: user.fullName },
        provider,
        plan,
        period: billing,
        language,
        origin,
      });
      return open === "tab" ? data({ checkoutUrl }) : redirect(checkoutUrl);
    } catch (error) {
      console.error(
        `billing: checkout with ${provider} failed:`,
        error instanceof CheckoutError ? error.message : error,
      );
      const toast = {
        type: "error" as const,
        title: t("billing.paymentError"),
        description: t("billing.paymentErrorBody"),
      };
      if (open === "tab")
        return data(
          { checkoutUrl: null },
          { status: 502, headers: { "Set-Cookie": await createToastHeader(request, env, toast) } },
        );
      return redirectWithToast(request, env, back(billing, plan), toast);
    }
  }

  if (intent === "cancel") {
    try {
      const canceled = await cancelAtPeriodEnd(env, user.id, origin);
      if (!canceled) return redirect("/assinatura");
      return redirectWithToast(request, env, "/assinatura", {
        type: "success",
        title: t("billing.canceled"),
        description: t("billing.canceledBody", {
          plan: planName(canceled.plan, language),
          date: canceled.currentPeriodEnd ? formatDate(canceled.currentPeriodEnd, language) : "—",
        }),
      });
    } catch (error) {
      console.error("billing: cancel failed", error);
      return redirectWithToast(request, env, "/assinatura", {
        type: "error",
        title: t("billing.cancelFailed"),
      });
    }
  }

  if (intent === "refund") {
    try {
      const outcome = await refundCurrentPeriod(env, user.id, origin);
      if (outcome.kind === "refunded")
        return redirectWithToast(request, env, "/assinatura", {
          type: "success",
          title: t("billing.refund.done"),
          description: t("billing.refund.doneBody", {
            plan: planName(outcome.subscription.plan, language),
          }),
        });
      const refusal = {
        "already-requested": "billing.refund.already",
        "guarantee-used": "billing.refund.used",
        "outside-window": "billing.refund.outside",
      } as const;
      return redirectWithToast(request, env, "/assinatura", {
        type: outcome.kind === "already-requested" ? "info" : "error",
        title: t(refusal[outcome.kind]),
      });
    } catch (error) {
      console.error("billing: refund failed", error);
      return redirectWithToast(request, env, "/assinatura", {
        type: "error",
        title: t("billing.refund.failed"),
      });
    }
  }

  if (intent === "portal") {
    try {
      return redirect(await billingPortalUrl(env, user.id, origin));
    } catch (error) {
      console.error("billing: portal failed", error);
      return redirectWithToast(request, env, "/assinatura", {
        type: "error",
        title: t("billing.portalFailed"),
      });
    }
  }

  if (intent === "dev-end-period" && isDevelopment(env)) {
    const ended = await endDevPeriodNow(env, user.id, origin);
    return redirectWithToast(request, env, "/assinatura", {
      type: "info",
      title: ended ? t("billing.devEndPeriodDone") : t("billing.devEndPeriodNothing"),
    });
  }

  return redirectWithToast(request, env, "/assinatura", { type: "error", title: t("billing.invalidChoice") });
}

function CardAction({
  card,
  currentPlan,
  billing,
}: {
  card: PlanCard;
  currentPlan: PlanId;
  billing: Billing;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const className = `${card.popular ? primaryButton : secondaryButton} w-full px-3 text-sm`;
  if (card.id === currentPlan)
    return (
      <button type="button" disabled aria-disabled="true" className={className}>
        {t("billing.currentPlan")}
      </button>
    );
  if (card.id === "free") return <ChooseFreeForm label={card.cta} className={className} />;
  const processing =
    navigation.state !== "idle" &&
    navigation.formData?.get("plan") === card.id &&
    navigation.formData?.get("intent") === "checkout";
  return (
    <Link
      to={pageUrl(billing, { plano: card.id })}
      preventScrollReset
      className={className}
      aria-disabled={processing || undefined}
    >
      {processing ? t("billing.processing") : card.cta}
    </Link>
  );
}

function SubscriptionPanel() {
  const { t } = useTranslation();
  const { subscription, currentPlanName, canUsePortal, confirmCancel, billing, refund } =
    useLoaderData<typeof loader>();
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
            to={pageUrl(billing, { cancelar: "1" })}
            preventScrollReset
            className={`${secondaryButton} text-sm`}
          >
            {t("billing.cancel")}
          </Link>
        ) : null}
        {refund && !refund.confirm ? (
          <Link
            to={pageUrl(billing, { reembolso: "1" })}
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
          keepHref={pageUrl(billing)}
        />
      ) : null}
      {confirmCancel && !subscription.cancelAtPeriodEnd ? (
        <ConfirmPanel
          id="cancel"
          title={t("billing.cancelConfirmTitle")}
          body={t("billing.cancelConfirmBody", { plan: currentPlanName })}
          intent="cancel"
          confirmLabel={t("billing.cancelConfirm")}
          keepHref={pageUrl(billing)}
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

function EndedNotice() {
  const { t } = useTranslation();
  const { endedNotice } = useLoaderData<typeof loader>();
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

/** The payment-method dialog: a page state (`?plano=`), so it opens and submits without JavaScript. */
function PaymentMethodDialog() {
  const { t } = useTranslation();
  const { dialog, billing, modes } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<{ checkoutUrl: string | null }>();
  const navigation = useNavigation();
  const [openedInTab, setOpenedInTab] = useState(false);
  const tab = useRef<Window | null>(null);
  useRevalidateWhileWaiting(openedInTab);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const url = fetcher.data.checkoutUrl;
    if (url && tab.current) {
      tab.current.location.href = url;
      setOpenedInTab(true);
    } else if (url) {
      window.location.href = url;
    } else {
      tab.current?.close();
    }
    tab.current = null;
  }, [fetcher.state, fetcher.data]);

  if (!dialog) return null;
  const busy = fetcher.state !== "idle" || navigation.state === "submitting";
  const busyProvider = (fetcher.formData ?? navigation.formData)?.get("provider");
  const options: { provider: PaymentProvider; title: string; body: string }[] = [
    {
      provider: "stripe",
      title: t("billing.stripeTitle"),
      body: t("billing.stripeBody", { price: dialog.stripePrice }),
    },
    {
      provider: "mercadopago",
      title: t("billing.mercadoPagoTitle"),
      body: t("billing.mercadoPagoBody", { price: dialog.mercadoPagoPrice }),
    },
  ];
  // The recommended method first.
  options.sort((a) => (a.provider === dialog.recommended ? -1 : 1));

  /** With JavaScript the checkout opens in a new tab: opened now, while the click still counts. */
  const openInTab = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.set("open", "tab");
    tab.current = window.open("about:blank", "_blank");
    if (!tab.current) formData.set("open", "here");
    if (formData.get("open") === "here") {
      event.currentTarget.submit();
      return;
    }
    fetcher.submit(formData, { method: "post", action: "/assinatura" });
  };

  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-black/50 p-4 sm:items-center">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="payment-dialog-title"
        className="w-full max-w-lg rounded-2xl bg-card p-6 text-card-foreground shadow-xl"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="payment-dialog-title" className="text-xl font-bold">
              {t("billing.dialogTitle")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t("billing.dialogLead", {
                plan: dialog.planName,
                period: billing === "annual" ? t("billing.periodAnnual") : t("billing.periodMonthly"),
              })}
            </p>
          </div>
          <Link
            to={pageUrl(billing)}
            preventScrollReset
            className="rounded-lg px-2 py-1 text-sm font-semibold hover:bg-muted"
          >
            {t("billing.close")}
          </Link>
        </div>
        {openedInTab ? (
          <p role="status" className="mt-4 rounded-lg bg-muted p-3 text-sm">
            {t("billing.newTab")}
          </p>
        ) : null}
        <ul className="mt-5 space-y-3">
          {options.map((option) => {
            const available = modes[option.provider] !== "off";
            const pending = busy && busyProvider === option.provider;
            return (
              <li key={option.provider}>
                <Form
                  method="post"
                  action="/assinatura"
                  onSubmit={openInTab}
                  className={`rounded-xl border p-4 ${option.provider === dialog.recommended ? "border-primary ring-1 ring-primary" : "border-border"}`}
                >
                  <input type="hidden" name="intent" value="checkout" />
                  <input type="hidden" name="provider" value={option.provider} />
                  <input type="hidden" name="plan" value={dialog.plan} />
                  <input type="hidden" name="billing" value={billing} />
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-bold">{option.title}</h3>
                    {option.provider === dialog.recommended ? (
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                        {t("billing.recommended")}
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">{option.body}</p>
                  {available ? null : (
                    <p className="mt-2 text-sm font-semibold">{t("billing.notConfigured")}</p>
                  )}
                  <button
                    type="submit"
                    disabled={!available || busy}
                    aria-label={`${option.title} — ${dialog.planName}`}
                    className={`${option.provider === dialog.recommended ? primaryButton : secondaryButton} mt-3 w-full py-2 text-sm`}
                  >
                    {pending ? t("billing.processing") : option.title}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function CheckoutBanner() {
  const { t } = useTranslation();
  const { checkout, currentPlan, currentPlanName } = useLoaderData<typeof loader>();
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

/** While a payment is awaited (here or in another tab), look again every few seconds and on focus. */
function useRevalidateWhileWaiting(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const again = () => {
      if (revalidator.state === "idle") revalidator.revalidate();
    };
    const timer = window.setInterval(again, 3000);
    window.addEventListener("focus", again);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", again);
    };
  }, [waiting, revalidator]);
}

export default function Subscription() {
  const { t } = useTranslation();
  const { cards, billing, currentPlan, checkout, devTools } = useLoaderData<typeof loader>();
  useRevalidateWhileWaiting(checkout === "success" && currentPlan === "free");
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/dashboard" className="text-sm font-semibold text-primary hover:underline">
        ← {t("billing.back")}
      </Link>
      <CheckoutBanner />
      <EndedNotice />
      <SubscriptionPanel />
      <PricingSection
        heading="h1"
        cards={cards}
        billing={billing}
        billingHref={(period) => pageUrl(period)}
        renderAction={(card) => <CardAction card={card} currentPlan={currentPlan} billing={billing} />}
      />
      {devTools ? (
        <section
          aria-labelledby="dev-tools-title"
          className="rounded-xl border border-dashed border-border p-5"
        >
          <h2 id="dev-tools-title" className="font-bold">
            {t("billing.devTools")}
          </h2>
          <Form method="post" className="mt-3">
            <button
              type="submit"
              name="intent"
              value="dev-end-period"
              className={`${secondaryButton} text-sm`}
            >
              {t("billing.devEndPeriod")}
            </button>
          </Form>
        </section>
      ) : null}
      <PaymentMethodDialog />
    </main>
  );
}
