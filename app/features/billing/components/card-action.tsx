import { Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { Billing, PlanCard, PlanId } from "~/core/plans/catalog";
import { ChooseFreeForm } from "~/features/billing/components/pricing-section";
import { subscriptionPageUrl } from "~/features/billing/subscription-url";
import { primaryButton, secondaryButton } from "~/ui/button-styles";

/** A pricing card's button: the current plan disabled, Free a form, a paid plan the payment dialog. */
export function CardAction({
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
      to={subscriptionPageUrl(billing, { plano: card.id })}
      preventScrollReset
      className={className}
      aria-disabled={processing || undefined}
    >
      {processing ? t("billing.processing") : card.cta}
    </Link>
  );
}
