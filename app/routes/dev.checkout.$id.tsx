import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { findCheckout, payDevCheckout } from "~/features/billing/checkout.server";
import { providerMode } from "~/features/billing/providers.server";
import { requireUser } from "~/core/auth/session.server";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { DevPaymentMethod, type PaymentMethod } from "~/features/billing/components/dev-payment-method";
import { devPixCode } from "~/features/billing/dev-pix-code";
import { isDevelopment } from "~/core/env.server";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectWithToast } from "~/core/http/toast.server";
import { formatPrice, planName } from "~/core/plans/catalog";
import { notFound } from "~/core/http/not-found.server";

/** The payment method a checkout page shows and pays with: PIX only through Mercado Pago, else a card. */
function checkoutMethod(provider: string, requested: unknown): PaymentMethod {
  return requested === "pix" && provider === "mercadopago" ? "pix" : "card";
}

/**
 * The embedded default's checkout (development only, docs/decisions/009-payments-and-metering.md): stands in for Stripe's and
 * Mercado Pago's payment pages. Paying delivers the provider's signed webhooks to our own handlers,
 * so the plan is granted by the same code as in production.
 */
async function loadOwnCheckout(request: Request, env: Env, id: string | undefined) {
  if (!isDevelopment(env)) notFound();
  const user = await requireUser(request, env);
  const checkout = id ? await findCheckout(env, id) : null;
  if (!checkout || checkout.userId !== user.id || providerMode(env, checkout.provider) !== "dev") notFound();
  return checkout;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const checkout = await loadOwnCheckout(request, env, params.id);
  const language = await getLanguage(request);
  const method = checkoutMethod(checkout.provider, new URL(request.url).searchParams.get("method"));
  return {
    provider: checkout.provider,
    method,
    pixCode: method === "pix" ? devPixCode({ checkoutId: checkout.id, amount: checkout.amount }) : null,
    planName: planName(checkout.plan, language),
    period: checkout.period,
    priceText: formatPrice(checkout.amount, checkout.currency, language),
    // A refunded checkout is closed too: paying it again would grant nothing.
    paid: checkout.status !== "open",
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const checkout = await loadOwnCheckout(request, env, params.id);
  const { t } = await getServerT(request);
  if (checkout.status !== "open")
    return redirectWithToast(request, env, "/assinatura", {
      type: "info",
      title: t("billing.devAlreadyPaid"),
    });
  const form = await readForm(request);
  const method = checkoutMethod(checkout.provider, form.get("method"));
  try {
    await payDevCheckout(env, checkout, method, new URL(request.url).origin);
  } catch (error) {
    console.error("dev checkout: payment failed", error);
    return redirectWithToast(request, env, `/dev/checkout/${checkout.id}`, {
      type: "error",
      title: t("billing.processingError"),
    });
  }
  return redirect("/assinatura?checkout=success");
}

export default function DevCheckout() {
  const {
    provider,
    method,
    pixCode,
    planName: plan,
    period,
    priceText,
    paid,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const periodLabel = period === "annual" ? t("billing.periodAnnual") : t("billing.periodMonthly");
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold">{t("billing.devCheckoutTitle")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("billing.devCheckoutLead")}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border p-4 text-sm">
        <dt className="font-semibold">{t("billing.devProvider")}</dt>
        <dd>{provider === "stripe" ? "Stripe" : "Mercado Pago"}</dd>
        <dt className="font-semibold">{t("billing.devPlan")}</dt>
        <dd>
          {plan} · {periodLabel}
        </dd>
        <dt className="font-semibold">{t("billing.devAmount")}</dt>
        <dd data-testid="checkout-amount">{priceText}</dd>
      </dl>
      {paid ? (
        <p role="status" className="mt-6 font-semibold">
          {t("billing.devAlreadyPaid")}
        </p>
      ) : (
        <DevPaymentMethod provider={provider} method={method} pixCode={pixCode} priceText={priceText} />
      )}
      <Link
        to={paid ? "/dashboard" : "/assinatura?checkout=canceled"}
        className={`${paid ? primaryButton : secondaryButton} mt-4 w-full text-sm`}
      >
        {paid ? t("billing.back") : t("billing.devCancel")}
      </Link>
    </main>
  );
}

export const meta: MetaFunction = () => [
  { title: "Checkout — Miniatura (dev)" },
  { name: "robots", content: "noindex" },
];
