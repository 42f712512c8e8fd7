import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { z } from "zod";
import { getSessionUser, requireUser } from "~/core/auth/session.server";
import { createDb } from "~/core/db/client.server";
import { rootData } from "~/core/http/page-meta";
import { readForm } from "~/core/http/read-form.server";
import { safeRedirectPath } from "~/core/http/safe-redirect";
import { redirectWithToast } from "~/core/http/toast.server";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { billingPeriods } from "~/core/plans/billing-periods";
import { paidPlanIds } from "~/core/plans/catalog";
import { CardAction } from "~/features/billing/components/card-action";
import {
  PaymentMethodDialog,
  useRevalidateWhileWaiting,
} from "~/features/billing/components/payment-method-dialog";
import { PricingSection } from "~/features/billing/components/pricing-section";
import { CheckoutBanner, EndedNotice } from "~/features/billing/components/subscription-notices";
import { SubscriptionPanel } from "~/features/billing/components/subscription-panel";
import { paymentProviders } from "~/features/billing/providers.server";
import { refuseChoice, runSubscriptionIntent } from "~/features/billing/subscription-actions.server";
import { loadSubscriptionPage } from "~/features/billing/subscription-page.server";
import { subscriptionPageUrl } from "~/features/billing/subscription-url";
import { secondaryButton } from "~/ui/button-styles";
import { Icon } from "~/ui/icon";

/**
 * /assinatura (docs/product.md, Plans and Subscription and payments): the pricing cards with the current plan
 * disabled, the payment-method dialog (`?plano=`, a URL state, so it works without JavaScript), the
 * subscription the user has, one-click cancel, the 7-day refund (`?reembolso=1` asks to confirm;
 * docs/decisions/009), a notice when a refund or chargeback ended the plan, and the way back from a
 * provider's checkout.
 */

/** The page's posts: its buttons carry every field, so a refusal is a toast rather than a field error. */
const SubscriptionActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["free", "cancel", "refund", "portal", "dev-end-period"]) }),
  z.object({
    intent: z.literal("checkout"),
    provider: z.enum(paymentProviders),
    plan: z.enum(paidPlanIds),
    billing: z.enum(billingPeriods).default("monthly"),
    open: z.enum(["tab", "here"]).default("here"),
  }),
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  const user = await getSessionUser(request, env);
  if (!user) {
    // Said with a toast: the pricing is public (/precos), this page is the signed-in creator's.
    const { t } = await getServerT(request);
    throw await redirectWithToast(
      request,
      env,
      `/login?${new URLSearchParams({ redirectTo: safeRedirectPath(`${url.pathname}${url.search}`) })}`,
      { type: "info", title: t("billing.loginRequired") },
    );
  }
  return loadSubscriptionPage(env, createDb(env.DB), {
    userId: user.id,
    url,
    language: await getLanguage(request),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const submission = parseWithZod(await readForm(request), { schema: SubscriptionActionSchema });
  // The choices are buttons and hidden fields: nothing typed to show again, so the page says it.
  if (submission.status !== "success") return refuseChoice(request, env, (await getServerT(request)).t);
  return runSubscriptionIntent(request, env, createDb(env.DB), {
    user,
    language: await getLanguage(request),
    form: submission.value,
  });
}

export default function Subscription() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const { cards, billing, currentPlan, checkout, devTools } = page;
  useRevalidateWhileWaiting(checkout === "success" && currentPlan === "free");
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/dashboard" className="text-sm font-semibold text-primary hover:underline">
        <Icon name="arrow-left" /> {t("billing.back")}
      </Link>
      <CheckoutBanner checkout={checkout} currentPlan={currentPlan} currentPlanName={page.currentPlanName} />
      <EndedNotice endedNotice={page.endedNotice} />
      <SubscriptionPanel page={page} />
      <PricingSection
        heading="h1"
        cards={cards}
        billing={billing}
        billingHref={(period) => subscriptionPageUrl(period)}
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
      <PaymentMethodDialog dialog={page.dialog} billing={billing} modes={page.modes} />
    </main>
  );
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
