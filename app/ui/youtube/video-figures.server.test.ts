import { describe, expect, it } from "vitest";
import { withFigureLabels } from "~/ui/youtube/video-figures.server";

describe("a video's figures, formatted by the loader", () => {
  it("labels each video's views and outlier score and keeps everything else", () => {
    const [video] = withFigureLabels([{ videoId: "abc", views: 1234567, outlier: 2.46 }], "pt");
    expect(video).toEqual({
      videoId: "abc",
      views: 1234567,
      outlier: 2.46,
      viewsLabel: "1.234.567",
      outlierLabel: "2,5",
    });
    expect(withFigureLabels([{ views: 1234567, outlier: 2.46 }], "en")[0]).toMatchObject({
      viewsLabel: "1,234,567",
      outlierLabel: "2.5",
    });
  });
});
