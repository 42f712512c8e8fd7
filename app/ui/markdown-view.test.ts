import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markdownToPlainText, parseMarkdown } from "~/engines/markdown/parse-markdown";
import { MarkdownView } from "~/ui/markdown-view";

/** As the page does it: the loader parses, the view renders the blocks. */
const render = (source: string, className?: string) =>
  renderToStaticMarkup(createElement(MarkdownView, { blocks: parseMarkdown(source), className }));

const REL = 'rel="nofollow noopener noreferrer ugc"';

describe("MarkdownView: formatting", () => {
  it("renders # as h2, ## as h3 and deeper headings as h4 (the page has the h1)", () => {
    const html = render("# Um\n## Dois\n### Três\n#### Quatro\n###### Seis");
    expect(html).not.toContain("<h1");
    expect(html).toMatch(/<h2[^>]*>Um<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Dois<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Três<\/h4>/);
    expect(html).toMatch(/<h4[^>]*>Quatro<\/h4>/);
    expect(html).toMatch(/<h4[^>]*>Seis<\/h4>/);
    expect(html).toContain("font-bold");
  });

  it("renders paragraphs, strong, em, strike, inline code and hard breaks", () => {
    const html = render("Texto **forte**, *leve*, ~~velho~~ e `npm test`.  \nNova linha\n\nOutro");
    expect(html).toContain('<strong class="font-semibold">forte</strong>');
    expect(html).toContain("<em>leve</em>");
    expect(html).toContain("<del>velho</del>");
    const codeClasses = /<code class="([^"]*)">npm test<\/code>/.exec(html)?.[1]?.split(" ");
    expect(codeClasses).toEqual(expect.arrayContaining(["bg-muted", "rounded", "px-1"]));
    expect(html).toContain(".<br/>Nova linha</p>");
    expect(html.match(/<p>/g)).toHaveLength(2);
  });

  it("renders bullet and numbered lists with list styles, nesting and a start number", () => {
    const html = render("- a\n- b\n  - b1\n\n3. três\n4. quatro");
    expect(html).toContain('<ul class="list-disc space-y-1 pl-6"><li>a</li><li>b<ul class="list-disc');
    expect(html).toContain("<li>b1</li></ul></li></ul>");
    expect(html).toMatch(
      /<ol start="3" class="list-decimal[^"]*pl-6[^"]*"><li>três<\/li><li>quatro<\/li><\/ol>/,
    );
  });

  it("wraps the paragraphs of a loose list's items in <p>", () => {
    expect(render("- a\n\n- b")).toContain('<li class="space-y-2"><p>a</p></li>');
  });

  it("renders a table in a scrolling wrapper, with borders and alignment", () => {
    const html = render("| Canal | Views |\n|:--|--:|\n| **Ana** | 1.200 |");
    expect(html).toMatch(/^<div[^>]*><div class="overflow-x-auto"><table class="[^"]*border-border/);
    expect(html).toMatch(/<th class="[^"]*text-left">Canal<\/th><th class="[^"]*text-right">Views<\/th>/);
    expect(html).toMatch(/<td class="[^"]*"><strong class="font-semibold">Ana<\/strong><\/td>/);
    expect(html).toContain(">1.200</td>");
  });

  it("renders fenced code verbatim in <pre>, with the language as a data attribute", () => {
    const html = render("```html\n<b>**não**</b>\n```");
    expect(html).toContain('<pre class="overflow-x-auto rounded-lg bg-muted p-4 text-sm">');
    expect(html).toContain('data-language="html">&lt;b&gt;**não**&lt;/b&gt;</code></pre>');
  });

  it("renders blockquotes and rules", () => {
    const html = render("> citação\n\n---");
    expect(html).toMatch(
      /<blockquote class="[^"]*border-l-4[^"]*"><p>citação<\/p><\/blockquote><hr class="border-border"\/>/,
    );
  });

  it("adds the caller's class to the wrapper", () => {
    expect(render("a", "mt-6 text-sm")).toMatch(/^<div class="[^"]*mt-6 text-sm">/);
  });

  it("keeps Portuguese accents intact", () => {
    const html = render("## Análise de tendências\n\nAção, emoção, pão e coração: **não** perca!");
    expect(html).toContain(">Análise de tendências</h3>");
    expect(html).toContain("<p>Ação, emoção, pão e coração: <strong");
    expect(html).toContain(">não</strong> perca!</p>");
  });
});

describe("MarkdownView: hostile text", () => {
  it("shows a <script> tag as text", () => {
    const html = render("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
  });

  it("shows an <img onerror> as text, also inside headings, lists and tables", () => {
    const html = render(
      "# <img src=x onerror=alert(1)>\n\n- <img src=x onerror=alert(1)>\n\n| <img src=x onerror=alert(1)> |\n|---|",
    );
    expect(html.match(/&lt;img src=x onerror=alert\(1\)&gt;/g)).toHaveLength(3);
    expect(html).not.toContain("<img");
  });

  it("renders no link for javascript:, data:, vbscript: or relative targets, only the text", () => {
    const html = render(
      "[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,oi) [w](vbscript:x) [v](/admin) <javascript:alert(1)>",
    );
    expect(html).not.toContain("<a");
    expect(html).not.toMatch(/href/i);
    expect(html).toContain("<p>x y z w v &lt;javascript:alert(1)&gt;</p>");
  });

  it("renders an http(s) link with rel, target and the primary colour", () => {
    const html = render('[x](https://example.com "Exemplo")');
    expect(html).toContain(
      `<a href="https://example.com" title="Exemplo" ${REL} target="_blank" class="text-primary underline underline-offset-4">x</a>`,
    );
  });

  it("links a bare URL and an e-mail autolink", () => {
    const html = render("Fonte: https://www.youtube.com/watch?v=abc123. Contato: <oi@miniatura.app>");
    expect(html).toContain(
      `<a href="https://www.youtube.com/watch?v=abc123" ${REL} target="_blank" class="text-primary underline underline-offset-4">https://www.youtube.com/watch?v=abc123</a>.`,
    );
    expect(html).toContain(`<a href="mailto:oi@miniatura.app" ${REL}`);
  });

  it("escapes quotes in link targets and titles, so no attribute can be injected", () => {
    const html = render('[x](https://example.com/"onmouseover="alert(1) "a\\"b")');
    expect(html).not.toContain('"onmouseover="');
    expect(html).toContain("&quot;onmouseover=&quot;");
  });
});

describe("markdownToPlainText (for summaries)", () => {
  it("gives the text without markup, whitespace collapsed", () => {
    expect(markdownToPlainText("## Resumo\n\n**Rostos** e  [cores](https://a.b)\nvendem.\n\n- a\n- b")).toBe(
      "Resumo Rostos e cores vendem. a b",
    );
    expect(markdownToPlainText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});

describe("MarkdownView: pathological input", () => {
  it.each([
    ["60k stars", "*".repeat(60_000)],
    ["30k open brackets and ](", `${"[".repeat(30_000)}](`],
    ["stars around one letter", `${"*".repeat(29_999)}a${"*".repeat(29_999)}`],
    ["deeply nested lists", `${"- ".repeat(29_999)}a`],
    ["many links", "[a](https://x.y) ".repeat(3_500)],
  ])("renders %s in well under a second", (_name, source) => {
    const started = performance.now();
    const html = render(source);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(html.startsWith("<div")).toBe(true);
  });
});
