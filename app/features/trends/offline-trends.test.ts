import { afterEach, describe, expect, it, vi } from "vitest";
import {
  markdownToPlainText,
  parseMarkdown,
  type InlineNode,
  type MarkdownBlock,
} from "~/engines/markdown/parse-markdown";
import {
  createOfflineTrendAnalyst,
  detectTitlePatterns,
  escapeMarkdownText,
  offlineTrendAnalysis,
  timeAgo,
} from "~/features/trends/offline-trends";
import type { TrendAnalysisInput, TrendVideo } from "~/features/trends/trend-types";

const now = new Date("2025-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

function video(
  videoId: string,
  title: string,
  views: number,
  outlier: number,
  days: number,
  extra: Partial<TrendVideo> = {},
): TrendVideo {
  return {
    videoId,
    title,
    channelId: "UCniche",
    channelTitle: "Canal do Nicho",
    publishedAt: daysAgo(days),
    views,
    thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    outlier,
    source: "niche",
    ...extra,
  };
}

const videos: TrendVideo[] = [
  video("v1", "Como fazer pão de queijo na air fryer?", 50_000, 1, 40),
  video("v2", "TESTEI 7 receitas na air fryer por R$ 50", 1_234_567, 12.34, 3),
  video("v3", "Frango crocante sem óleo", 20_000, 0.5, 400),
  video("v4", "Air fryer vs forno: qual gasta menos?", 250_000, 3.1, 10),
  video("v5", "Batata frita perfeita", 90_000, 1.8, 70),
  video("v6", "Bolo de caneca em 5 minutos", 30_000, 0.7, 20),
  video("c1", "Minha air fryer favorita", 800_000, 5.5, 5, {
    source: "competitor",
    channelId: "UCbr",
    channelTitle: "Air Fryer BR",
  }),
];

function analysisInput(overrides: Partial<TrendAnalysisInput> = {}): TrendAnalysisInput {
  return {
    inputs: {
      niche: "receitas na air fryer",
      targetAudience: "iniciantes de 25 a 40 anos",
      contentType: "tutoriais",
      goals: [
        "Mais visualizações",
        "Mais inscritos",
        "Aumentar o CTR",
        "Vender meu ebook",
        "Aprender a editar",
      ],
      competitors: ["@airfryerbr", "@sumiu"],
    },
    videos,
    competitors: [
      { input: "@airfryerbr", title: "Air Fryer BR", found: true },
      { input: "@sumiu", title: null, found: false },
    ],
    dataStatus: "ok",
    language: "pt",
    now,
    ...overrides,
  };
}

/** The lines of the `## heading` section (up to the next heading). */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(`## ${heading}`);
  expect(start, `section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter(Boolean);
}

const headings = (markdown: string) => markdown.split("\n").filter((line) => line.startsWith("## "));

afterEach(() => {
  vi.useRealTimers();
});

describe("the offline label", () => {
  it("opens the analysis in Portuguese, with the videos found", () => {
    const markdown = offlineTrendAnalysis(analysisInput());
    expect(markdown.split("\n")[0]).toBe(
      "> **Análise offline** — feita pelo Miniatura sem IA, a partir dos seus dados e dos vídeos do YouTube encontrados.",
    );
    expect(headings(markdown)).toEqual([
      "## Resumo do nicho",
      "## O que está funcionando agora",
      "## Padrões nos títulos",
      "## Dicas de thumbnail",
      "## Concorrentes",
      "## Próximos passos para os seus objetivos",
      "## Ideias de vídeos",
    ]);
  });

  it("opens the analysis in English, with the videos found", () => {
    const markdown = offlineTrendAnalysis(analysisInput({ language: "en" }));
    expect(markdown.split("\n")[0]).toBe(
      "> **Offline analysis** — made by Miniatura without AI, from your inputs and the YouTube videos found.",
    );
    expect(headings(markdown)).toEqual([
      "## Niche summary",
      "## What works now",
      "## Title patterns",
      "## Thumbnail advice",
      "## Competitors",
      "## Next steps for your goals",
      "## Video ideas",
    ]);
  });

  it("says there is no YouTube key and where to add one", () => {
    const input = analysisInput({ videos: [], dataStatus: "no_key" });
    const pt = offlineTrendAnalysis(input).split("\n")[0]!;
    expect(pt).toMatch(
      /^> \*\*Análise offline\*\* — feita pelo Miniatura sem IA, só a partir dos seus dados/,
    );
    expect(pt).toContain("nenhuma chave da API do YouTube");
    expect(pt).toContain("Configurações › YouTube");
    const en = offlineTrendAnalysis({ ...input, language: "en" }).split("\n")[0]!;
    expect(en).toMatch(/^> \*\*Offline analysis\*\* — made by Miniatura without AI, from your inputs only/);
    expect(en).toContain("no YouTube API key");
    expect(en).toContain("Settings › YouTube");
  });

  it("names the YouTube error, and counts the videos gathered before it", () => {
    const none = offlineTrendAnalysis(analysisInput({ videos: [], dataStatus: "quota_exceeded" }));
    expect(none.split("\n")[0]).toContain("a cota diária da API do YouTube acabou");
    const partial = offlineTrendAnalysis(
      analysisInput({ videos: videos.slice(0, 2), dataStatus: "quota_exceeded", language: "en" }),
    );
    expect(partial.split("\n")[0]).toContain("2 YouTube videos found before the search stopped");
    expect(partial.split("\n")[0]).toContain("daily quota is used up");
    expect(offlineTrendAnalysis(analysisInput({ videos: [], dataStatus: "invalid_key" }))).toContain(
      "o YouTube recusou a chave da API",
    );
  });
});

describe("without videos", () => {
  it("still gives every section, with general advice and no made-up figures", () => {
    const markdown = offlineTrendAnalysis(
      analysisInput({
        videos: [],
        competitors: [
          { input: "@airfryerbr", title: null, found: false },
          { input: "@sumiu", title: null, found: false },
        ],
        dataStatus: "no_key",
      }),
    );
    expect(section(markdown, "O que está funcionando agora").join("\n")).toMatch(/^Sem vídeos do YouTube/);
    expect(section(markdown, "Padrões nos títulos").join("\n")).toMatch(/^Sem títulos para ler/);
    expect(markdown).not.toMatch(/visualizações ·|\d×/);
    // Competitors weren't looked up without a key: "not checked", not "not found".
    expect(section(markdown, "Concorrentes")).toEqual([
      "- **@airfryerbr**: não verificado (sem dados do YouTube).",
      "- **@sumiu**: não verificado (sem dados do YouTube).",
    ]);
    const ideas = section(markdown, "Ideias de vídeos");
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.length).toBeLessThanOrEqual(5);
  });
});

describe("what works now", () => {
  it("lists the top 5 outliers, best first, with formatted figures", () => {
    const items = section(offlineTrendAnalysis(analysisInput()), "O que está funcionando agora").slice(1);
    expect(items).toEqual([
      "1. “TESTEI 7 receitas na air fryer por R$ 50” — Canal do Nicho · 1.234.567 visualizações · **12,3×** a mediana · há 3 dias",
      "2. “Minha air fryer favorita” — Air Fryer BR (concorrente) · 800.000 visualizações · **5,5×** a mediana · há 5 dias",
      "3. “Air fryer vs forno: qual gasta menos?” — Canal do Nicho · 250.000 visualizações · **3,1×** a mediana · há 10 dias",
      "4. “Batata frita perfeita” — Canal do Nicho · 90.000 visualizações · **1,8×** a mediana · há 2 meses",
      "5. “Como fazer pão de queijo na air fryer?” — Canal do Nicho · 50.000 visualizações · **1×** a mediana · há 5 semanas",
    ]);
  });

  it("uses English separators and wording", () => {
    const items = section(offlineTrendAnalysis(analysisInput({ language: "en" })), "What works now");
    expect(items[1]).toBe(
      "1. “TESTEI 7 receitas na air fryer por R$ 50” — Canal do Nicho · 1,234,567 views · **12.3×** the median · 3 days ago",
    );
  });

  it("summarises the niche's median and how many videos beat it", () => {
    const summary = section(offlineTrendAnalysis(analysisInput()), "Resumo do nicho");
    expect(summary).toContain(
      "- **Base:** 6 vídeos recentes do nicho (mediana de 70.000 visualizações) e 1 vídeo de concorrentes.",
    );
    expect(summary).toContain(
      "2 de 6 vídeos do nicho fizeram 2× ou mais a mediana: há espaço para quem acerta o tema e a embalagem.",
    );
    expect(summary).toContain(
      "3 dos 5 vídeos de melhor desempenho saíram nos últimos 30 dias: o assunto está quente agora.",
    );
  });

  it("says how long ago, relative to the analysis date", () => {
    expect(timeAgo(daysAgo(0), now, "pt")).toBe("agora há pouco");
    expect(timeAgo(new Date(now.getTime() - 5 * 60 * 60 * 1000).toISOString(), now, "en")).toBe(
      "5 hours ago",
    );
    expect(timeAgo(daysAgo(1), now, "pt")).toBe("há 1 dia");
    expect(timeAgo(daysAgo(13), now, "en")).toBe("13 days ago");
    expect(timeAgo(daysAgo(21), now, "pt")).toBe("há 3 semanas");
    expect(timeAgo(daysAgo(90), now, "en")).toBe("3 months ago");
    expect(timeAgo(daysAgo(800), now, "pt")).toBe("há 2 anos");
    expect(timeAgo("not a date", now, "pt")).toBe("");
  });
});

describe("title patterns", () => {
  it("counts only the patterns the titles use", () => {
    const patterns = detectTitlePatterns([
      "TESTEI 7 receitas por R$ 50",
      "Qual é melhor?",
      "I tried the $5 meal for a week",
      "Flamengo x Palmeiras (ao vivo) 🔥",
      "Receita simples",
    ]);
    const counts = Object.fromEntries(patterns.map((pattern) => [pattern.id, pattern.count]));
    expect(counts).toEqual({
      number: 2,
      price: 2,
      firstPerson: 2,
      caps: 1,
      question: 1,
      versus: 1,
      brackets: 1,
      emoji: 1,
    });
    expect(patterns[0]).toEqual({ id: "number", count: 2, example: "TESTEI 7 receitas por R$ 50" });
    expect(detectTitlePatterns(["Receita simples", "Pão caseiro"])).toEqual([]);
  });

  it("lists the patterns with how many of the best titles use them, and their length", () => {
    const lines = section(offlineTrendAnalysis(analysisInput()), "Padrões nos títulos");
    expect(lines[0]).toBe("Nos 7 títulos de melhor desempenho:");
    expect(lines).toContain("- **Perguntas (“?”)** — 2 de 7 (ex.: “Air fryer vs forno: qual gasta menos?”)");
    expect(lines).toContain(
      "- **Preço ou dinheiro (R$, $)** — 1 de 7 (ex.: “TESTEI 7 receitas na air fryer por R$ 50”)",
    );
    expect(lines.at(-1)).toMatch(/^- \*\*Tamanho\*\* — mediana de \d+ caracteres; 7 de 7 têm até 60/);
    expect(lines.join("\n")).not.toMatch(/Emoji|Parênteses/);
  });

  it("leaves out what no title does", () => {
    const plain = [video("p1", "Receita simples", 1000, 1, 3), video("p2", "Pão caseiro", 2000, 2, 4)];
    const lines = section(offlineTrendAnalysis(analysisInput({ videos: plain })), "Padrões nos títulos");
    expect(lines).toEqual([
      "Nos 2 títulos de melhor desempenho:",
      "- **Tamanho** — mediana de 13 caracteres; 2 de 2 têm até 60 e não são cortados no feed",
    ]);
  });
});

describe("advice, competitors, goals and ideas", () => {
  it("tailors the thumbnail advice to the content type and the audience", () => {
    const pt = section(offlineTrendAnalysis(analysisInput()), "Dicas de thumbnail").join("\n");
    expect(pt).toContain("3–4 palavras");
    expect(pt).toContain("Canto inferior direito livre");
    expect(pt).toMatch(/Rosto e emoção/);
    expect(pt).toContain("Tutoriais: mostre o resultado final");
    expect(pt).toContain("Para iniciantes");
    const en = section(
      offlineTrendAnalysis(
        analysisInput({
          language: "en",
          inputs: { ...analysisInput().inputs, contentType: "gameplay", targetAudience: "retirees" },
        }),
      ),
      "Thumbnail advice",
    ).join("\n");
    expect(en).toContain("Gaming: the character");
    expect(en).toContain("**Think of retirees:**");
  });

  it("notes each competitor, found or not, with its best outlier", () => {
    expect(section(offlineTrendAnalysis(analysisInput()), "Concorrentes")).toEqual([
      "- **@airfryerbr** (Air Fryer BR): melhor vídeo recente “Minha air fryer favorita”, com 5,5× a mediana do canal (800.000 visualizações, há 5 dias).",
      "- **@sumiu**: não encontrado no YouTube — confira o endereço do canal.",
    ]);
  });

  it("turns each goal into a next step, by keyword, with a default", () => {
    const steps = section(offlineTrendAnalysis(analysisInput()), "Próximos passos para os seus objetivos");
    expect(steps).toHaveLength(5);
    expect(steps[0]).toMatch(
      /^- \*\*Mais visualizações\*\* → Faça a sua versão .*“TESTEI 7 receitas na air fryer por R\$ 50”, 12,3×/,
    );
    expect(steps[1]).toMatch(/^- \*\*Mais inscritos\*\* → .*série/);
    expect(steps[2]).toMatch(/^- \*\*Aumentar o CTR\*\* → Teste 2 ou 3 thumbnails/);
    expect(steps[3]).toMatch(/^- \*\*Vender meu ebook\*\* → .*produto/);
    expect(steps[4]).toMatch(/^- \*\*Aprender a editar\*\* → Transforme em métrica/);
    const en = section(
      offlineTrendAnalysis(
        analysisInput({ language: "en", inputs: { ...analysisInput().inputs, goals: ["More subscribers"] } }),
      ),
      "Next steps for your goals",
    );
    expect(en).toEqual([expect.stringMatching(/^- \*\*More subscribers\*\* → Turn the topic .* series/)]);
  });

  it("proposes 3 to 5 video ideas from the niche and the patterns found", () => {
    const ideas = section(offlineTrendAnalysis(analysisInput()), "Ideias de vídeos");
    expect(ideas).toHaveLength(5);
    expect(ideas[0]).toMatch(/^1\. \*\*A sua versão de “TESTEI 7 receitas na air fryer por R\$ 50”\*\*/);
    expect(ideas.slice(1).every((idea) => /receitas na air fryer/i.test(idea))).toBe(true);
    expect(ideas.join("\n")).toContain("Receitas na air fryer ainda vale a pena em 2025?");
  });
});

/** Every inline node in the blocks, nested ones included. */
function inlineNodes(blocks: readonly MarkdownBlock[]): InlineNode[] {
  const nodes: InlineNode[] = [];
  const visit = (inline: readonly InlineNode[]) => {
    for (const node of inline) {
      nodes.push(node);
      if ("children" in node) visit(node.children);
    }
  };
  for (const block of blocks) {
    if (block.type === "heading" || block.type === "paragraph") visit(block.children);
    if (block.type === "list") for (const item of block.items) nodes.push(...inlineNodes(item));
    if (block.type === "blockquote") nodes.push(...inlineNodes(block.children));
  }
  return nodes;
}

describe("user text", () => {
  it("escapes the characters markdown would read as formatting", () => {
    expect(escapeMarkdownText("*foo* [x](y)")).toBe("\\*foo\\* \\[x\\](y)");
    expect(escapeMarkdownText("# Título")).toBe("\\# Título");
    expect(escapeMarkdownText("- item")).toBe("\\- item");
    expect(escapeMarkdownText("1. item")).toBe("1\\. item");
    expect(escapeMarkdownText("snake_case `code` ~~x~~ <b> a|b")).toBe(
      "snake\\_case \\`code\\` \\~\\~x\\~\\~ \\<b\\> a\\|b",
    );
    expect(escapeMarkdownText("  two\nlines  ")).toBe("two lines");
    expect(escapeMarkdownText("see https://example.com")).toBe("see https\\://example.com");
    expect(escapeMarkdownText("Receitas na air fryer")).toBe("Receitas na air fryer");
  });

  it("keeps a niche like *foo* [x](y) as literal text everywhere", () => {
    const niche = "*foo* [x](y)";
    const input = analysisInput({
      inputs: { ...analysisInput().inputs, niche, goals: ["**mais** views"], targetAudience: "_todos_" },
      videos: [video("t1", "[clique](https://example.com) *agora*", 1000, 2, 1)],
    });
    const markdown = offlineTrendAnalysis(input);
    const nodes = inlineNodes(parseMarkdown(markdown));
    expect(nodes.some((node) => node.type === "link")).toBe(false);
    expect(nodes.filter((node) => node.type === "em")).toHaveLength(0);
    const plain = markdownToPlainText(markdown);
    expect(plain).toContain("Nicho: *foo* [x](y)");
    expect(plain).toContain("“[clique](https://example.com) *agora*”");
    expect(plain).toContain("**mais** views");
    expect(plain).toContain("_todos_");
  });
});

describe("the offline analyst", () => {
  it("is named offline and gives the same text for the same input, whatever the clock says", async () => {
    const analyst = createOfflineTrendAnalyst();
    expect(analyst.name).toBe("offline");
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const first = await analyst.analyze(analysisInput());
    vi.setSystemTime(new Date("2020-01-01T00:00:00Z"));
    const second = await analyst.analyze(analysisInput());
    expect(second).toBe(first);
    expect(first).toBe(offlineTrendAnalysis(analysisInput()));
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createOfflineTrendAnalyst().analyze(analysisInput(), controller.signal)).rejects.toThrow();
  });
});
