import { describe, expect, it } from "vitest";
import { parseInline } from "~/engines/markdown/inline-scanner";
import type { InlineNode } from "~/engines/markdown/markdown-blocks";

const text = (value: string): InlineNode => ({ type: "text", text: value });
const link = (href: string, label: string, title: string | null = null): InlineNode => ({
  type: "link",
  href,
  title,
  children: [text(label)],
});
const inline = parseInline;

describe("parseInline", () => {
  it("reads strong, emphasis, strike-through and code", () => {
    expect(inline("**forte** __também__ *ênfase* _ênfase_ ~~riscado~~ `a*b*c`")).toEqual([
      { type: "strong", children: [text("forte")] },
      text(" "),
      { type: "strong", children: [text("também")] },
      text(" "),
      { type: "em", children: [text("ênfase")] },
      text(" "),
      { type: "em", children: [text("ênfase")] },
      text(" "),
      { type: "strike", children: [text("riscado")] },
      text(" "),
      { type: "code", text: "a*b*c" },
    ]);
  });

  it("nests emphasis the CommonMark way", () => {
    expect(inline("***ambos***")).toEqual([
      { type: "em", children: [{ type: "strong", children: [text("ambos")] }] },
    ]);
    expect(inline("*a **b** c*")).toEqual([
      { type: "em", children: [text("a "), { type: "strong", children: [text("b")] }, text(" c")] },
    ]);
  });

  it("leaves intraword underscores, lone markers and unmatched runs as text", () => {
    expect(inline("snake_case_name e __init__x")).toEqual([text("snake_case_name e __init__x")]);
    expect(inline("2 * 3 * 4 e **sem fim")).toEqual([text("2 * 3 * 4 e **sem fim")]);
    expect(inline("~um~ e ~~~três~~~")).toEqual([text("~um~ e ~~~três~~~")]);
  });

  it("emphasises inside words with *", () => {
    expect(inline("in*crí*vel")).toEqual([text("in"), { type: "em", children: [text("crí")] }, text("vel")]);
  });

  it("applies backslash escapes", () => {
    expect(inline("\\*não\\* \\[x\\](y) \\\\ \\a")).toEqual([text("*não* [x](y) \\ \\a")]);
  });

  it("strips one space on both sides of a code span and takes the longest backtick runs", () => {
    expect(inline("`` a`b ``")).toEqual([{ type: "code", text: "a`b" }]);
    expect(inline("`sem fim")).toEqual([text("`sem fim")]);
  });

  it("reads links with and without titles, with formatting inside", () => {
    expect(inline('[site](https://example.com) e [**aqui**](https://a.b/c?d=1 "Título")')).toEqual([
      link("https://example.com", "site"),
      text(" e "),
      {
        type: "link",
        href: "https://a.b/c?d=1",
        title: "Título",
        children: [{ type: "strong", children: [text("aqui")] }],
      },
    ]);
  });

  it("keeps balanced parentheses in a link target", () => {
    expect(inline("[wiki](https://pt.wikipedia.org/wiki/Miniatura_(imagem))")).toEqual([
      link("https://pt.wikipedia.org/wiki/Miniatura_(imagem)", "wiki"),
    ]);
  });

  it("turns a link with a refused target into its plain text", () => {
    expect(inline("[clique](javascript:alert(1)) [b](data:text/html,x) [c](/relativo)")).toEqual([
      text("clique b c"),
    ]);
  });

  it("reads <autolinks> and bare URLs, leaving trailing punctuation out", () => {
    expect(inline("Veja https://example.com/a_b, (https://x.org/p) e <https://y.org/q>.")).toEqual([
      text("Veja "),
      link("https://example.com/a_b", "https://example.com/a_b"),
      text(", ("),
      link("https://x.org/p", "https://x.org/p"),
      text(") e "),
      link("https://y.org/q", "https://y.org/q"),
      text("."),
    ]);
    expect(inline("<contato@miniatura.app>")).toEqual([
      link("mailto:contato@miniatura.app", "contato@miniatura.app"),
    ]);
  });

  it("does not link an address glued to a word, an unsafe autolink or a link inside a link", () => {
    expect(inline("xhttps://a.b <javascript:alert(1)>")).toEqual([
      text("xhttps://a.b <javascript:alert(1)>"),
    ]);
    expect(inline("[https://a.com](https://b.com)")).toEqual([link("https://b.com", "https://a.com")]);
  });

  it("keeps raw HTML as text", () => {
    expect(inline('<script>alert(1)</script> <img src=x onerror="alert(1)">')).toEqual([
      text('<script>alert(1)</script> <img src=x onerror="alert(1)">'),
    ]);
  });
});
