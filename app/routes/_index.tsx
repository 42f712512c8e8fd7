import { primaryButton, secondaryButton } from "~/ui/button-styles";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { loader as RootLoader } from "~/root";
import { HeroPromptForm } from "~/features/site/components/hero-prompt-form";
import {
  billingFromUrl,
  ChooseFreeForm,
  PricingSection,
} from "~/features/billing/components/pricing-section";
import { landingCopy, toolRoutes, type ToolId } from "~/features/site/landing.server";
import { getLanguage } from "~/core/i18n/i18next.server";
import { publicPageMeta } from "~/core/http/page-meta";
import { planCards, type Billing, type PlanCard } from "~/core/plans/catalog";
import { templateCounts } from "~/engines/render/templates";
import { StaticIsland } from "~/ui/static-island";
import { Icon } from "~/ui/icon";
import { scriptsAfterPaint } from "~/ui/paint-first";

/** A page to read: its scripts load after the first paint (docs/decisions/007-paint-first-hydrate-after.md). */
export const handle = scriptsAfterPaint;

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const billing = billingFromUrl(new URL(request.url));
  return {
    copy: landingCopy(language),
    toolRoutes,
    billing,
    plans: planCards(language, billing, templateCounts()),
  };
}

function billingHref(billing: Billing) {
  return billing === "annual" ? "/?billing=annual#planos" : "/#planos";
}

/** Free starts an account; a paid plan goes to /assinatura with the plan and period chosen. */
function PlanAction({ card }: { card: PlanCard }) {
  const signedIn = Boolean(useRouteLoaderData<typeof RootLoader>("root")?.user);
  const className = `${card.popular ? primaryButton : secondaryButton} w-full px-3 text-sm`;
  // A signed-in creator choosing Free is told where they stand (docs/product.md, Plans).
  if (signedIn && card.price === 0) return <ChooseFreeForm label={card.cta} className={className} />;
  const to =
    card.price === 0
      ? "/cadastro"
      : `/assinatura?plano=${card.id}${card.billing === "annual" ? "&billing=annual" : ""}`;
  return (
    <Link to={to} className={className}>
      {card.cta}
    </Link>
  );
}

/**
 * The sections with nothing to interact with but links are static islands: server-rendered once and
 * not hydrated (docs/decisions/027-less-to-hydrate.md). They depend only on the language. The hero's
 * form and the pricing section (billing toggle, per-plan actions) hydrate as usual.
 */
export default function Landing() {
  const { copy, toolRoutes: routes, billing, plans } = useLoaderData<typeof loader>();
  const language = useRouteLoaderData<typeof RootLoader>("root")?.language ?? "pt";
  return (
    <>
      <div className="mx-auto max-w-6xl px-4">
        <section
          aria-labelledby="hero-title"
          className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{copy.hero.eyebrow}</p>
            <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-black tracking-tight sm:text-6xl">
              {copy.hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{copy.hero.lead}</p>
            <HeroPromptForm copy={copy.hero} />
          </div>
          {/* Wide screens only: phones never download these (lazy images that are not displayed). */}
          <StaticIsland
            as="div"
            name="hero-examples"
            contentKey={language}
            aria-hidden="true"
            className="relative hidden h-80 lg:block"
          >
            {copy.examples.items.slice(0, 2).map((image, index) => (
              <img
                key={image.src}
                src={image.src}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className={`absolute w-80 rounded-xl border border-border shadow-xl ${
                  index === 0 ? "left-0 top-0 -rotate-3" : "bottom-0 right-0 rotate-3"
                }`}
              />
            ))}
          </StaticIsland>
        </section>

        <StaticIsland
          name="stats"
          contentKey={language}
          aria-labelledby="stats-title"
          className="render-when-near border-y border-border py-10"
        >
          <h2 id="stats-title" className="sr-only">
            {copy.stats.title}
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {copy.stats.items.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-3xl font-black tracking-tight text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </StaticIsland>

        <StaticIsland
          name="tools"
          contentKey={language}
          aria-labelledby="tools-title"
          className="render-when-near py-16"
        >
          <SectionIntro id="tools-title" title={copy.tools.title} lead={copy.tools.lead} />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {(Object.keys(routes) as ToolId[]).map((tool) => (
              <li key={tool} className="flex flex-col rounded-xl border border-border bg-card p-6">
                <h3 className="text-lg font-bold">{copy.tools.items[tool].title}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">
                  {copy.tools.items[tool].description}
                </p>
                <Link
                  to={routes[tool]}
                  className="mt-4 font-semibold text-primary underline-offset-4 hover:underline"
                  aria-label={`${copy.tools.tryNow}: ${copy.tools.items[tool].title}`}
                >
                  {copy.tools.tryNow} <Icon name="arrow-right" />
                </Link>
              </li>
            ))}
          </ul>
        </StaticIsland>

        <StaticIsland
          name="steps"
          contentKey={language}
          id="como-funciona"
          aria-labelledby="steps-title"
          className="render-when-near scroll-mt-4 py-16"
        >
          <SectionIntro id="steps-title" title={copy.steps.title} lead={copy.steps.lead} />
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {copy.steps.items.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-border p-6">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-black text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-bold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
              </li>
            ))}
          </ol>
        </StaticIsland>

        <StaticIsland
          name="examples"
          contentKey={language}
          id="exemplos"
          aria-labelledby="examples-title"
          className="render-when-near scroll-mt-4 py-16"
        >
          <SectionIntro id="examples-title" title={copy.examples.title} lead={copy.examples.lead} />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {copy.examples.items.map((image) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video h-auto w-full rounded-xl border border-border bg-muted object-cover"
                />
              </li>
            ))}
          </ul>
        </StaticIsland>

        <StaticIsland
          name="testimonials"
          contentKey={language}
          id="depoimentos"
          aria-labelledby="testimonials-title"
          className="render-when-near scroll-mt-4 py-16"
        >
          <SectionIntro
            id="testimonials-title"
            title={copy.testimonials.title}
            lead={copy.testimonials.lead}
          />
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {copy.testimonials.items.map((item) => (
              <li key={item.handle} data-testid="testimonial">
                <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6">
                  <blockquote className="flex-1 text-sm">“{item.quote}”</blockquote>
                  <figcaption className="mt-4 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold"
                    >
                      {item.initials}
                    </span>
                    <span className="text-sm">
                      <span className="block font-semibold">{item.handle}</span>
                      <span className="block text-muted-foreground">{item.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </StaticIsland>

        {/* Four-tenths of the landing's elements, far below the first screen: laid out only when
            near. Its placeholder height is close to its real one at each width (five stacked cards
            on a phone), so the page is about as tall before as after. The rule contains paint, so
            the section reaches 1rem past the cards on each side (-mx-4 px-4): the popular card's
            ring and shadow are drawn whole. */}
        <PricingSection
          id="planos"
          className="render-when-near -mx-4 px-4 [contain-intrinsic-size:auto_3750px] sm:[contain-intrinsic-size:auto_2500px] lg:[contain-intrinsic-size:auto_1700px] xl:[contain-intrinsic-size:auto_1240px]"
          cards={plans}
          billing={billing}
          billingHref={billingHref}
          renderAction={(card) => <PlanAction card={card} />}
        />
      </div>

      <StaticIsland
        name="cta"
        contentKey={language}
        aria-labelledby="cta-title"
        className="render-when-near bg-foreground py-16 text-background"
      >
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="cta-title" className="text-3xl font-black tracking-tight">
            {copy.cta.title}
          </h2>
          <p className="mt-3 opacity-80">{copy.cta.lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/cadastro" className={primaryButton}>
              {copy.cta.startFree}
            </Link>
            <Link
              to="/assinatura"
              className="inline-flex items-center justify-center rounded-lg border border-current px-6 py-3 font-semibold hover:opacity-80"
            >
              {copy.cta.viewPlans}
            </Link>
          </div>
        </div>
      </StaticIsland>
    </>
  );
}

/** A landing section's heading and the sentence under it; `id` labels the section. */
function SectionIntro({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-black tracking-tight">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-muted-foreground">{lead}</p>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  publicPageMeta(args, ({ translations }) => {
    const copy = translations.landing;
    return copy
      ? {
          title: copy.metaTitle,
          description: copy.metaDescription,
        }
      : undefined;
  });
