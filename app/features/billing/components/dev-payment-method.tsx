import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { SubmitButton } from "~/ui/forms";

export type PaymentMethod = "card" | "pix";

/** The test card the local checkout shows (Stripe's public test number). */
const testCard = [
  { label: "billing.devCardNumber", value: "4242 4242 4242 4242", wide: true },
  { label: "billing.devCardExpiry", value: "12/34", wide: false },
  { label: "billing.devCardCvc", value: "123", wide: false },
] as const;

/**
 * The local checkout's payment method (development only): the choice is a page state
 * (`?method=pix`), links that work without JavaScript, and each method shows what its real page
 * would: a card's fields (test values), or PIX's copy-and-paste code and the steps to pay it.
 */
export function DevPaymentMethod({
  provider,
  method,
  pixCode,
  priceText,
}: {
  provider: string;
  method: PaymentMethod;
  pixCode: string | null;
  priceText: string;
}) {
  const { t } = useTranslation();
  const methods: PaymentMethod[] = provider === "mercadopago" ? ["card", "pix"] : ["card"];
  return (
    <Form method="post" className="mt-6 space-y-4">
      <input type="hidden" name="method" value={method} />
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t("billing.devMethod")}</legend>
        <ul className="flex flex-wrap gap-2">
          {methods.map((option) => (
            <li key={option}>
              <Link
                to={option === "pix" ? "?method=pix" : "?method=card"}
                replace
                preventScrollReset
                aria-current={option === method ? "true" : undefined}
                className={`block rounded-lg border px-4 py-2 text-sm font-semibold ${
                  option === method ? "border-primary bg-primary/10" : "border-border hover:bg-muted"
                }`}
              >
                {option === "pix" ? t("billing.devPix") : t("billing.devCard")}
              </Link>
            </li>
          ))}
        </ul>
      </fieldset>
      {method === "pix" && pixCode ? (
        <div className="space-y-3" data-testid="pix-panel">
          <label className="block text-sm font-semibold">
            {t("billing.devPixCode")}
            <textarea
              readOnly
              rows={3}
              value={pixCode}
              className="mt-1 block w-full break-all rounded-lg border border-border bg-muted p-2 font-mono text-xs"
            />
          </label>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            <li>{t("billing.devPixStep1")}</li>
            <li>{t("billing.devPixStep2", { price: priceText })}</li>
            <li>{t("billing.devPixStep3")}</li>
          </ol>
          <SubmitButton
            label={t("billing.devPixPay", { price: priceText })}
            pendingLabel={t("billing.processing")}
          />
        </div>
      ) : (
        <div className="space-y-3" data-testid="card-panel">
          <div className="grid grid-cols-2 gap-3 text-sm">
            {testCard.map(({ label, value, wide }) => (
              <label key={label} className={`${wide ? "col-span-2 " : ""}block font-semibold`}>
                {t(label)}
                <input
                  readOnly
                  value={value}
                  className="mt-1 block w-full rounded-lg border border-border bg-muted px-3 py-2 font-mono"
                />
              </label>
            ))}
          </div>
          <SubmitButton
            label={t("billing.devPay", { price: priceText })}
            pendingLabel={t("billing.processing")}
          />
        </div>
      )}
    </Form>
  );
}
