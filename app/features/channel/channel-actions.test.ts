import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ChannelActionSchema } from "~/features/channel/channel-actions";

const parse = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: ChannelActionSchema });
};

describe("the channel analysis page's posts", () => {
  it("takes a picked thumbnail with its title and channel cut to 200 characters", () => {
    const submission = parse({ intent: "use-thumbnail", videoId: "dQw4w9WgXcQ", title: "t".repeat(300) });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "use-thumbnail",
      videoId: "dQw4w9WgXcQ",
      title: "t".repeat(200),
      channel: "",
    });
  });

  it("refuses a video id that is not one, with the page's message", () => {
    expect(parse({ intent: "use-thumbnail", videoId: "../../etc" }).reply().error?.videoId).toEqual([
      "channel.imageFailed",
    ]);
    expect(parse({ intent: "use-thumbnail" }).reply().error?.videoId).toEqual(["channel.imageFailed"]);
  });

  it("leaves an odd history id to the delete, and refuses an unknown intent", () => {
    expect(parse({ intent: "delete-history", id: "nope" }).status).toBe("success");
    expect(parse({ intent: "explode" }).status).toBe("error");
  });
});
