/**
 * A small, dependency-free markdown parser for text a language model wrote (the trend analyses).
 * It reads the subset such answers use — headings, paragraphs, lists, quotes, rules, fenced code,
 * GitHub tables, emphasis, code, strike-through and links — into plain data, never HTML: the view
 * renders that as React elements, so raw HTML in the text stays visible text. Links keep only
 * http:, https: and mailto: targets. The input is capped and every scan is linear-ish (no regex
 * that can backtrack badly, bounded nesting), so hostile text cannot stall or crash a render.
 * It runs in the loader and the page gets the blocks. Why it is not a library:
 * docs/decisions/020-markdown-parser-stays-hand-written.md. Blocks are read in block-reader.ts,
 * inlines in inline-scanner.ts.
 */
import { parseBlocks } from "~/engines/markdown/block-reader";
import type { InlineNode, MarkdownBlock } from "~/engines/markdown/markdown-blocks";

/** Characters read; the rest of a longer text is dropped. */
export const MAX_MARKDOWN_LENGTH = 60_000;

export type {
  BreakNode,
  CodeNode,
  HeadingLevel,
  InlineNode,
  LinkNode,
  MarkdownBlock,
  StyledNode,
  TableAlign,
  TextNode,
} from "~/engines/markdown/markdown-blocks";
export { safeLinkHref } from "~/engines/markdown/safe-link-href";

/** The blocks of a markdown text. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  return parseBlocks(normalise(source).split("\n"), 0);
}

/** The words of a markdown text without its markup, whitespace collapsed (for summaries and previews). */
export function markdownToPlainText(source: string): string {
  const parts: string[] = [];
  collectBlockText(parseMarkdown(source), parts);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

function normalise(source: string): string {
  let text = typeof source === "string" ? source.slice(0, MAX_MARKDOWN_LENGTH) : "";
  // Do not keep half of a surrogate pair cut by the cap.
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\0/g, "")
    .replace(/^[ \t]+/gm, (indent) => indent.replace(/\t/g, "    "));
}

function collectBlockText(blocks: readonly MarkdownBlock[], parts: string[]): void {
  for (const block of blocks) {
    switch (block.type) {
      case "heading":
      case "paragraph":
        parts.push(inlineText(block.children));
        break;
      case "list":
        for (const item of block.items) collectBlockText(item, parts);
        break;
      case "blockquote":
        collectBlockText(block.children, parts);
        break;
      case "code":
        parts.push(block.text);
        break;
      case "table":
        for (const row of [block.header, ...block.rows]) parts.push(...row.map(inlineText));
        break;
      case "rule":
        break;
    }
  }
}

function inlineText(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
        case "code":
          return node.text;
        case "break":
          return " ";
        default:
          return inlineText(node.children);
      }
    })
    .join("");
}
