import { describe, expect, it } from "vitest";
import { zipFiles } from "~/engines/media/zip";
import { attachmentDisposition, downloadFileName, thumbnailSrcSet } from "~/core/thumbnails/image-urls";

describe("download names (docs/product.md, Downloads and the watermark: .jpg named after the title)", () => {
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

  it("names a large export after the title and its size", () => {
    expect(attachmentDisposition("Pão", "-4K")).toBe(
      `attachment; filename="Pao-4K.jpg"; filename*=UTF-8''P%C3%A3o-4K.jpg`,
    );
  });

  it("offers four widths of the variant the plan gets, 800 for a phone's card", () => {
    expect(thumbnailSrcSet("abc", "wm")).toBe(
      "/thumbnails/abc/image?w=320&v=wm 320w, /thumbnails/abc/image?w=640&v=wm 640w, /thumbnails/abc/image?w=800&v=wm 800w, /thumbnails/abc/image?w=1280&v=wm 1280w",
    );
  });
});

describe("download names with a suffix (the export pack)", () => {
  const name = (title: string, n: number) => downloadFileName(title, `-${n}`).utf8;

  it("keeps accents, normalizes to NFC and puts the suffix before the extension", () => {
    expect(name("Pão caseiro", 1)).toBe("Pão caseiro-1.jpg");
    expect(name("  Variação   de   título  ", 12)).toBe("Variação de título-12.jpg");
    expect(name("Pa\u0303o", 1)).toBe("Pão-1.jpg");
    expect(downloadFileName("Pão", "-2").ascii).toBe("Pao-2.jpg");
  });

  it("drops direction marks that could disguise the extension, and C1 controls", () => {
    expect(name("abc\u202egpj.exe", 3)).toBe("abcgpj.exe-3.jpg");
    expect(name("linha 1\nlinha\t2\u0000\u007f\u0085fim", 2)).toBe("linha 1 linha 2 fim-2.jpg");
  });

  it('never yields "..", a leading dot or a path, so the zip writer takes every name', () => {
    expect(name("Espera... o quê?", 1)).toBe("Espera… o quê-1.jpg");
    expect(name("../../etc/passwd", 2)).toBe("etc passwd-2.jpg");
    expect(name(".oculto", 3)).toBe("oculto-3.jpg");
    expect(name("...", 3)).toBe("thumbnail-3.jpg");
    for (const title of ["..", "a..b", "../x", ". . .", "x/../y", "Espera... o quê?"]) {
      const file = name(title, 1);
      expect(() => zipFiles([{ name: file, bytes: new Uint8Array(1) }]), title).not.toThrow();
    }
  });

  it("cuts the title without splitting emoji", () => {
    expect(name("🎉".repeat(150), 1)).toBe(`${"🎉".repeat(100)}-1.jpg`);
  });
});
