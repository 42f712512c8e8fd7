import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { UpscaleFormSchema } from "~/features/upscale/upscale-form";

const parse = (image: File | null, target?: string) => {
  const data = new FormData();
  if (image) data.set("image", image);
  if (target !== undefined) data.set("target", target);
  return parseWithZod(data, { schema: UpscaleFormSchema });
};
const png = new File([new Uint8Array([1])], "a.png", { type: "image/png" });

describe("the upscale form", () => {
  it("reads a picture and a target", () => {
    expect(parse(png, "8K").status).toBe("success");
  });

  it("asks for a picture and a target with the page's keys", () => {
    expect(parse(null, "4K").reply().error).toEqual({ image: ["upscale.chooseImage"] });
    expect(parse(new File([], "empty.png", { type: "image/png" }), "4K").reply().error?.image).toEqual([
      "upscale.chooseImage",
    ]);
    expect(parse(png, "16K").reply().error).toEqual({ target: ["upscale.chooseTarget"] });
    expect(parse(png).reply().error).toEqual({ target: ["upscale.chooseTarget"] });
  });
});
