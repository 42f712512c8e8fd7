import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { readCompressForm } from "~/features/compress/compress-fields";
import { CompressFormSchema } from "~/features/compress/compress-form";

const parse = (image: File | string | null, targetMb: string) => {
  const data = new FormData();
  if (image !== null) data.set("image", image);
  data.set("targetMb", targetMb);
  return parseWithZod(data, { schema: CompressFormSchema });
};
const png = new File([new Uint8Array([1])], "a.png", { type: "image/png" });

describe("the compressor's form", () => {
  it("reads a picture and a target with a comma", () => {
    const submission = parse(png, "3,5");
    expect(submission.status === "success" && submission.value.targetMb).toBe(3.5);
  });

  it("refuses what is not a picture, and a target out of range, with their keys", () => {
    expect(parse(new File(["text"], "a.txt", { type: "text/plain" }), "2").reply().error).toEqual({
      image: ["compress.invalidImage"],
    });
    expect(parse(null, "2").reply().error?.image).toEqual(["compress.invalidImage"]);
    expect(parse(png, "11").reply().error).toEqual({ targetMb: ["compress.invalidTarget"] });
    expect(parse(png, "").reply().error).toEqual({ targetMb: ["compress.invalidTarget"] });
  });

  it("keeps what was typed for the page to show again", () => {
    expect(parse("text", "abc").reply().initialValue).toMatchObject({ targetMb: "abc" });
  });
});

describe("the in-browser check of the same form", () => {
  const cases: Array<[File | string | null, string]> = [
    [png, "3,5"],
    [new File(["text"], "a.txt", { type: "text/plain" }), "2"],
    [null, "2"],
    [png, "11"],
    [png, ""],
    ["text", "abc"],
    [new File([], "empty.png", { type: "image/png" }), "1"],
  ];

  it("accepts and refuses exactly what the action's schema does, with the same keys", () => {
    for (const [image, targetMb] of cases) {
      const data = new FormData();
      if (image !== null) data.set("image", image);
      data.set("targetMb", targetMb);
      const submission = parse(image, targetMb);
      const read = readCompressForm(data);
      if (submission.status === "success") expect(read).toEqual(submission.value);
      else expect("errors" in read && read.errors).toEqual(submission.reply().error);
    }
  });
});
