/**
 * The FAQ's eleven questions (docs/product.md, FAQ). Every number comes from the plan catalog, so
 * the answers cannot drift from what the plans really allow.
 */
import type { Language } from "~/core/i18n/config";
import {
  aiCreditCosts,
  annualDiscountPercent,
  currencyFor,
  formatPrice,
  paidPlanIds,
  planIds,
  planLimits,
  planName,
  priceFor,
  supportLabel,
  type PlanId,
} from "~/core/plans/catalog";
import { listFormat } from "~/core/i18n/formatters";

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

const resolutionText: Record<Language, Record<string, string>> = {
  pt: { HD: "1280×720 (HD)", FHD: "1920×1080 (Full HD)", "4K": "4K", "8K": "até 8K" },
  en: { HD: "1280×720 (HD)", FHD: "1920×1080 (Full HD)", "4K": "4K", "8K": "up to 8K" },
};

function list(items: string[], language: Language) {
  return listFormat(language, { type: "conjunction" }).format(items);
}

function byPlan(language: Language, describe: (plan: PlanId) => string) {
  return list(
    planIds.map((plan) => `${planName(plan, language)}: ${describe(plan)}`),
    language,
  );
}

export function faqItems(language: Language): FaqItem[] {
  const pt = language === "pt";
  const currency = currencyFor(language);
  const free = planLimits.free;
  const watermarked = planIds.filter((plan) => planLimits[plan].watermark).map((p) => planName(p, language));
  const prices = list(
    paidPlanIds.map(
      (plan) =>
        `${planName(plan, language)} ${formatPrice(priceFor(plan, currency, "monthly"), currency, language)}`,
    ),
    language,
  );
  const trends = byPlan(language, (plan) => {
    const n = planLimits[plan].trendAnalysesPerMonth;
    return n === null ? (pt ? "ilimitadas" : "unlimited") : String(n);
  });
  const resolutions = byPlan(
    language,
    (plan) => resolutionText[language][planLimits[plan].exportResolution]!,
  );
  const support = byPlan(language, (plan) => supportLabel(planLimits[plan].support, language).toLowerCase());

  return [
    {
      id: "o-que-e",
      question: pt ? "O que é a Miniatura?" : "What is Miniatura?",
      answer: [
        pt
          ? "A Miniatura é uma plataforma para criar thumbnails profissionais com IA e aumentar a taxa de cliques (CTR) dos seus vídeos. Além do gerador, você tem análise de tendências, análise de canal, thumbnail a partir do vídeo, upscale e compressão de imagens."
          : "Miniatura is a platform for creating professional thumbnails with AI and raising your videos' click-through rate (CTR). Besides the generator, you get trend analysis, channel analysis, thumbnails from a video, image upscaling and compression.",
      ],
    },
    {
      id: "como-funciona-geracao",
      question: pt ? "Como a IA cria as minhas thumbnails?" : "How does the AI create my thumbnails?",
      answer: [
        pt
          ? "O Thumbnail Expert faz 12 perguntas estratégicas sobre o vídeo, o público e a emoção que você quer passar. Com as respostas, gera 3 variações em cerca de 30 a 60 segundos."
          : "The Thumbnail Expert asks 12 strategic questions about the video, your audience and the emotion you want to convey. From your answers it generates 3 variations in about 30 to 60 seconds.",
        pt
          ? "O texto da thumbnail é desenhado com uma fonte de verdade, com acentos corretos, e cada imagem sai em 1280×720 com menos de 2 MB, como o YouTube exige."
          : "The thumbnail's title is drawn with a real font, with correct accents, and every image comes out at 1280×720 and under 2 MB, as YouTube requires.",
      ],
    },
    {
      id: "planos",
      question: pt ? "Quais planos existem?" : "Which plans are there?",
      answer: [
        pt
          ? `Cinco: ${planName("free", language)} (grátis) e os planos pagos ${prices} por mês. No plano anual você paga 12 meses com ${annualDiscountPercent}% de desconto.`
          : `Five: ${planName("free", language)} (no cost) and the paid plans ${prices} a month. Annual billing charges 12 months with ${annualDiscountPercent}% off.`,
      ],
    },
    {
      id: "plano-gratis",
      question: pt ? "O que o plano gratuito inclui?" : "What does the free plan include?",
      answer: [
        pt
          ? `${free.thumbnailsPerMonth} thumbnails, ${free.aiCreditsPerMonth} créditos de IA e ${free.trendAnalysesPerMonth} análise de tendências por mês, exportação em ${resolutionText.pt[free.exportResolution]} e marca d'água. Não precisa de cartão de crédito.`
          : `${free.thumbnailsPerMonth} thumbnails, ${free.aiCreditsPerMonth} AI credits and ${free.trendAnalysesPerMonth} trend analysis a month, export at ${resolutionText.en[free.exportResolution]} and a watermark. No credit card needed.`,
      ],
    },
    {
      id: "marca-dagua",
      question: pt ? "As thumbnails têm marca d'água?" : "Do thumbnails have a watermark?",
      answer: [
        pt
          ? `Só no plano ${list(watermarked, language)}. Em qualquer plano pago as thumbnails saem sem marca d'água.`
          : `Only on the ${list(watermarked, language)} plan. On every paid plan thumbnails come without a watermark.`,
      ],
    },
    {
      id: "resolucao",
      question: pt ? "Em que resolução posso exportar?" : "At what resolution can I export?",
      answer: [pt ? `Depende do plano. ${resolutions}.` : `It depends on the plan. ${resolutions}.`],
    },
    {
      id: "tendencias",
      question: pt ? "Quais planos incluem análise de tendências?" : "Which plans include trend analysis?",
      answer: [
        pt
          ? `Todos, com uma cota mensal de análises. ${trends}.`
          : `All of them, with a monthly number of analyses. ${trends}.`,
      ],
    },
    {
      id: "creditos",
      question: pt ? "O que são créditos de IA?" : "What are AI credits?",
      answer: [
        pt
          ? `São o saldo mensal das ferramentas de IA. Cada geração (3 variações) conta 1 thumbnail e ${aiCreditCosts.generation} créditos; uma análise de vídeo usa ${aiCreditCosts.videoAnalysis} créditos e um upscale ${aiCreditCosts.upscale}. Se uma tarefa falhar, nada é cobrado.`
          : `They are the monthly balance of the AI tools. Each generation (3 variations) counts 1 thumbnail and ${aiCreditCosts.generation} credits; a video analysis uses ${aiCreditCosts.videoAnalysis} credits and an upscale ${aiCreditCosts.upscale}. If a job fails, nothing is charged.`,
      ],
    },
    {
      id: "suporte",
      question: pt ? "Como funciona o suporte?" : "How does support work?",
      answer: [support + "."],
    },
    {
      id: "cobranca",
      question: pt ? "Como funciona a cobrança?" : "How does billing work?",
      answer: [
        pt
          ? "Os planos pagos são cobrados por mês ou por ano, no cartão (Visa, Mastercard, Amex) ou por PIX e cartão pelo Mercado Pago. Os limites do plano renovam a cada período."
          : "Paid plans are billed monthly or yearly, by card (Visa, Mastercard, Amex) or by PIX and card through Mercado Pago. Plan limits renew every period.",
        pt
          ? "Não há reembolso de períodos parciais, mas a primeira compra tem garantia de 7 dias: se não gostar, devolvemos o valor integral."
          : "Partial periods are not refunded, but your first purchase has a 7-day guarantee: if you are not happy, we refund it in full.",
      ],
    },
    {
      id: "cancelar",
      question: pt ? "Posso cancelar quando quiser?" : "Can I cancel anytime?",
      answer: [
        pt
          ? "Sim, com 1 clique e sem fidelidade. Você continua com o plano até o fim do período já pago e depois volta ao plano Free."
          : "Yes, with 1 click and no lock-in. You keep your plan until the end of the period already paid, then return to the Free plan.",
      ],
    },
  ];
}
