import { describe, expect, it } from "vitest";
import { attachmentDisposition, downloadFileName, thumbnailSrcSet } from "./image-urls";

describe("download names (spec 2 §9: .jpg named after the title)", () => {
  it("keeps the title, accents included, and adds .jpg", () => {
    expect(downloadFileName("Bolo em 10 minutos")).toEqual({
      utf8: "Bolo em 10 minutos.jpg",
      ascii: "Bolo em 10 minutos.jpg",
    });
    expect(downloadFileName("Ação: pão de queijo?")).toEqual({
      utf8: "Ação pão de queijo.jpg",
      ascii: "Acao pao de queijo.jpg",
    });
  });

  it("drops what file systems refuse and never starts with a dot", () => {
    expect(downloadFileName('../a/b\\c*"d"<e>|f\u0007').utf8).toBe("a b c d e f.jpg");
    expect(downloadFileName("   ").utf8).toBe("thumbnail.jpg");
    expect(downloadFileName("🔥🔥").ascii).toBe("thumbnail.jpg");
    expect(downloadFileName("x".repeat(300)).utf8).toHaveLength(104);
  });

  it("says both names in Content-Disposition", () => {
    expect(attachmentDisposition("Pão's (2)")).toBe(
      `attachment; filename="Pao's (2).jpg"; filename*=UTF-8''P%C3%A3o%27s%20%282%29.jpg`,
    );
  });

  it("offers three widths of the variant the plan gets", () => {
    expect(thumbnailSrcSet("abc", "wm")).toBe(
      "/thumbnails/abc/image?w=320&v=wm 320w, /thumbnails/abc/image?w=640&v=wm 640w, /thumbnails/abc/image?w=1280&v=wm 1280w",
    );
  });
});
