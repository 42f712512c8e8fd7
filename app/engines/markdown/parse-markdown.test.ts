import { describe, expect, it } from "vitest";
import {
  MAX_MARKDOWN_LENGTH,
  markdownToPlainText,
  parseMarkdown,
  type InlineNode,
  type MarkdownBlock,
} from "~/engines/markdown/parse-markdown";

const text = (value: string): InlineNode => ({ type: "text", text: value });
const paragraph = (...children: InlineNode[]): MarkdownBlock => ({ type: "paragraph", children });

/** The inline nodes of a one-paragraph text. */
function inline(source: string): InlineNode[] {
  const blocks = parseMarkdown(source);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.type !== "paragraph") throw new Error(`expected a paragraph, got ${block?.type}`);
  return block.children;
}

describe("parseMarkdown: blocks", () => {
  it("reads ATX headings, clamping levels deeper than 4 and dropping a closing run of #s", () => {
    expect(parseMarkdown("# Um\n## Dois ##\n### Três\n#### Quatro\n##### Cinco\n###### Seis")).toEqual([
      { type: "heading", level: 1, children: [text("Um")] },
      { type: "heading", level: 2, children: [text("Dois")] },
      { type: "heading", level: 3, children: [text("Três")] },
      { type: "heading", level: 4, children: [text("Quatro")] },
      { type: "heading", level: 4, children: [text("Cinco")] },
      { type: "heading", level: 4, children: [text("Seis")] },
    ]);
  });

  it("keeps '#hashtag', a 7-# line and 'C#' as paragraph text", () => {
    expect(parseMarkdown("#hashtag")).toEqual([paragraph(text("#hashtag"))]);
    expect(parseMarkdown("####### sete")).toEqual([paragraph(text("####### sete"))]);
    expect(parseMarkdown("## C#")).toEqual([{ type: "heading", level: 2, children: [text("C#")] }]);
  });

  it("joins a paragraph's lines, splits paragraphs on blank lines, and makes hard breaks", () => {
    expect(parseMarkdown("linha um\n   linha dois\n\noutro")).toEqual([
      paragraph(text("linha um\nlinha dois")),
      paragraph(text("outro")),
    ]);
    expect(inline("dois espaços  \nbarra\\\nfim")).toEqual([
      text("dois espaços"),
      { type: "break" },
      text("barra"),
      { type: "break" },
      text("fim"),
    ]);
  });

  it("reads bullet lists with any of -, * and +, one per marker kind", () => {
    expect(parseMarkdown("- a\n- b\n\n* c\n+ d")).toEqual([
      {
        type: "list",
        ordered: false,
        start: 1,
        tight: true,
        items: [[paragraph(text("a"))], [paragraph(text("b"))]],
      },
      { type: "list", ordered: false, start: 1, tight: true, items: [[paragraph(text("c"))]] },
      { type: "list", ordered: false, start: 1, tight: true, items: [[paragraph(text("d"))]] },
    ]);
  });

  it("reads ordered lists with '.' or ')' and keeps the start number", () => {
    expect(parseMarkdown("3. três\n4. quatro")).toEqual([
      {
        type: "list",
        ordered: true,
        start: 3,
        tight: true,
        items: [[paragraph(text("três"))], [paragraph(text("quatro"))]],
      },
    ]);
    const [list] = parseMarkdown("1) um\n2) dois");
    expect(list).toMatchObject({ type: "list", ordered: true, start: 1 });
  });

  it("nests a list indented two or more spaces under an item", () => {
    const [list] = parseMarkdown("1. **Ideia**\n  - detalhe\n  - outro\n2. Próxima\n   * três espaços");
    expect(list).toEqual({
      type: "list",
      ordered: true,
      start: 1,
      tight: true,
      items: [
        [
          paragraph({ type: "strong", children: [text("Ideia")] }),
          {
            type: "list",
            ordered: false,
            start: 1,
            tight: true,
            items: [[paragraph(text("detalhe"))], [paragraph(text("outro"))]],
          },
        ],
        [
          paragraph(text("Próxima")),
          { type: "list", ordered: false, start: 1, tight: true, items: [[paragraph(text("três espaços"))]] },
        ],
      ],
    });
  });

  it("marks a list with blank lines between items as loose", () => {
    expect(parseMarkdown("- a\n\n- b")[0]).toMatchObject({ type: "list", tight: false });
  });

  it("lets a bullet list interrupt a paragraph, but not a number other than 1", () => {
    expect(parseMarkdown("Ideias:\n- a")).toEqual([
      paragraph(text("Ideias:")),
      { type: "list", ordered: false, start: 1, tight: true, items: [[paragraph(text("a"))]] },
    ]);
    expect(parseMarkdown("Em\n2024. foi bom")).toEqual([paragraph(text("Em\n2024. foi bom"))]);
  });

  it("reads blockquotes, with lazy continuation lines and blocks inside", () => {
    expect(parseMarkdown("> # Nota\n> primeira\nsegunda\n\nfora")).toEqual([
      {
        type: "blockquote",
        children: [
          { type: "heading", level: 1, children: [text("Nota")] },
          paragraph(text("primeira\nsegunda")),
        ],
      },
      paragraph(text("fora")),
    ]);
  });

  it("reads horizontal rules of -, * and _, even between paragraphs", () => {
    expect(parseMarkdown("a\n---\n***\n_ _ _\nb")).toEqual([
      paragraph(text("a")),
      { type: "rule" },
      { type: "rule" },
      { type: "rule" },
      paragraph(text("b")),
    ]);
  });

  it("reads fenced code blocks verbatim, with ``` or ~~~ and the language kept", () => {
    expect(parseMarkdown("```ts\nconst a = **b**;\n\n<b>x</b>\n```\n~~~\n# não é título\n~~~")).toEqual([
      { type: "code", language: "ts", text: "const a = **b**;\n\n<b>x</b>" },
      { type: "code", language: null, text: "# não é título" },
    ]);
  });

  it("runs an unclosed fence to the end of the text and only closes on a long enough fence", () => {
    expect(parseMarkdown("````\na\n```\nb")).toEqual([{ type: "code", language: null, text: "a\n```\nb" }]);
  });

  it("reads pipe tables with alignment, padding short rows and cutting long ones", () => {
    expect(
      parseMarkdown("| Nome | Views | Nota |\n|:--|--:|:-:|\n| **A** | 10 |\n| B | 2 | 3 | 4 |"),
    ).toEqual([
      {
        type: "table",
        align: ["left", "right", "center"],
        header: [[text("Nome")], [text("Views")], [text("Nota")]],
        rows: [
          [[{ type: "strong", children: [text("A")] }], [text("10")], []],
          [[text("B")], [text("2")], [text("3")]],
        ],
      },
    ]);
  });

  it("ends a table at a line without a pipe and accepts one after a paragraph line", () => {
    expect(parseMarkdown("Veja:\na | b\n--- | ---\n1 | 2 \\| 3\ndepois")).toEqual([
      paragraph(text("Veja:")),
      {
        type: "table",
        align: [null, null],
        header: [[text("a")], [text("b")]],
        rows: [[[text("1")], [text("2 | 3")]]],
      },
      paragraph(text("depois")),
    ]);
  });

  it("does not take a separator row with a different cell count as a table", () => {
    expect(parseMarkdown("a | b\n|---|")).toEqual([paragraph(text("a | b\n|---|"))]);
  });
});

describe("input handling", () => {
  it("normalises CRLF and CR line ends and drops NUL characters", () => {
    expect(parseMarkdown("# T\u0000ítulo\r\nlinha\rdois\r\n\r\nfim")).toEqual([
      { type: "heading", level: 1, children: [text("Título")] },
      paragraph(text("linha\ndois")),
      paragraph(text("fim")),
    ]);
  });

  it(`reads at most ${MAX_MARKDOWN_LENGTH} characters`, () => {
    const plain = markdownToPlainText("a".repeat(MAX_MARKDOWN_LENGTH) + "FIM");
    expect(plain).toHaveLength(MAX_MARKDOWN_LENGTH);
    expect(plain).not.toContain("FIM");
  });

  it("keeps Portuguese accents and emoji intact", () => {
    expect(inline("Ação, coração, pão — **não** é 🎉")).toEqual([
      text("Ação, coração, pão — "),
      { type: "strong", children: [text("não")] },
      text(" é 🎉"),
    ]);
  });

  it("returns nothing for an empty or blank text", () => {
    expect(parseMarkdown("")).toEqual([]);
    expect(parseMarkdown(" \n\t\n")).toEqual([]);
  });
});

describe("markdownToPlainText", () => {
  it("keeps the words, drops the markup and collapses whitespace", () => {
    const source = [
      "# Tendências",
      "",
      "Os vídeos com **rostos** e [títulos curtos](https://example.com) vão *melhor*.",
      "",
      "- um",
      "- dois",
      "",
      "| A | B |",
      "|---|---|",
      "| 1 | 2 |",
      "",
      "---",
      "> citação `code`",
    ].join("\n");
    expect(markdownToPlainText(source)).toBe(
      "Tendências Os vídeos com rostos e títulos curtos vão melhor. um dois A B 1 2 citação code",
    );
  });
});

describe("pathological input", () => {
  const inputs: Record<string, string> = {
    "a line of 60k stars": "*".repeat(60_000),
    "stars around one letter": `${"*".repeat(29_999)}a${"*".repeat(29_999)}`,
    "30k open brackets and ](": `${"[".repeat(30_000)}](`,
    "unclosed link targets": "[a](".repeat(15_000),
    "unclosed angle targets": "[a](<".repeat(12_000),
    "backtick runs of every length": Array.from({ length: 340 }, (_, i) => "`".repeat(i + 1)).join("a"),
    "60k angle brackets": "<".repeat(60_000),
    "alternating emphasis": "**a*".repeat(15_000),
    underscores: "_a".repeat(30_000),
    "deeply nested quotes": `${"> ".repeat(29_999)}a`,
    "deeply nested lists": `${"- ".repeat(29_999)}a`,
    "a long heading of spaces": `# a${" ".repeat(59_990)}b`,
    "many short lines": "a  \n".repeat(15_000),
    "a wide table": `${"a|".repeat(10_000)}\n${"-|".repeat(10_000)}`,
    "mixed specials": "*_~`[<]>(h".repeat(6_000),
  };

  it.each(Object.entries(inputs))("parses %s in well under a second", (_name, source) => {
    const started = performance.now();
    const blocks = parseMarkdown(source);
    markdownToPlainText(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it("caps emphasis nesting (no runaway depth)", () => {
    const depth = (nodes: readonly InlineNode[]): number =>
      Math.max(0, ...nodes.map((node) => ("children" in node ? 1 + depth(node.children) : 0)));
    const [block] = parseMarkdown(`${"*".repeat(29_999)}a${"*".repeat(29_999)}`);
    expect(block?.type).toBe("paragraph");
    expect(depth(block?.type === "paragraph" ? block.children : [])).toBeLessThanOrEqual(16);
  });

  it("caps block nesting: deeper quote markers stay text", () => {
    const quoteDepth = (blocks: readonly MarkdownBlock[]): number =>
      Math.max(
        0,
        ...blocks.map((block) => (block.type === "blockquote" ? 1 + quoteDepth(block.children) : 0)),
      );
    expect(quoteDepth(parseMarkdown(`${"> ".repeat(100)}fundo`))).toBe(8);
    expect(markdownToPlainText(`${"> ".repeat(100)}fundo`)).toMatch(/^(> ){92}fundo$/);
  });
});
