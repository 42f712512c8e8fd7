/**
 * What the buttons on /assinatura do (docs/product.md, Subscription and payments; refunds: docs/decisions/009).
 * Each answers with a redirect back to the page and a toast saying what happened, so it reads the
 * same with and without JavaScript; the checkout opened in a new tab answers its fetcher with the
 * provider's address instead.
 */
import { data, redirect } from "@remix-run/cloudflare";
import type { SessionUser } from "~/core/auth/session.server";
import type { Database } from "~/core/db/client.server";
import { isDevelopment } from "~/core/env.server";
import { createToastHeader, redirectWithToast } from "~/core/http/toast.server";
import type { Language } from "~/core/i18n/config";
import { getServerT } from "~/core/i18n/i18next.server";
import { planName, type Billing, type PlanId } from "~/core/plans/catalog";
import {
  billingPortalUrl,
  cancelAtPeriodEnd,
  CheckoutError,
  endDevPeriodNow,
  startCheckout,
} from "~/features/billing/checkout.server";
import type { PaymentProvider } from "~/features/billing/providers.server";
import { refundCurrentPeriod } from "~/features/billing/refund.server";
import { currentPlanOf, formatLongDate } from "~/features/billing/subscription-page.server";
import { subscriptionPageUrl } from "~/features/billing/subscription-url";

const page = "/assinatura";

export type SubscriptionIntent =
  | { intent: "free" | "cancel" | "refund" | "portal" | "dev-end-period" }
  | {
      intent: "checkout";
      provider: PaymentProvider;
      plan: Exclude<PlanId, "free">;
      billing: Billing;
      open: "tab" | "here";
    };

interface Context {
  request: Request;
  env: Env;
  db: Database;
  user: SessionUser;
  language: Language;
  t: Awaited<ReturnType<typeof getServerT>>["t"];
  origin: string;
}

export async function runSubscriptionIntent(
  request: Request,
  env: Env,
  db: Database,
  input: { user: SessionUser; language: Language; form: SubscriptionIntent },
) {
  const { t } = await getServerT(request);
  const context: Context = { request, env, db, t, origin: new URL(request.url).origin, ...input };
  const { form } = input;
  switch (form.intent) {
    case "free": {
      const currentPlan = await currentPlanOf(db, input.user.id);
      return redirectWithToast(request, env, page, {
        type: "info",
        title: currentPlan === "free" ? t("billing.alreadyFree") : t("billing.freeAfterCancel"),
      });
    }
    case "checkout":
      return checkout(context, form);
    case "cancel":
      return cancel(context);
    case "refund":
      return refund(context);
    case "portal":
      return portal(context);
    case "dev-end-period":
      if (!isDevelopment(env)) return refuseChoice(request, env, t);
      return redirectWithToast(request, env, page, {
        type: "info",
        title: (await endDevPeriodNow(env, input.user.id, context.origin))
          ? t("billing.devEndPeriodDone")
          : t("billing.devEndPeriodNothing"),
      });
  }
}

/** A post that is not one of the page's choices: back to the page, saying so. */
export function refuseChoice(request: Request, env: Env, t: Context["t"]) {
  return redirectWithToast(request, env, page, { type: "error", title: t("billing.invalidChoice") });
}

async function checkout(
  { request, env, db, user, language, t, origin }: Context,
  { provider, plan, billing, open }: Extract<SubscriptionIntent, { intent: "checkout" }>,
) {
  if (plan === (await currentPlanOf(db, user.id)))
    return redirectWithToast(request, env, subscriptionPageUrl(billing), {
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
    return redirectWithToast(request, env, subscriptionPageUrl(billing, { plano: plan }), toast);
  }
}

async function cancel({ request, env, user, language, t, origin }: Context) {
  try {
    const canceled = await cancelAtPeriodEnd(env, user.id, origin);
    if (!canceled) return redirect(page);
    return redirectWithToast(request, env, page, {
      type: "success",
      title: t("billing.canceled"),
      description: t("billing.canceledBody", {
        plan: planName(canceled.plan, language),
        date: canceled.currentPeriodEnd ? formatLongDate(canceled.currentPeriodEnd, language) : "—",
      }),
    });
  } catch (error) {
    console.error("billing: cancel failed", error);
    return redirectWithToast(request, env, page, { type: "error", title: t("billing.cancelFailed") });
  }
}

/** What a refused refund says (docs/decisions/009). */
const refundRefusals = {
  "already-requested": "billing.refund.already",
  "guarantee-used": "billing.refund.used",
  "outside-window": "billing.refund.outside",
} as const;

async function refund({ request, env, user, language, t, origin }: Context) {
  try {
    const outcome = await refundCurrentPeriod(env, user.id, origin);
    if (outcome.kind === "refunded")
      return redirectWithToast(request, env, page, {
        type: "success",
        title: t("billing.refund.done"),
        description: t("billing.refund.doneBody", { plan: planName(outcome.subscription.plan, language) }),
      });
    return redirectWithToast(request, env, page, {
      type: outcome.kind === "already-requested" ? "info" : "error",
      title: t(refundRefusals[outcome.kind]),
    });
  } catch (error) {
    console.error("billing: refund failed", error);
    return redirectWithToast(request, env, page, { type: "error", title: t("billing.refund.failed") });
  }
}

async function portal({ request, env, user, t, origin }: Context) {
  try {
    return redirect(await billingPortalUrl(env, user.id, origin));
  } catch (error) {
    console.error("billing: portal failed", error);
    return redirectWithToast(request, env, page, { type: "error", title: t("billing.portalFailed") });
  }
}
