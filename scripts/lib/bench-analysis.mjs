// Trend analysis figures: in Node's V8, the offline analyst on a typical input (12 niche videos,
// 2 competitors with 4 videos each) and the safe markdown view rendering its answer and a 60,000-
// character hostile answer to HTML; over HTTP against the running app (offline analyst, no YouTube
// key, so no network), a submitted analysis form → the analysis page.
import { loadAppModules } from "./load-app-modules.mjs";
import { aiPacer, timingSummary } from "./bench-browser.mjs";

const loadModules = () =>
  loadAppModules({
    offline: "app/features/trends/offline-trends.ts",
    parser: "app/engines/markdown/parse-markdown.ts",
    view: "app/ui/markdown-view.tsx",
  });

function sampleInput() {
  const now = new Date("2026-11-20T12:00:00Z");
  const video = (index, source, channel) => ({
    videoId: `vid${String(index).padStart(8, "0")}`,
    title: [`7 erros na air fryer #${index}`, `Testei a air fryer de R$ 200?`, `Pão de queijo em 10 minutos`][
      index % 3
    ],
    channelId: `UC${channel.padEnd(22, "x")}`,
    channelTitle: channel,
    publishedAt: new Date(now.getTime() - index * 5 * 86_400_000).toISOString(),
    views: 10_000 + ((index * 7919) % 90_000),
    thumbnail: `https://i.ytimg.com/vi/vid${String(index).padStart(8, "0")}/maxresdefault.jpg`,
    outlier: 0.5 + ((index * 13) % 40) / 10,
    source,
  });
  return {
    inputs: {
      niche: "air fryer",
      targetAudience: "iniciantes",
      contentType: "receitas",
      goals: ["mais visualizações", "mais inscritos"],
      competitors: ["@cozinhadavovo", "@airfryerpro"],
    },
    videos: [
      ...Array.from({ length: 12 }, (_, i) => video(i, "niche", `Canal ${i % 5}`)),
      ...Array.from({ length: 4 }, (_, i) => video(20 + i, "competitor", "Cozinha da Vovó")),
      ...Array.from({ length: 4 }, (_, i) => video(30 + i, "competitor", "Air Fryer Pro")),
    ],
    competitors: [
      { input: "@cozinhadavovo", title: "Cozinha da Vovó", found: true },
      { input: "@airfryerpro", title: "Air Fryer Pro", found: true },
    ],
    dataStatus: "ok",
    language: "pt",
    now,
  };
}

function timed(runs, work) {
  const times = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    work();
    if (i >= 3) times.push(performance.now() - started);
  }
  return timingSummary(times);
}

export async function analysisFigures(runs = 50) {
  const { server, offline, parser, view } = await loadModules();
  try {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const input = sampleInput();
    const markdown = offline.offlineTrendAnalysis(input);
    const hostile = `<script>alert(1)</script> ${"**[x](javascript:1) *".repeat(3000)}`.slice(0, 60_000);
    // As the page does it: the loader parses, the view renders the blocks.
    const show = (source) =>
      renderToStaticMarkup(createElement(view.MarkdownView, { blocks: parser.parseMarkdown(source) }));
    return {
      analyst: timed(runs, () => offline.offlineTrendAnalysis(input)),
      render: timed(runs, () => show(markdown)),
      hostile: timed(runs, () => show(hostile)),
      markdownChars: markdown.length,
    };
  } finally {
    await server.close();
  }
}

/** Submits the trend form `runs` times (a Pro account: 40 a month) and times each answer page. */
export async function trendRequestFigures(base, cookie, runs) {
  const headers = { Cookie: cookie, Origin: base, "Accept-Language": "pt-BR" };
  const times = [];
  for (let i = 0; i < runs; i++) {
    const body = new URLSearchParams({
      intent: "analyze",
      requestId: crypto.randomUUID(),
      niche: `receitas na air fryer ${i}`,
      goals: "Mais visualizações",
    });
    await aiPacer.take();
    const started = performance.now();
    const posted = await fetch(`${base}/analise-tendencias`, {
      method: "POST",
      body,
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    if (posted.status !== 303) throw new Error(`trends: the form was refused (${posted.status})`);
    const page = await fetch(new URL(posted.headers.get("Location"), base), { headers });
    if (!(await page.text()).includes('data-testid="trend-analysis"')) throw new Error("trends: no analysis");
    times.push(performance.now() - started);
  }
  return timingSummary(times);
}
