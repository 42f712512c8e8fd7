/**
 * The plan catalog: the single source of truth for plan names, prices (USD and BRL), limits, feature
 * lists and card copy in both languages (docs/product.md, Plans). The landing pricing,
 * /assinatura, the FAQ, payments, metering and gating read only this module.
 *
 * Only type imports: Node imports this file directly (scripts/seed.mjs).
 * It is one file over 400 lines because of that: Node cannot resolve the app's `~/` imports, so the
 * plan table and everything derived from it (limits, prices, the cards' copy) stay in this module.
 */
import type { Language } from "~/core/i18n/config";

export const planIds = ["free", "starter", "creator", "pro", "elite"] as const;
export type PlanId = (typeof planIds)[number];
export const paidPlanIds = ["starter", "creator", "pro", "elite"] as const satisfies readonly PlanId[];

export const currencies = ["USD", "BRL"] as const;
export type Currency = (typeof currencies)[number];
// Only a type import here (see above); the periods themselves live in billing-periods.ts.
import type { Billing } from "~/core/plans/billing-periods";
export type { Billing };

/** Annual billing takes 15% off twelve months (shown as "-15%"). */
export const annualDiscountPercent = 15;

export type ExportResolution = "HD" | "FHD" | "4K" | "8K";
export type Support = "email" | "priority" | "dedicated";

export interface PlanLimits {
  thumbnailsPerMonth: number;
  aiCreditsPerMonth: number;
  /** null = unlimited */
  trendAnalysesPerMonth: number | null;
  /** Longest video the video analysis accepts, in minutes; 0 = not available. */
  videoMinutes: number;
  upscaleTo: "none" | "4K" | "8K";
  exportResolution: ExportResolution;
  batchSize: number;
  watermark: boolean;
  premiumTemplates: boolean;
  performanceAi: boolean;
  api: boolean;
  support: Support;
}

/** What one use of an AI tool costs in AI credits (a generation = 3 variations; docs/product.md, Usage and allowance). */
export const aiCreditCosts = {
  generation: 50,
  videoAnalysis: 40,
  upscale: 20,
} as const;

export type BadgeColor = "green" | "primary" | "amber";

interface PlanCopy {
  name: string;
  description: string;
  badge?: string;
  /** What the plan does not include, shown under the features. */
  limitation?: string;
  cta: string;
  /** Features the limits cannot express. */
  extras: string[];
}

interface PlanDefinition {
  id: PlanId;
  /** Whole currency units per month. */
  monthly: Record<Currency, number>;
  limits: PlanLimits;
  badgeColor?: BadgeColor;
  /** Flagged "most popular" and drawn larger. */
  popular: boolean;
  copy: Record<Language, PlanCopy>;
}

const catalog: Record<PlanId, PlanDefinition> = {
  free: {
    id: "free",
    monthly: { USD: 0, BRL: 0 },
    limits: {
      thumbnailsPerMonth: 3,
      aiCreditsPerMonth: 30,
      trendAnalysesPerMonth: 1,
      videoMinutes: 0,
      upscaleTo: "none",
      exportResolution: "HD",
      batchSize: 1,
      watermark: true,
      premiumTemplates: false,
      performanceAi: false,
      api: false,
      support: "email",
    },
    popular: false,
    copy: {
      pt: {
        name: "Free",
        description: "Para experimentar a Miniatura sem cartão de crédito.",
        limitation: "Sem análise de vídeo e sem upscale de imagens.",
        cta: "Começar grátis",
        extras: [],
      },
      en: {
        name: "Free",
        description: "To try Miniatura with no credit card.",
        limitation: "No video analysis and no image upscaling.",
        cta: "Start free",
        extras: [],
      },
    },
  },
  starter: {
    id: "starter",
    monthly: { USD: 10, BRL: 50 },
    limits: {
      thumbnailsPerMonth: 40,
      aiCreditsPerMonth: 800,
      trendAnalysesPerMonth: 15,
      videoMinutes: 2,
      upscaleTo: "none",
      exportResolution: "FHD",
      batchSize: 1,
      watermark: false,
      premiumTemplates: true,
      performanceAi: false,
      api: false,
      support: "priority",
    },
    popular: false,
    copy: {
      pt: {
        name: "Starter",
        description: "Para quem publica toda semana e quer thumbnails sem marca d'água.",
        limitation: "Sem upscale 4K.",
        cta: "Assinar Starter",
        extras: [],
      },
      en: {
        name: "Starter",
        description: "For creators who publish every week and want thumbnails without a watermark.",
        limitation: "No 4K upscaling.",
        cta: "Get Starter",
        extras: [],
      },
    },
  },
  creator: {
    id: "creator",
    monthly: { USD: 15, BRL: 75 },
    limits: {
      thumbnailsPerMonth: 100,
      aiCreditsPerMonth: 1500,
      trendAnalysesPerMonth: 25,
      videoMinutes: 5,
      upscaleTo: "4K",
      exportResolution: "4K",
      batchSize: 5,
      watermark: false,
      premiumTemplates: true,
      performanceAi: false,
      api: false,
      support: "priority",
    },
    badgeColor: "green",
    popular: false,
    copy: {
      pt: {
        name: "Creator",
        description: "Para canais em crescimento que testam várias thumbnails por vídeo.",
        badge: "Melhor custo-benefício",
        cta: "Assinar Creator",
        extras: [],
      },
      en: {
        name: "Creator",
        description: "For growing channels that test several thumbnails per video.",
        badge: "Best value",
        cta: "Get Creator",
        extras: [],
      },
    },
  },
  pro: {
    id: "pro",
    monthly: { USD: 20, BRL: 100 },
    limits: {
      thumbnailsPerMonth: 200,
      aiCreditsPerMonth: 3500,
      trendAnalysesPerMonth: 40,
      videoMinutes: 10,
      upscaleTo: "4K",
      exportResolution: "4K",
      batchSize: 10,
      watermark: false,
      premiumTemplates: true,
      performanceAi: true,
      api: false,
      support: "priority",
    },
    badgeColor: "primary",
    popular: true,
    copy: {
      pt: {
        name: "Pro",
        description: "Para criadores profissionais que vivem do CTR.",
        badge: "Mais popular",
        cta: "Assinar Pro",
        extras: [],
      },
      en: {
        name: "Pro",
        description: "For professional creators whose income depends on CTR.",
        badge: "Most popular",
        cta: "Get Pro",
        extras: [],
      },
    },
  },
  elite: {
    id: "elite",
    monthly: { USD: 50, BRL: 250 },
    limits: {
      thumbnailsPerMonth: 750,
      aiCreditsPerMonth: 15000,
      trendAnalysesPerMonth: null,
      videoMinutes: 30,
      upscaleTo: "8K",
      exportResolution: "8K",
      batchSize: 100,
      watermark: false,
      premiumTemplates: true,
      performanceAi: true,
      api: true,
      support: "dedicated",
    },
    badgeColor: "amber",
    popular: false,
    copy: {
      pt: {
        name: "Elite",
        description: "Para agências e estúdios que produzem em escala.",
        badge: "Para equipes",
        cta: "Assinar Elite",
        extras: ["Consultor mensal"],
      },
      en: {
        name: "Elite",
        description: "For agencies and studios producing at scale.",
        badge: "For teams",
        cta: "Get Elite",
        extras: ["Monthly consultant"],
      },
    },
  },
};

export const planLimits: Record<PlanId, PlanLimits> = Object.fromEntries(
  planIds.map((id) => [id, catalog[id].limits]),
) as Record<PlanId, PlanLimits>;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (planIds as readonly string[]).includes(value);
}

export function planName(plan: PlanId, language: Language) {
  return catalog[plan].copy[language].name;
}

/** Visitors pay in their language's currency: reais in Portuguese, dollars in English. */
export function currencyFor(language: Language): Currency {
  return language === "pt" ? "BRL" : "USD";
}

/** The price of one billing period in whole currency units: annual = round(monthly × 12 × 0.85). */
export function priceFor(plan: PlanId, currency: Currency, billing: Billing): number {
  const monthly = catalog[plan].monthly[currency];
  return billing === "monthly" ? monthly : Math.round((monthly * 12 * (100 - annualDiscountPercent)) / 100);
}

const locales: Record<Language, string> = { pt: "pt-BR", en: "en-US" };

/** "R$ 50", "$10", "$8.50": cents only when the amount has them. */
export function formatPrice(amount: number, currency: Currency, language: Language) {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locales[language], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

function formatCount(value: number, language: Language) {
  return new Intl.NumberFormat(locales[language]).format(value);
}

const resolutionLabels: Record<ExportResolution, string> = {
  HD: "720p (1280×720)",
  FHD: "1080p (1920×1080)",
  "4K": "4K",
  "8K": "8K",
};

/**
 * How many templates the library holds, by tier (`templateCounts()` of app/engines/render/templates).
 * Passed in rather than imported: this module imports only types (see above).
 */
export interface TemplateLibraryCounts {
  basic: number;
  premium: number;
}

/**
 * The card's template line, from the library's real counts (docs/product.md, Templates): never a
 * number typed by hand, so a card cannot promise more templates than the library has.
 */
function templatesLine(premiumTemplates: boolean, library: TemplateLibraryCounts, language: Language) {
  const n = (value: number) => formatCount(value, language);
  const pt = language === "pt";
  if (!premiumTemplates)
    return pt
      ? `${n(library.basic)} ${library.basic === 1 ? "template básico" : "templates básicos"}`
      : `${n(library.basic)} basic ${library.basic === 1 ? "template" : "templates"}`;
  const total = library.basic + library.premium;
  return pt
    ? `${n(total)} templates, ${n(library.premium)} deles premium`
    : `${n(total)} templates, ${n(library.premium)} of them premium`;
}

/** The feature list of a plan card, written from its limits so copy and gating never disagree. */
export function planFeatures(plan: PlanId, language: Language, library: TemplateLibraryCounts): string[] {
  const l = catalog[plan].limits;
  const n = (value: number) => formatCount(value, language);
  const pt = language === "pt";
  const features = [
    pt ? `${n(l.thumbnailsPerMonth)} thumbnails por mês` : `${n(l.thumbnailsPerMonth)} thumbnails a month`,
    pt ? `${n(l.aiCreditsPerMonth)} créditos de IA por mês` : `${n(l.aiCreditsPerMonth)} AI credits a month`,
    l.trendAnalysesPerMonth === null
      ? pt
        ? "Análises de tendências ilimitadas"
        : "Unlimited trend analyses"
      : pt
        ? `${n(l.trendAnalysesPerMonth)} ${l.trendAnalysesPerMonth === 1 ? "análise" : "análises"} de tendências por mês`
        : `${n(l.trendAnalysesPerMonth)} trend ${l.trendAnalysesPerMonth === 1 ? "analysis" : "analyses"} a month`,
    templatesLine(l.premiumTemplates, library, language),
    pt
      ? `Exportação até ${resolutionLabels[l.exportResolution]}`
      : `Export up to ${resolutionLabels[l.exportResolution]}`,
    l.watermark ? (pt ? "Com marca d'água" : "Watermarked") : pt ? "Sem marca d'água" : "No watermark",
  ];
  if (l.videoMinutes > 0)
    features.push(
      pt ? `Análise de vídeos de até ${l.videoMinutes} min` : `Video analysis up to ${l.videoMinutes} min`,
    );
  if (l.upscaleTo !== "none")
    features.push(pt ? `Upscale até ${l.upscaleTo}` : `Upscaling up to ${l.upscaleTo}`);
  if (l.batchSize > 1)
    features.push(pt ? `Lotes de ${l.batchSize} thumbnails` : `Batches of ${l.batchSize} thumbnails`);
  if (l.performanceAi) features.push(pt ? "IA de performance" : "Performance AI");
  if (l.api) features.push(pt ? "API completa" : "Full API");
  features.push(supportLabel(l.support, language));
  return [...features, ...catalog[plan].copy[language].extras];
}

export function supportLabel(support: Support, language: Language) {
  const labels: Record<Support, Record<Language, string>> = {
    email: { pt: "Suporte por e-mail", en: "E-mail support" },
    priority: { pt: "Suporte prioritário", en: "Priority support" },
    dedicated: {
      pt: "Suporte dedicado 24/7 (resposta em até 1 hora)",
      en: "Dedicated 24/7 support (reply within 1 hour)",
    },
  };
  return labels[support][language];
}

/** Everything a pricing card shows, serialisable for loader data. */
export interface PlanCard {
  id: PlanId;
  name: string;
  description: string;
  /** The amount charged for the chosen period, in whole currency units. */
  price: number;
  priceText: string;
  billing: Billing;
  currency: Currency;
  /** For annual billing: what it comes to per month ("R$ 42,50"). */
  perMonthText: string | null;
  /** For annual billing of a paid plan: twelve monthly payments, struck through. */
  fullPriceText: string | null;
  badge: string | null;
  badgeColor: BadgeColor | null;
  popular: boolean;
  features: string[];
  limitation: string | null;
  cta: string;
}

export function planCard(
  plan: PlanId,
  language: Language,
  billing: Billing,
  library: TemplateLibraryCounts,
): PlanCard {
  const definition = catalog[plan];
  const copy = definition.copy[language];
  const currency = currencyFor(language);
  const price = priceFor(plan, currency, billing);
  const paidAnnual = billing === "annual" && price > 0;
  return {
    id: plan,
    name: copy.name,
    description: copy.description,
    price,
    priceText: formatPrice(price, currency, language),
    billing,
    currency,
    perMonthText: paidAnnual ? formatPrice(Math.round((price / 12) * 100) / 100, currency, language) : null,
    fullPriceText: paidAnnual ? formatPrice(definition.monthly[currency] * 12, currency, language) : null,
    badge: copy.badge ?? null,
    badgeColor: definition.badgeColor ?? null,
    popular: definition.popular,
    features: planFeatures(plan, language, library),
    limitation: copy.limitation ?? null,
    cta: copy.cta,
  };
}

export function planCards(language: Language, billing: Billing, library: TemplateLibraryCounts): PlanCard[] {
  return planIds.map((id) => planCard(id, language, billing, library));
}

/** The limit columns of a profile on this plan (the profiles table in app/core/db/schema.ts). */
export function profileLimitsFor(plan: PlanId) {
  const limits = planLimits[plan];
  return {
    plan,
    monthlyThumbnailsLimit: limits.thumbnailsPerMonth,
    monthlyAiCredits: limits.aiCreditsPerMonth,
    // The column is NOT NULL; -1 stores "unlimited".
    monthlyTrendsLimit: limits.trendAnalysesPerMonth ?? -1,
    hasWatermark: limits.watermark,
    maxExportResolution: limits.exportResolution,
    hasUpscaling: limits.upscaleTo !== "none",
    hasPremiumTemplates: limits.premiumTemplates,
    hasTrendAnalysis: limits.trendAnalysesPerMonth !== 0,
    hasAiPerformance: limits.performanceAi,
    hasBatchProcessing: limits.batchSize > 1,
    batchLimit: limits.batchSize,
  };
}
