import { describe, expect, it } from "vitest";
import { createBackgroundPainter } from "~/core/ai/create-background-painter";
import { openAiOptions } from "~/core/ai/openai-defaults";
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";

const brief: ThumbnailBrief = {
  language: "en",
  niche: "Finance",
  title: "How I saved $10k",
  headline: "Saved $10k",
  audience: "Beginners",
  style: "bold",
  palette: "yellow-black",
  effects: ["outline"],
  highlight: "arrow",
  platform: "both",
  mood: "curiosity",
  restrictions: "",
};

describe("the background painter for the environment", () => {
  it("paints nothing without a key (the renderer composes offline backgrounds)", async () => {
    for (const config of [{}, { OPENAI_API_KEY: "   " }]) {
      const painter = createBackgroundPainter(config);
      expect(painter.name).toBe("offline");
      expect(await painter.backgrounds({ brief, count: 3, seed: "job" })).toBeNull();
    }
  });

  it("uses OpenAI with a key", () => {
    expect(createBackgroundPainter({ OPENAI_API_KEY: "sk-test" }).name).toBe("openai");
  });

  it("reads the OpenAI settings trimmed, blanks left to the defaults", () => {
    expect(
      openAiOptions({
        OPENAI_API_KEY: " sk-test ",
        OPENAI_BASE_URL: " ",
        OPENAI_CHAT_MODEL: " gpt-test ",
        OPENAI_TIMEOUT_MS: 5000,
      }),
    ).toEqual({
      apiKey: "sk-test",
      baseURL: undefined,
      chatModel: "gpt-test",
      imageModel: undefined,
      timeoutMs: 5000,
    });
    expect(openAiOptions({})).toBeNull();
  });
});
