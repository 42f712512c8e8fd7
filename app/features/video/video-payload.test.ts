import { describe, expect, it } from "vitest";
import { isUuid } from "~/core/db/ids";
import { videoFrameKey } from "~/core/storage/keys";
import { videoAnalysisJobId } from "~/features/video/video-payload";

describe("a video's frame set", () => {
  it("lives under the videos prefix at {userId}/frames/{timestamp}_{index}.jpg", () => {
    expect(videoFrameKey("u1", 1763900000000, 3)).toBe("videos/u1/frames/1763900000000_3.jpg");
  });

  it("names its job: the same set always gives the same UUID, another set or user another", async () => {
    const id = await videoAnalysisJobId("u1", 1763900000000);
    expect(isUuid(id)).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await videoAnalysisJobId("u1", 1763900000000)).toBe(id);
    expect(await videoAnalysisJobId("u1", 1763900000001)).not.toBe(id);
    expect(await videoAnalysisJobId("u2", 1763900000000)).not.toBe(id);
  });
});
