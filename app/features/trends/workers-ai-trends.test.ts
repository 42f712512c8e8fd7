import { describe, expect, it } from "vitest";
import { createFakeWorkersAi } from "../../../tests/fakes/workers-ai";
import { createTrendAnalyst } from "~/features/trends/create-trend-analyst";
import { TREND_PROMPT_START } from "~/features/trends/openai-trends";
import type { TrendAnalysisInput } from "~/features/trends/trend-types";

const input: TrendAnalysisInput = {
  inputs: { niche: "Air fryer", targetAudience: "", contentType: "", goals: [], competitors: [] },
  videos: [
    {
      videoId: "v1",
      title: "5 receitas de air fryer",
      channelId: "c1",
      channelTitle: "Canal",
      publishedAt: "2026-11-01T00:00:00Z",
      views: 120_000,
      thumbnail: "https://i.ytimg.com/vi/v1/hqdefault.jpg",
      outlier: 4.2,
      source: "niche",
    },
  ],
  competitors: [],
  dataStatus: "ok",
  language: "pt",
  now: new Date("2026-11-20T00:00:00Z"),
};

describe("the trend analyst on Workers AI", () => {
  it("sends the trend prompt and the data, and returns the markdown answer", async () => {
    const fake = createFakeWorkersAi();
    const analyst = createTrendAnalyst({ AI: fake.binding });
    expect(analyst.name).toBe("workers-ai");
    const analysis = await analyst.analyze(input);
    expect(analysis).toContain("## Análise de tendências: Air fryer");
    expect(analysis).toContain("- 5 receitas de air fryer");
    const messages = fake.calls[0]!.inputs.messages as { role: string; content: string }[];
    expect(messages[0]?.content.startsWith(TREND_PROMPT_START)).toBe(true);
    expect(JSON.parse(messages[1]!.content).videos[0].views).toBe(120_000);
  });

  it("throws on an empty, malformed or late answer (so nothing is charged)", async () => {
    const fake = createFakeWorkersAi();
    const analyst = createTrendAnalyst({ AI: fake.binding, WORKERS_AI_TIMEOUT_MS: 50 });
    for (const [mode, kind] of [
      ["empty", "refused"],
      ["malformed", "malformed"],
      ["slow", "timeout"],
    ] as const) {
      fake.failNext(mode);
      await expect(analyst.analyze(input)).rejects.toMatchObject({ kind });
    }
  });
});
