import { describe, expect, it } from "vitest";
import { paidPlanIds, priceFor } from "~/core/plans/catalog";
import { permissionsFor, usageLevel } from "~/core/usage/permissions";
import { mercadoPagoAmount, mercadoPagoTitle, periodEnd, stripeAmount } from "~/features/billing/prices";
import { providerMode, webhookSecret } from "~/features/billing/providers.server";
import { CheckoutError, planForStripePrice, stripePriceId } from "~/features/billing/stripe.server";
import { usageCosts } from "~/core/usage/usage-costs";

function env(vars: Record<string, unknown> = {}): Env {
  return {
    SESSION_SECRET: "s".repeat(32),
    PASSWORD_PEPPER: "p".repeat(32),
    APP_URL: "https://miniatura.app",
    ...vars,
  } as unknown as Env;
}

describe("what each provider charges", () => {
  it("charges dollars on Stripe and reais on Mercado Pago, 5 × the dollar price for an English purchase", () => {
    expect(stripeAmount("pro", "monthly")).toEqual({ amount: 20, currency: "USD" });
    expect(stripeAmount("pro", "annual")).toEqual({ amount: 204, currency: "USD" });
    expect(mercadoPagoAmount("pro", "monthly", "pt")).toEqual({ amount: 100, currency: "BRL" });
    expect(mercadoPagoAmount("elite", "annual", "en")).toEqual({ amount: 2550, currency: "BRL" });
    // The catalog's reais are 5 × its dollars, so both prices in docs/product.md, Plans, agree.
    for (const plan of paidPlanIds)
      for (const billing of ["monthly", "annual"] as const)
        expect(mercadoPagoAmount(plan, billing, "en").amount).toBe(priceFor(plan, "BRL", billing));
  });

  it("titles the Mercado Pago item as docs/product.md says", () => {
    expect(mercadoPagoTitle("pro", "monthly")).toBe("Plano Pro (Mensal) - Miniatura");
    expect(mercadoPagoTitle("elite", "annual")).toBe("Plano Elite (Anual) - Miniatura");
  });

  it("ends a one-off purchase one month or one year later", () => {
    const start = Date.UTC(2026, 0, 31, 12);
    expect(new Date(periodEnd(start, "monthly")).toISOString()).toBe("2026-03-03T12:00:00.000Z");
    expect(new Date(periodEnd(start, "annual")).toISOString()).toBe("2027-01-31T12:00:00.000Z");
  });
});

describe("payment providers", () => {
  it("are live with keys, local in development without them, and off in production without them", async () => {
    expect(providerMode(env({ STRIPE_SECRET_KEY: "sk_live_x" }), "stripe")).toBe("live");
    expect(providerMode(env({ APP_ENV: "development" }), "mercadopago")).toBe("dev");
    const production = env();
    expect(providerMode(production, "stripe")).toBe("off");
    expect(providerMode(production, "mercadopago")).toBe("off");
    expect(await webhookSecret(production, "stripe")).toBeNull();
  });

  it("sign local webhooks with a secret known only to this server", async () => {
    const a = await webhookSecret(env({ APP_ENV: "development" }), "stripe");
    const b = await webhookSecret(env({ APP_ENV: "development", SESSION_SECRET: "x".repeat(32) }), "stripe");
    expect(a).toMatch(/^whsec_dev_[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(await webhookSecret(env({ APP_ENV: "development" }), "mercadopago")).not.toBe(a);
    expect(
      await webhookSecret(env({ STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec_real" }), "stripe"),
    ).toBe("whsec_real");
  });

  it("reads Stripe prices from the environment, and refuses a period without one", () => {
    const live = env({ STRIPE_SECRET_KEY: "sk", STRIPE_PRICE_PRO_ANNUAL: "price_123" });
    expect(stripePriceId(live, "pro", "annual")).toBe("price_123");
    expect(() => stripePriceId(live, "pro", "monthly")).toThrow(
      new CheckoutError("Stripe priceId não configurado para este período"),
    );
    expect(planForStripePrice(live, "price_123")).toEqual({ plan: "pro", period: "annual" });
    expect(planForStripePrice(live, "price_unknown")).toBeNull();
    const local = env({ APP_ENV: "development" });
    expect(planForStripePrice(local, stripePriceId(local, "creator", "monthly"))).toEqual({
      plan: "creator",
      period: "monthly",
    });
  });
});

describe("derived permissions", () => {
  const free = {
    usedThumbnails: 2,
    monthlyThumbnailsLimit: 3,
    usedAiCredits: 20,
    monthlyAiCredits: 30,
    bonusAiCredits: 10,
    usedTrends: 1,
    monthlyTrendsLimit: 1,
    hasWatermark: true,
  };

  it("follow the plan's limits, bonus credits included, with -1 trend analyses meaning unlimited", () => {
    const p = permissionsFor(free);
    expect(p.canGenerateThumbnail).toBe(true);
    expect(p.canAnalyzeTrend).toBe(false);
    expect(p.canUseAiCredits(usageCosts.upscale.aiCredits)).toBe(true);
    expect(p.canUseAiCredits(usageCosts.videoAnalysis.aiCredits)).toBe(false);
    expect(p.hasWatermark).toBe(true);
    expect(permissionsFor({ ...free, usedThumbnails: 3 }).canGenerateThumbnail).toBe(false);
    expect(permissionsFor({ ...free, usedTrends: 999, monthlyTrendsLimit: -1 }).canAnalyzeTrend).toBe(true);
  });

  it("draw a usage bar as a warning from 80%, capped at 100%", () => {
    expect(usageLevel(2, 3)).toEqual({ percent: 67, warning: false });
    expect(usageLevel(24, 30)).toEqual({ percent: 80, warning: true });
    expect(usageLevel(80, 30)).toEqual({ percent: 100, warning: true });
  });
});
