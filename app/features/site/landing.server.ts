/**
 * The landing page's copy in both languages. It travels only in the landing route's data (the
 * translations every page shares stay small). Plan facts are not repeated here: the pricing section
 * reads the plan catalog.
 */
import type { Language } from "~/core/i18n/config";

import type { ToolId } from "~/core/http/tool-routes";
export { toolRoutes, type ToolId } from "~/core/http/tool-routes";

/** Thumbnails made with Miniatura, served from public/examples (1280×720 originals at 640×360). */
const exampleImages = [
  { src: "/examples/receita-bolo.jpg", width: 640, height: 360 },
  { src: "/examples/setup-gamer.jpg", width: 640, height: 360 },
  { src: "/examples/viagem-lisboa.jpg", width: 640, height: 360 },
  { src: "/examples/financas-pessoais.jpg", width: 640, height: 360 },
] as const;

const pt = {
  hero: {
    eyebrow: "Thumbnails com IA para criadores de vídeo",
    title: "Thumbnails que fazem o público clicar",
    lead: "Descreva o seu vídeo. O Thumbnail Expert faz 12 perguntas estratégicas e entrega 3 variações prontas para o YouTube: 1280×720, menos de 2 MB, texto nítido e acentos corretos.",
    promptLabel: "Sobre o que é o seu próximo vídeo?",
    prompts: [
      "Vlog de viagem: 3 dias em Lisboa gastando pouco",
      "Review do celular mais barato com 5G de 2026",
      "Receita de bolo de cenoura fofinho em 10 minutos",
      "Como organizar as finanças ganhando um salário mínimo",
      "Montei meu setup gamer com R$ 1.500",
    ],
    submit: "Criar Thumbnail",
    noCard: "3 thumbnails grátis por mês, sem cartão de crédito.",
    termsBefore: "Ao continuar, você concorda com os",
    termsLink: "Termos de uso",
  },
  stats: {
    title: "Miniatura em números",
    items: [
      { value: "10.000+", label: "criadores usam a Miniatura" },
      { value: "50 mil+", label: "thumbnails criadas" },
      { value: "4,9/5", label: "avaliação média" },
      { value: "+47%", label: "de CTR, em média" },
    ],
  },
  tools: {
    title: "6+ ferramentas para o seu canal crescer",
    lead: "Tudo o que você precisa para criar, testar e melhorar thumbnails, num lugar só.",
    tryNow: "Experimentar",
    items: {
      expert: {
        title: "Thumbnail Expert",
        description: "Um chat que entrevista você com 12 perguntas e cria 3 variações da thumbnail.",
      },
      generator: {
        title: "Gerador rápido",
        description:
          "Nicho e título: 4 opções em estilos diferentes, com texto editável e prévia no feed do YouTube.",
      },
      trends: {
        title: "Análise de tendências",
        description: "Descubra o que está funcionando no seu nicho: cores, textos e formatos em alta.",
      },
      channel: {
        title: "Análise de canal",
        description: "Veja os padrões das thumbnails de qualquer canal e o que copiar (ou evitar).",
      },
      video: {
        title: "Thumbnail a partir do vídeo",
        description: "Envie o vídeo e receba a sugestão de thumbnail a partir dos melhores quadros.",
      },
      upscale: {
        title: "Upscale de imagens",
        description: "Aumente a resolução de imagens para 4K ou 8K sem perder nitidez.",
      },
      compress: {
        title: "Compressão de imagens",
        description: "Deixe a thumbnail abaixo de 2 MB, o limite do YouTube, direto no navegador.",
      },
    } satisfies Record<ToolId, { title: string; description: string }>,
  },
  steps: {
    title: "Como funciona",
    lead: "Da ideia à thumbnail publicada em poucos minutos.",
    items: [
      {
        title: "Conte sobre o vídeo",
        description: "Escreva o tema com as suas palavras, como contaria a um amigo.",
      },
      {
        title: "Responda 12 perguntas",
        description: "O Thumbnail Expert pergunta sobre público, emoção, cores e o texto de impacto.",
      },
      {
        title: "Receba 3 variações",
        description: "Em 30 a 60 segundos, três thumbnails diferentes aparecem no seu painel.",
      },
      {
        title: "Baixe e publique",
        description: "1280×720, menos de 2 MB e texto editável: pronta para o YouTube.",
      },
    ],
  },
  examples: {
    title: "Feitas com a Miniatura",
    lead: "Thumbnails geradas a partir de uma frase sobre o vídeo.",
    items: [
      "Thumbnail de receita: bolo de cenoura com cobertura de chocolate e o texto “BOLO EM 10 MIN”",
      "Thumbnail de tecnologia: setup gamer com luzes roxas e o texto “SETUP COM R$ 1.500”",
      "Thumbnail de viagem: bonde amarelo em Lisboa e o texto “LISBOA GASTANDO POUCO”",
      "Thumbnail de finanças: cofrinho e moedas com o texto “SOBROU DINHEIRO!”",
    ],
  },
  testimonials: {
    title: "Criadores que já aumentaram os cliques",
    lead: "O que dizem os canais que trocaram o improviso pela Miniatura.",
    items: [
      {
        quote:
          "Meu CTR foi de 3,8% para 7,1% em um mês. As perguntas do Expert me fizeram pensar no público de verdade.",
        handle: "@cozinhadajuh",
        role: "Canal de receitas, 210 mil inscritos",
        initials: "JS",
      },
      {
        quote:
          "Eu levava duas horas no editor de imagem por thumbnail. Agora escolho entre três em um minuto.",
        handle: "@techdobruno",
        role: "Reviews de tecnologia",
        initials: "BT",
      },
      {
        quote:
          "Finalmente um texto com acentos certos! Parece coisa simples, mas nenhuma outra ferramenta acertava.",
        handle: "@historiasdaana",
        role: "Documentários curtos",
        initials: "AM",
      },
      {
        quote:
          "A análise de tendências mostrou que o meu nicho clica em rostos com fundo claro. Mudei e funcionou.",
        handle: "@fitcomleo",
        role: "Treinos em casa",
        initials: "LF",
      },
      {
        quote: "Uso o upscale 4K nas fotos antigas das viagens e elas ficam nítidas na thumbnail.",
        handle: "@mochilaopati",
        role: "Vlogs de viagem",
        initials: "PR",
      },
      {
        quote:
          "Gerencio seis canais de clientes. O plano Elite e o processamento em lote pagaram a assinatura na primeira semana.",
        handle: "@estudiorec",
        role: "Agência de conteúdo",
        initials: "ER",
      },
      {
        quote: "Funciona até no meu celular com internet fraca do interior. Carrega rápido e não trava.",
        handle: "@roçadogabriel",
        role: "Vida no campo",
        initials: "GR",
      },
      {
        quote:
          "A análise de canal me mostrou o que os maiores do meu nicho fazem. Virou meu ritual antes de cada vídeo.",
        handle: "@xadrezcommarina",
        role: "Canal de xadrez",
        initials: "MX",
      },
      {
        quote: "Comecei no plano grátis, vi o resultado e fui para o Pro no mesmo mês. Vale cada centavo.",
        handle: "@financasdocaio",
        role: "Educação financeira",
        initials: "CF",
      },
    ],
  },
  cta: {
    title: "Sua próxima thumbnail pode ser a que viraliza",
    lead: "Crie 3 thumbnails grátis por mês. Sem cartão de crédito, cancele quando quiser.",
    startFree: "Comece grátis agora",
    viewPlans: "Ver planos Pro",
  },
};

export type LandingCopy = typeof pt;

const en: LandingCopy = {
  hero: {
    eyebrow: "AI thumbnails for video creators",
    title: "Thumbnails that make viewers click",
    lead: "Describe your video. The Thumbnail Expert asks 12 strategic questions and delivers 3 variations ready for YouTube: 1280×720, under 2 MB, with crisp, correctly spelled text.",
    promptLabel: "What is your next video about?",
    prompts: [
      "Travel vlog: 3 days in Lisbon on a budget",
      "Review of the cheapest 5G phone of 2026",
      "Fluffy carrot cake recipe in 10 minutes",
      "How to budget on a minimum wage",
      "I built my gaming setup for $300",
    ],
    submit: "Create Thumbnail",
    noCard: "3 free thumbnails a month, no credit card.",
    termsBefore: "By continuing you agree to the",
    termsLink: "Terms of use",
  },
  stats: {
    title: "Miniatura in numbers",
    items: [
      { value: "10,000+", label: "creators use Miniatura" },
      { value: "50k+", label: "thumbnails created" },
      { value: "4.9/5", label: "average rating" },
      { value: "+47%", label: "CTR on average" },
    ],
  },
  tools: {
    title: "6+ tools to grow your channel",
    lead: "Everything you need to create, test and improve thumbnails, in one place.",
    tryNow: "Try Now",
    items: {
      expert: {
        title: "Thumbnail Expert",
        description: "A chat that interviews you with 12 questions and creates 3 thumbnail variations.",
      },
      generator: {
        title: "Quick generator",
        description:
          "A niche and a title: 4 options in different styles, with editable text and a YouTube feed preview.",
      },
      trends: {
        title: "Trend analysis",
        description: "See what works in your niche right now: trending colours, words and layouts.",
      },
      channel: {
        title: "Channel analysis",
        description: "Find the patterns in any channel's thumbnails and what to copy (or avoid).",
      },
      video: {
        title: "Thumbnail from video",
        description: "Upload your video and get a thumbnail suggestion built from its best frames.",
      },
      upscale: {
        title: "Image upscaling",
        description: "Raise an image's resolution to 4K or 8K without losing sharpness.",
      },
      compress: {
        title: "Image compression",
        description: "Get your thumbnail under YouTube's 2 MB limit, right in your browser.",
      },
    },
  },
  steps: {
    title: "How it works",
    lead: "From idea to published thumbnail in a few minutes.",
    items: [
      {
        title: "Tell us about the video",
        description: "Write the topic in your own words, as you would tell a friend.",
      },
      {
        title: "Answer 12 questions",
        description: "The Thumbnail Expert asks about your audience, emotion, colours and the hook text.",
      },
      {
        title: "Get 3 variations",
        description: "In 30 to 60 seconds, three different thumbnails appear in your dashboard.",
      },
      {
        title: "Download and publish",
        description: "1280×720, under 2 MB, with editable text: ready for YouTube.",
      },
    ],
  },
  examples: {
    title: "Made with Miniatura",
    lead: "Thumbnails generated from one sentence about the video.",
    items: [
      "Recipe thumbnail: carrot cake with chocolate icing and the text “BOLO EM 10 MIN” (cake in 10 minutes)",
      "Tech thumbnail: gaming setup with purple lights and the text “SETUP COM R$ 1.500”",
      "Travel thumbnail: a yellow tram in Lisbon and the text “LISBOA GASTANDO POUCO” (Lisbon on a budget)",
      "Finance thumbnail: a piggy bank and coins with the text “SOBROU DINHEIRO!” (money left over!)",
    ],
  },
  testimonials: {
    title: "Creators already getting more clicks",
    lead: "What channels that swapped guesswork for Miniatura say.",
    items: [
      {
        quote:
          "My CTR went from 3.8% to 7.1% in a month. The Expert's questions made me think about my real audience.",
        handle: "@cozinhadajuh",
        role: "Recipe channel, 210k subscribers",
        initials: "JS",
      },
      {
        quote:
          "I used to spend two hours in an image editor per thumbnail. Now I pick one of three in a minute.",
        handle: "@techdobruno",
        role: "Tech reviews",
        initials: "BT",
      },
      {
        quote: "Finally, text with the right accents! It sounds simple, but no other tool got it right.",
        handle: "@historiasdaana",
        role: "Short documentaries",
        initials: "AM",
      },
      {
        quote:
          "Trend analysis showed my niche clicks on faces over light backgrounds. I switched and it worked.",
        handle: "@fitcomleo",
        role: "Home workouts",
        initials: "LF",
      },
      {
        quote: "I run old travel photos through 4K upscaling and they come out sharp in the thumbnail.",
        handle: "@mochilaopati",
        role: "Travel vlogs",
        initials: "PR",
      },
      {
        quote:
          "I manage six client channels. Elite and batch processing paid for the subscription in the first week.",
        handle: "@estudiorec",
        role: "Content agency",
        initials: "ER",
      },
      {
        quote: "It even works on my phone with weak countryside internet. Loads fast and never freezes.",
        handle: "@roçadogabriel",
        role: "Country life",
        initials: "GR",
      },
      {
        quote:
          "Channel analysis showed me what the biggest channels in my niche do. It's my ritual before every video.",
        handle: "@xadrezcommarina",
        role: "Chess channel",
        initials: "MX",
      },
      {
        quote:
          "I started on the free plan, saw the results and moved to Pro the same month. Worth every cent.",
        handle: "@financasdocaio",
        role: "Personal finance",
        initials: "CF",
      },
    ],
  },
  cta: {
    title: "Your next thumbnail could be the one that goes viral",
    lead: "Create 3 free thumbnails a month. No credit card, cancel anytime.",
    startFree: "Start Free Now",
    viewPlans: "View Pro Plans",
  },
};

const copy: Record<Language, LandingCopy> = { pt, en };

export function landingCopy(language: Language) {
  const text = copy[language];
  return {
    ...text,
    examples: {
      ...text.examples,
      items: exampleImages.map((image, i) => ({ ...image, alt: text.examples.items[i] ?? "" })),
    },
  };
}
