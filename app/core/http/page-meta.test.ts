import type { MetaArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { privatePageMeta } from "~/core/http/page-meta";

const matchesWith = (translations: unknown) =>
  [{ id: "root", data: { translations } }] as unknown as MetaArgs["matches"];

describe("privatePageMeta", () => {
  it("titles a tool page from its section's metaTitle and keeps it out of search engines", () => {
    expect(
      privatePageMeta(matchesWith({ trends: { metaTitle: "Trend analysis — Miniatura" } }), "trends"),
    ).toEqual([{ title: "Trend analysis — Miniatura" }, { name: "robots", content: "noindex" }]);
  });

  it("falls back to the given title, or the app's name, while the translations are missing", () => {
    expect(privatePageMeta(matchesWith({}), "upscale", "Upscale — Miniatura")[0]).toEqual({
      title: "Upscale — Miniatura",
    });
    expect(privatePageMeta([] as unknown as MetaArgs["matches"], "dashboard")[0]).toEqual({
      title: "Miniatura",
    });
  });
});
