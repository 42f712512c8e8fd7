/**
 * The sections of the offline trend analysis that advise: thumbnail advice for the content type
 * and audience, a next step for each goal, and video ideas from the patterns that work.
 */
import {
  capitalise,
  escapeMarkdownText,
  formatOutlier,
  normalise,
  quote,
} from "~/features/trends/offline-trends-format";
import type { Context } from "~/features/trends/offline-trends-data";
import { patternNames, type TitlePatternId } from "~/features/trends/offline-trends-patterns";
import type { TrendLanguage } from "~/features/trends/trend-types";

const minIdeas = 3;
const maxIdeas = 5;

const contentTips: { match: RegExp; pt: string; en: string }[] = [
  {
    match: /tutoria|passo a passo|how to|como fazer|aula|curso|guia|guide|dica|tips|explica|educa/,
    pt: "Tutoriais: mostre o resultado final (ou um antes e depois) — a promessa, não o processo.",
    en: "Tutorials: show the end result (or a before and after) — the promise, not the process.",
  },
  {
    match: /review|unboxing|produto|product|comparativo|comparison|gadget|celular|smartphone|setup/,
    pt: "Reviews: o produto grande e nítido, com a sua reação ao lado; se o preço é o gancho, ele pode ser o texto.",
    en: "Reviews: the product big and sharp, with your reaction beside it; if the price is the hook, it can be the text.",
  },
  {
    match: /vlog|viage|travel|rotina|routine|dia a dia|lifestyle|day in/,
    pt: "Vlogs: rosto e lugar juntos — a emoção do momento com um cenário reconhecível atrás.",
    en: "Vlogs: face and place together — the emotion of the moment with a recognisable setting behind.",
  },
  {
    match: /game|gaming|jogo|gameplay|minecraft|fortnite|roblox|speedrun/,
    pt: "Games: o personagem ou o momento do jogo em close, cores saturadas e um detalhe que conte a história (placar, chefe, item raro).",
    en: "Gaming: the character or the moment in close-up, saturated colours and one detail that tells the story (score, boss, rare item).",
  },
  {
    match: /receita|recipe|cozinha|cooking|comida|food|air ?fryer|culinaria|bolo|cake|doce/,
    pt: "Receitas: close do prato pronto com textura (vapor, queijo derretendo) e luz quente.",
    en: "Recipes: a close-up of the finished dish with texture (steam, melting cheese) and warm light.",
  },
  {
    match: /podcast|entrevista|interview|cortes|talk|conversa/,
    pt: "Podcasts e entrevistas: o rosto do convidado com uma expressão forte e uma frase dele de até 3 palavras.",
    en: "Podcasts and interviews: the guest's face with a strong expression and a quote of theirs of up to 3 words.",
  },
  {
    match: /financ|invest|dinheiro|money|renda|negocio|business|empreend|marketing|cripto|crypto/,
    pt: "Dinheiro e negócios: um número grande (valor, percentual) como texto e um visual limpo, que passe credibilidade.",
    en: "Money and business: one big number (amount, percentage) as the text, and a clean look that feels credible.",
  },
  {
    match: /fitness|treino|workout|academia|gym|emagrec|dieta|diet|saude|health/,
    pt: "Fitness e saúde: antes e depois ou o resultado em destaque, com um número (kg, dias).",
    en: "Fitness and health: a before and after or the result up front, with a number (kg, days).",
  },
];

const audienceTips: { match: RegExp; pt: string; en: string }[] = [
  {
    match: /crianca|infantil|kids|children|familia|family/,
    pt: "Para crianças e famílias: cores vivas, personagens e expressões alegres; quase nenhum texto.",
    en: "For kids and families: bright colours, characters and happy faces; almost no text.",
  },
  {
    match: /iniciante|beginner|leigo|novato|comecando|starter|do zero|from scratch/,
    pt: "Para iniciantes: uma promessa simples (“fácil”, “do zero”) e nada de jargão na imagem.",
    en: "For beginners: a simple promise (“easy”, “from scratch”) and no jargon in the image.",
  },
  {
    match: /jove|adolescente|teen|gen z|geracao z|estudante|student|universit/,
    pt: "Para um público jovem: energia, cores fortes e referências do momento; menos pose, mais reação.",
    en: "For a young audience: energy, strong colours and current references; less posing, more reaction.",
  },
  {
    match:
      /profission|empresari|empreendedor|entrepreneur|gestor|manager|b2b|executiv|advogad|lawyer|medic|doctor|developer|programador/,
    pt: "Para profissionais: visual limpo e confiável; exagero de clickbait afasta esse público.",
    en: "For professionals: a clean, trustworthy look; over-the-top clickbait drives this audience away.",
  },
];

export function thumbnailAdvice({ input, pt, patterns, sample }: Context): string[] {
  const { inputs } = input;
  const lines = [pt ? "## Dicas de thumbnail" : "## Thumbnail advice", ""];
  lines.push(
    pt
      ? "- **Texto curto:** 3–4 palavras no máximo, grandes o bastante para ler no celular, completando o título em vez de repeti-lo."
      : "- **Short text:** 3–4 words at most, big enough to read on a phone, adding to the title instead of repeating it.",
    pt
      ? "- **Contraste:** sujeito claro sobre fundo escuro (ou o contrário) e no máximo 2–3 cores fortes."
      : "- **Contrast:** a light subject on a dark background (or the reverse) and 2–3 strong colours at most.",
    pt
      ? "- **Rosto e emoção:** se você aparece nos vídeos, um rosto grande com uma emoção clara (surpresa, alegria, dúvida) chama o olho primeiro."
      : "- **Face and emotion:** if you appear in your videos, a big face with a clear emotion (surprise, joy, doubt) draws the eye first.",
    pt
      ? "- **Canto inferior direito livre:** é onde o YouTube mostra a duração do vídeo; não deixe texto nem o rosto ali."
      : "- **Keep the bottom-right corner clear:** that's where YouTube shows the video's length; keep text and faces out of it.",
  );
  const content = normalise(`${inputs.contentType} ${inputs.niche}`);
  const contentTip = contentTips.find((tip) => tip.match.test(content));
  lines.push(
    contentTip
      ? `- ${pt ? contentTip.pt : contentTip.en}`
      : pt
        ? "- **Um foco só:** o objeto ou a pessoa que resume o vídeo, grande e destacado do fundo."
        : "- **One focal point:** the object or person that sums up the video, big and set apart from the background.",
  );
  const audience = normalise(inputs.targetAudience);
  const audienceTip = audience ? audienceTips.find((tip) => tip.match.test(audience)) : undefined;
  if (audienceTip) lines.push(`- ${pt ? audienceTip.pt : audienceTip.en}`);
  else if (inputs.targetAudience)
    lines.push(
      pt
        ? `- **Pense em ${escapeMarkdownText(inputs.targetAudience)}:** essa pessoa precisa entender a thumbnail em 1 segundo, no celular.`
        : `- **Think of ${escapeMarkdownText(inputs.targetAudience)}:** they need to get the thumbnail in 1 second, on a phone.`,
    );
  // Only patterns a third or more of the best titles share are worth copying to the thumbnail.
  const used = new Set(
    patterns.filter((pattern) => pattern.count * 3 >= sample).map((pattern) => pattern.id),
  );
  if (used.has("number") || used.has("price"))
    lines.push(
      pt
        ? "- Os títulos que funcionam usam números: leve o número para a thumbnail, bem grande."
        : "- The titles that work use numbers: put the number on the thumbnail, big.",
    );
  if (used.has("caps"))
    lines.push(
      pt
        ? "- O nicho usa CAIXA ALTA nos títulos: na thumbnail, destaque só uma palavra assim."
        : "- The niche uses ALL CAPS in titles: on the thumbnail, stress one word that way at most.",
    );
  return lines;
}

type GoalKind = "views" | "subscribers" | "ctr" | "sales" | "retention" | "engagement";

const goalKinds: [GoalKind, RegExp][] = [
  ["ctr", /\bctr\b|clique|click|impress/],
  ["subscribers", /inscrit|subscri|\bsubs\b|seguidor|follower|comunidade|community/],
  [
    "sales",
    /venda|vender|sales|\bsell|produto|product|lead|cliente|customer|afiliad|affiliate|monetiz|receita|revenue|dinheiro|money|curso/,
  ],
  ["retention", /retenc|retention|watch ?time|tempo de exibicao|assistid/],
  ["engagement", /engaj|engag|comentario|comment|curtida|\blikes?\b|compartilh|share/],
  ["views", /visualiza|\bviews?\b|alcance|reach|viral|audiencia|audience|crescer|grow/],
];

function goalStep(goal: string, { input, pt, ranked }: Context): string {
  const kind = goalKinds.find(([, match]) => match.test(normalise(goal)))?.[0];
  const top = ranked[0];
  const topNote = top ? ` (${quote(top.title)}, ${formatOutlier(top.outlier, input.language)})` : "";
  switch (kind) {
    case "views":
      if (!top)
        return pt
          ? "Procure no nicho os vídeos que fugiram da curva (muito acima do normal do canal) e faça a sua versão: mesma promessa, com o seu ângulo."
          : "Look in the niche for videos that beat the curve (far above their channel's usual) and make your own take: same promise, your angle.";
      return pt
        ? `Faça a sua versão do tema que mais passou da curva${topNote}: mesma promessa, com o seu ângulo, e publique enquanto o assunto está quente.`
        : `Make your own take on the topic that beat the curve the most${topNote}: same promise, your angle, and publish while the topic is hot.`;
    case "subscribers":
      return pt
        ? "Transforme o tema que funciona numa série de 3 vídeos ligados por uma playlist, e no fim de cada um chame para o próximo — é a série que faz a pessoa se inscrever."
        : "Turn the topic that works into a 3-video series tied by a playlist, and end each one pointing to the next — a series is what makes people subscribe.";
    case "ctr":
      return pt
        ? "Teste 2 ou 3 thumbnails no “Testar e comparar” do YouTube, mudando uma coisa por vez (texto, rosto ou cor), e fique com a que ganhar."
        : "Test 2 or 3 thumbnails with YouTube's “Test & compare”, changing one thing at a time (text, face or colour), and keep the winner.";
    case "sales":
      return pt
        ? "Escolha temas em que o seu produto é a solução natural, mostre o resultado na thumbnail e coloque o link no primeiro comentário e no início da descrição."
        : "Pick topics where your product is the natural answer, show the result on the thumbnail and put the link in the pinned comment and at the top of the description.";
    case "retention":
      return pt
        ? "Cumpra nos primeiros 30 segundos o que a thumbnail promete e mostre logo o que vem no vídeo; confira no YouTube Studio onde as pessoas saem."
        : "Deliver what the thumbnail promises in the first 30 seconds and show what's coming; check in YouTube Studio where people leave.";
    case "engagement":
      return pt
        ? "Termine com uma pergunta específica sobre o tema e responda os primeiros comentários na primeira hora."
        : "End with a specific question about the topic and reply to the first comments within the first hour.";
    default:
      return pt
        ? "Transforme em métrica: defina um número e um prazo (ex.: +20% em 30 dias) e acompanhe no YouTube Studio a cada semana."
        : "Make it measurable: set a number and a deadline (e.g. +20% in 30 days) and track it in YouTube Studio every week.";
  }
}

export function nextSteps(context: Context): string[] {
  const { input, pt } = context;
  const lines = [pt ? "## Próximos passos para os seus objetivos" : "## Next steps for your goals", ""];
  if (input.inputs.goals.length === 0) {
    lines.push(
      pt ? "Você não listou objetivos. Um bom começo:" : "You didn't list any goals. A good place to start:",
      "",
      `- ${goalStep("views", context)}`,
      `- ${goalStep("ctr", context)}`,
    );
    return lines;
  }
  for (const goal of input.inputs.goals)
    lines.push(`- **${escapeMarkdownText(goal)}** → ${goalStep(goal, context)}`);
  return lines;
}

type IdeaTemplate = (niche: string, year: number) => Record<TrendLanguage, string>;

const patternIdeas: Partial<Record<TitlePatternId, IdeaTemplate>> = {
  number: (niche) => ({
    pt: `7 erros que todo mundo comete em ${niche}`,
    en: `7 mistakes everyone makes with ${niche}`,
  }),
  firstPerson: (niche) => ({
    pt: `Testei ${niche} por 30 dias — o resultado`,
    en: `I tried ${niche} for 30 days — here's what happened`,
  }),
  question: (niche, year) => ({
    pt: `${niche} ainda vale a pena em ${year}?`,
    en: `Is ${niche} still worth it in ${year}?`,
  }),
  price: (niche) => ({
    pt: `${niche} com R$ 100: o que dá pra fazer?`,
    en: `${niche} on a $100 budget: what can you do?`,
  }),
  versus: (niche) => ({
    pt: `${niche}: barato vs caro — vale a diferença?`,
    en: `Cheap vs expensive ${niche}: is it worth it?`,
  }),
  howTo: (niche) => ({
    pt: `Como começar em ${niche} do zero`,
    en: `How to get started with ${niche} from scratch`,
  }),
  caps: (niche) => ({
    pt: `O ERRO que ninguém te conta sobre ${niche}`,
    en: `The MISTAKE nobody tells you about ${niche}`,
  }),
};

export function videoIdeas({ input, pt, ranked, patterns, sample, niche }: Context): string[] {
  const { language } = input;
  const year = input.now.getUTCFullYear();
  const ideas: { title: string; why: string }[] = [];
  const top = ranked[0];
  if (top)
    ideas.push({
      title: pt ? `A sua versão de ${quote(top.title)}` : `Your take on ${quote(top.title)}`,
      why: pt
        ? `o vídeo que mais passou da curva (${formatOutlier(top.outlier, language)} a mediana), com o seu ângulo`
        : `the video that beat the curve the most (${formatOutlier(top.outlier, language)} the median), from your angle`,
    });
  for (const pattern of patterns) {
    const template = patternIdeas[pattern.id];
    if (!template || ideas.length >= maxIdeas) continue;
    const name = patternNames[pattern.id][language].replace(/ \(.*\)$/, "");
    ideas.push({
      title: capitalise(template(niche, year)[language]),
      why: pt
        ? `${name}: ${pattern.count} de ${sample} títulos de melhor desempenho`
        : `${name}: ${pattern.count} of the ${sample} best-performing titles`,
    });
  }
  const audience = input.inputs.targetAudience
    ? escapeMarkdownText(input.inputs.targetAudience)
    : pt
      ? "quem está começando"
      : "beginners";
  const fallbacks = [
    {
      title: pt
        ? `${niche} para ${audience}: o guia que eu queria ter tido`
        : `${niche} for ${audience}: the guide I wish I'd had`,
      why: pt ? "guia completo, fácil de achar na busca" : "a complete guide, easy to find in search",
    },
    {
      title: pt ? `O que ninguém te conta sobre ${niche}` : `What nobody tells you about ${niche}`,
      why: pt ? "curiosidade: promete um segredo do nicho" : "curiosity: it promises a secret of the niche",
    },
    {
      title: pt ? `${niche}: 5 coisas que mudaram em ${year}` : `${niche}: 5 things that changed in ${year}`,
      why: pt ? "novidade com número: atual e concreto" : "news with a number: timely and concrete",
    },
  ];
  for (const fallback of fallbacks)
    if (ideas.length < minIdeas) ideas.push({ ...fallback, title: capitalise(fallback.title) });
  return [
    pt ? "## Ideias de vídeos" : "## Video ideas",
    "",
    ...ideas.slice(0, maxIdeas).map((idea, index) => `${index + 1}. **${idea.title}** — ${idea.why}`),
  ];
}
