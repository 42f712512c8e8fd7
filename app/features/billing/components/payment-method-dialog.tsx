import { Form, Link, useFetcher, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { PaymentProvider } from "~/features/billing/providers.server";
import type { SubscriptionPage } from "~/features/billing/subscription-page.server";
import { subscriptionPageUrl } from "~/features/billing/subscription-url";
import { primaryButton, secondaryButton } from "~/ui/button-styles";

/** The payment-method dialog: a page state (`?plano=`), so it opens and submits without JavaScript. */
export function PaymentMethodDialog({
  dialog,
  billing,
  modes,
}: Pick<SubscriptionPage, "dialog" | "billing" | "modes">) {
  const { t } = useTranslation();
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
  const openInTab = (event: FormEvent<HTMLFormElement>) => {
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
            to={subscriptionPageUrl(billing)}
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

/** While a payment is awaited (here or in another tab), look again every few seconds and on focus. */
export function useRevalidateWhileWaiting(waiting: boolean) {
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
