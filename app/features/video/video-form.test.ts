import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { VideoFormSchema } from "~/features/video/video-form";

const form = (fields: Record<string, string | File | (string | File)[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return parseWithZod(data, { schema: VideoFormSchema });
};

const picture = () => new File([new Uint8Array([1, 2, 3])], "frame.jpg", { type: "image/jpeg" });

describe("the video page's form", () => {
  it("reads an analysis whose frames match the video's length", () => {
    const submission = form({
      intent: "analyze",
      timestamp: "1700000000000",
      duration: "30",
      frames: "6",
      frameTimes: "2.5,7.5,12.5,17.5,22.5,27.5",
      title: "  Meu vídeo  ",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      intent: "analyze",
      timestamp: 1700000000000,
      duration: 30,
      frames: 6,
      frameTimes: [2.5, 7.5, 12.5, 17.5, 22.5, 27.5],
      title: "Meu vídeo",
    });
  });

  it("refuses an analysis whose numbers disagree, as a form error", () => {
    const submission = form({ intent: "analyze", timestamp: "1700000000000", duration: "30", frames: "5" });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.[""]).toEqual(["video.invalidRequest"]);
  });

  it("says a too long title before anything else", () => {
    const submission = form({ intent: "analyze", title: "x".repeat(101) });
    expect(submission.reply().error?.title).toEqual(["video.videoTitleTooLong"]);
    expect(submission.reply().error?.[""]).toBeUndefined();
  });

  it("keeps only the files among the pictures, one or many", () => {
    const one = form({ intent: "pictures", pictures: picture() });
    expect(one.status === "success" && one.value.intent === "pictures" && one.value.pictures).toHaveLength(1);
    const mixed = form({ intent: "pictures", pictures: [picture(), "not a file", picture()] });
    expect(
      mixed.status === "success" && mixed.value.intent === "pictures" && mixed.value.pictures,
    ).toHaveLength(2);
    const none = form({ intent: "pictures" });
    expect(none.status === "success" && none.value.intent === "pictures" && none.value.pictures).toEqual([]);
  });

  it("refuses a title that is not text with a key", () => {
    const submission = form({ intent: "pictures", title: new File(["x"], "title.txt") });
    expect(submission.reply().error?.title).toEqual(["video.invalidRequest"]);
  });

  it("refuses an unknown intent", () => {
    expect(form({ intent: "explode" }).reply().error?.intent).toEqual(["video.invalidRequest"]);
    expect(form({}).status).toBe("error");
  });
});
