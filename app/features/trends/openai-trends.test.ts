import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/fakes/openai";
import { DEFAULT_CHAT_MODEL } from "~/core/ai/openai-defaults";
import { createTrendAnalyst } from "~/features/trends/create-trend-analyst";
import {
  TREND_PROMPT_START,
  type TrendRequestPayload,
  createOpenAiTrendAnalyst,
  trendSystemPrompt,
  unwrapMarkdownFence,
} from "~/features/trends/openai-trends";
import type { TrendAnalysisInput, TrendVideo } from "~/features/trends/trend-types";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const analyst = () => createOpenAiTrendAnalyst({ apiKey: "sk-test", baseURL: fake.baseURL });

function video(videoId: string, title: string, views: number, outlier: number, source: TrendVideo["source"]) {
  return {
    videoId,
    title,
    channelId: `UC${videoId}`,
    channelTitle: source === "niche" ? "Canal do Nicho" : "Air Fryer BR",
    publishedAt: "2025-06-10T15:00:00Z",
    views,
    thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    outlier,
    source,
  } satisfies TrendVideo;
}

const input: TrendAnalysisInput = {
  inputs: {
    niche: "receitas na air fryer",
    targetAudience: "iniciantes",
    contentType: "tutoriais",
    goals: ["Mais visualizações", "Mais inscritos"],
    competitors: ["@airfryerbr"],
  },
  videos: [
    video("v1", "Batata frita perfeita", 90_000, 1.8, "niche"),
    video("v2", "TESTEI 7 receitas por R$ 50", 1_234_567, 12.3, "niche"),
    video("c1", "Minha air fryer favorita", 800_000, 5.5, "competitor"),
  ],
  competitors: [{ input: "@airfryerbr", title: "Air Fryer BR", found: true }],
  dataStatus: "ok",
  language: "pt",
  now: new Date("2025-06-15T12:00:00Z"),
};

interface SentMessage {
  role: string;
  content: string;
}

describe("the OpenAI trend analyst", () => {
  it("sends the system prompt, the inputs and the videos, and returns the grounded answer", async () => {
    const analysis = await analyst().analyze(input);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-test" });
    expect(request!.body).toMatchObject({ model: DEFAULT_CHAT_MODEL });
    expect(request!.body!.stream).toBeFalsy();
    const [system, user, ...rest] = request!.body!.messages as SentMessage[];
    expect(rest).toEqual([]);
    expect(system!.role).toBe("system");
    expect(system!.content.startsWith(TREND_PROMPT_START)).toBe(true);
    expect(system!.content).toBe(trendSystemPrompt("pt"));
    expect(system!.content).toContain("Brazilian Portuguese");
    expect(system!.content).toMatch(/never invent numbers/);
    expect(system!.content).toMatch(/no HTML/);
    expect(user!.role).toBe("user");
    const payload = JSON.parse(user!.content) as TrendRequestPayload;
    expect(payload).toMatchObject({ language: "pt", today: "2025-06-15", dataStatus: "ok" });
    expect(payload.inputs).toEqual(input.inputs);
    expect(payload.competitors).toEqual(input.competitors);
    // Best outlier first, each with what the analysis may cite.
    expect(payload.videos).toEqual([
      {
        title: "TESTEI 7 receitas por R$ 50",
        channel: "Canal do Nicho",
        views: 1_234_567,
        publishedAt: "2025-06-10T15:00:00Z",
        outlier: 12.3,
        source: "niche",
      },
      expect.objectContaining({ title: "Minha air fryer favorita", channel: "Air Fryer BR", outlier: 5.5 }),
      expect.objectContaining({ title: "Batata frita perfeita", views: 90_000, source: "niche" }),
    ]);

    const lines = analysis.split("\n");
    expect(lines[0]).toBe("## Análise de tendências: receitas na air fryer");
    expect(lines.filter((line) => line.startsWith("- "))).toEqual([
      "- TESTEI 7 receitas por R$ 50",
      "- Minha air fryer favorita",
      "- Batata frita perfeita",
    ]);
  });

  it("asks for English when the creator reads English, and says when there is no data", async () => {
    const analysis = await analyst().analyze({ ...input, language: "en", videos: [], dataStatus: "no_key" });
    const system = (fake.requests[0]!.body!.messages as SentMessage[])[0]!.content;
    expect(system).toBe(trendSystemPrompt("en"));
    expect(system).toContain("Write the analysis in English");
    expect(system).toContain("Settings › YouTube");
    expect(analysis).toBe("## Trend analysis: receitas na air fryer\n\nNo YouTube videos (no_key).");
  });

  it("uses the model it is given", async () => {
    await createOpenAiTrendAnalyst({ apiKey: "sk-test", baseURL: fake.baseURL, model: "gpt-test" }).analyze(
      input,
    );
    expect(fake.requests[0]!.body).toMatchObject({ model: "gpt-test" });
  });

  it("strips a ```markdown fence wrapped around the answer", async () => {
    fake.replyWith("```markdown\n## Resumo do nicho\n\n- **12,3×** a mediana\n```");
    expect(await analyst().analyze(input)).toBe("## Resumo do nicho\n\n- **12,3×** a mediana");
    expect(unwrapMarkdownFence("```\n## Title\n```\n")).toBe("## Title");
    expect(unwrapMarkdownFence("## Title\n\n```js\nx\n```")).toBe("## Title\n\n```js\nx\n```");
  });

  it("throws on an empty answer", async () => {
    fake.replyWith("   ");
    await expect(analyst().analyze(input)).rejects.toThrow(/empty/);
  });

  it("throws when OpenAI answers with an error", async () => {
    fake.failNext(401);
    await expect(analyst().analyze(input)).rejects.toThrow(/401/);
    // A server error is retried once before it surfaces.
    fake.failNext(500, 2);
    await expect(analyst().analyze(input)).rejects.toThrow(/500/);
    expect(fake.requests).toHaveLength(3);
  });
});

describe("the fake OpenAI server", () => {
  it("streams the trend reply too, when asked to", async () => {
    const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, maxRetries: 0 });
    const stream = await client.chat.completions.create({
      model: DEFAULT_CHAT_MODEL,
      stream: true,
      messages: [
        { role: "system", content: trendSystemPrompt("en") },
        {
          role: "user",
          content: JSON.stringify({
            language: "en",
            inputs: { niche: "chess" },
            videos: [{ title: "Opening traps" }],
          }),
        },
      ],
    });
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk.choices[0]?.delta?.content ?? "");
    expect(chunks.filter(Boolean).length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe("## Trend analysis: chess\n\nVideos analysed:\n\n- Opening traps");
  });
});

describe("createTrendAnalyst", () => {
  it("is offline without a key and OpenAI with one", async () => {
    expect(createTrendAnalyst({}).name).toBe("offline");
    expect(createTrendAnalyst({ OPENAI_API_KEY: "  " }).name).toBe("offline");
    const offline = await createTrendAnalyst({}).analyze(input);
    expect(offline).toMatch(/^> \*\*Análise offline\*\*/);
    expect(fake.requests).toHaveLength(0);

    const online = createTrendAnalyst({
      OPENAI_API_KEY: " sk-test ",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_CHAT_MODEL: "gpt-configured",
    });
    expect(online.name).toBe("openai");
    expect(await online.analyze(input)).toMatch(/^## Análise de tendências: receitas na air fryer/);
    expect(fake.requests[0]).toMatchObject({ authorization: "Bearer sk-test" });
    expect(fake.requests[0]!.body).toMatchObject({ model: "gpt-configured" });
  });
});
