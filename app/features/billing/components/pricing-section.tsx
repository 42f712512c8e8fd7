import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { billingPeriods, type Billing } from "~/core/plans/billing-periods";
import type { BadgeColor, PlanCard } from "~/core/plans/catalog";
import { StaticIsland } from "~/ui/static-island";
import { Icon } from "~/ui/icon";

const badgeColors: Record<BadgeColor, string> = {
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  primary: "bg-primary text-primary-foreground",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
};

/**
 * Billing toggle, the five plan cards and the three guarantees: the landing's #planos section and
 * /assinatura. The toggle is a pair of links (`?billing=annual`), so it works without JavaScript;
 * each page decides what a card's button does through `renderAction`.
 */
export function PricingSection({
  id,
  cards,
  billing,
  billingHref,
  renderAction,
  heading = "h2",
  className = "",
}: {
  id?: string;
  /** Added to the section's own classes (the landing makes it render only when near). */
  className?: string;
  cards: PlanCard[];
  billing: Billing;
  billingHref: (billing: Billing) => string;
  renderAction: (card: PlanCard) => ReactNode;
  heading?: "h1" | "h2";
}) {
  const { t } = useTranslation();
  const Heading = heading;
  const currency = cards[0]?.currency;
  return (
    <section id={id} aria-labelledby="pricing-title" className={`scroll-mt-4 py-16 ${className}`}>
      <div className="text-center">
        <Heading id="pricing-title" className="text-3xl font-black tracking-tight sm:text-4xl">
          {t("pricing.title")}
        </Heading>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{t("pricing.lead")}</p>
        <nav
          aria-label={t("pricing.billing")}
          className="mt-8 inline-flex rounded-full border border-border bg-muted p-1 text-sm font-semibold"
        >
          {billingPeriods.map((period) => (
            <Link
              key={period}
              to={billingHref(period)}
              replace
              preventScrollReset
              aria-current={period === billing ? "true" : undefined}
              className="flex items-center gap-2 rounded-full px-5 py-2 aria-[current=true]:bg-card aria-[current=true]:shadow"
            >
              {t(`pricing.${period}`)}
              {period === "annual" ? (
                <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs text-white">
                  {t("pricing.discount")}
                </span>
              ) : null}
            </Link>
          ))}
        </nav>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {cards.map((card) => (
          <li
            key={card.id}
            data-plan={card.id}
            className={`relative flex flex-col rounded-xl border bg-card p-5 ${
              card.popular ? "border-primary shadow-lg ring-2 ring-primary" : "border-border"
            }`}
          >
            <div className="flex min-h-7 items-start justify-between gap-2">
              <h3 className="text-xl font-bold">{card.name}</h3>
              {card.badge && card.badgeColor ? (
                <span
                  className={`rounded-full px-2 py-1 text-xs font-semibold ${badgeColors[card.badgeColor]}`}
                >
                  {card.badge}
                </span>
              ) : null}
            </div>
            <p className="mt-2 min-h-12 text-sm text-muted-foreground">{card.description}</p>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-3xl font-black tracking-tight" data-testid="plan-price">
                {card.priceText}
              </span>
              <span className="text-sm text-muted-foreground">
                {card.price === 0
                  ? t("pricing.free")
                  : card.billing === "annual"
                    ? t("pricing.perYear")
                    : t("pricing.perMonth")}
              </span>
            </p>
            <p className="min-h-10 text-xs text-muted-foreground">
              {card.perMonthText ? t("pricing.perMonthEquivalent", { price: card.perMonthText }) : null}
              {card.fullPriceText ? (
                <>
                  {" · "}
                  <s>{t("pricing.insteadOf", { price: card.fullPriceText })}</s>
                </>
              ) : null}
            </p>
            <div className="mt-4">{renderAction(card)}</div>
            {/* Most of the section's elements, and nothing to interact with: a static island
                (docs/decisions/027-less-to-hydrate.md) that changes only with its own text. */}
            <StaticIsland
              as="ul"
              name={`features-${card.id}`}
              contentKey={card.features.join("\n")}
              aria-label={t("pricing.includes", { plan: card.name })}
              className="mt-5 flex-1 space-y-2 text-sm"
            >
              {card.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 h-4 w-4 text-emerald-600" />
                  {feature}
                </li>
              ))}
            </StaticIsland>
            {card.limitation ? <p className="mt-4 text-xs text-muted-foreground">{card.limitation}</p> : null}
          </li>
        ))}
      </ul>
      {currency ? (
        <p className="mt-6 text-center text-sm text-muted-foreground">{t("pricing.currencyNote")}</p>
      ) : null}
      <StaticIsland
        as="ul"
        name="guarantees"
        contentKey={t("pricing.refundTitle")}
        aria-label={t("pricing.guarantees")}
        className="mt-10 grid gap-5 md:grid-cols-3"
      >
        {(["refund", "upgrade", "cancel"] as const).map((key) => (
          <li key={key} className="rounded-xl border border-border p-5">
            <h3 className="font-bold">{t(`pricing.${key}Title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`pricing.${key}Body`)}</p>
          </li>
        ))}
      </StaticIsland>
    </section>
  );
}

/** Parses `?billing=`; anything else is monthly. */
export function billingFromUrl(url: URL): Billing {
  return url.searchParams.get("billing") === "annual" ? "annual" : "monthly";
}

/** Choosing Free while signed in: /assinatura tells the creator where they stand (docs/product.md, Plans). */
export function ChooseFreeForm({ label, className }: { label: string; className: string }) {
  return (
    <Form method="post" action="/assinatura">
      <button type="submit" name="intent" value="free" className={className}>
        {label}
      </button>
    </Form>
  );
}
