/**
 * The plain data a markdown text becomes (docs/decisions/020-markdown-parser-stays-hand-written.md): what the
 * loader returns and `~/ui/markdown-view` renders as React elements. No HTML strings anywhere, so
 * whatever the text holds reaches the page escaped.
 */

export interface TextNode {
  type: "text";
  text: string;
}
export interface StyledNode {
  type: "strong" | "em" | "strike";
  children: InlineNode[];
}
export interface CodeNode {
  type: "code";
  text: string;
}
/** A link whose `href` passed `safeLinkHref`. */
export interface LinkNode {
  type: "link";
  href: string;
  title: string | null;
  children: InlineNode[];
}
export interface BreakNode {
  type: "break";
}
export type InlineNode = TextNode | StyledNode | CodeNode | LinkNode | BreakNode;

export type HeadingLevel = 1 | 2 | 3 | 4;
export type TableAlign = "left" | "center" | "right" | null;

export type MarkdownBlock =
  | { type: "heading"; level: HeadingLevel; children: InlineNode[] }
  | { type: "paragraph"; children: InlineNode[] }
  /** `tight`: no blank lines between or inside the items, so their paragraphs read as plain lines. */
  | { type: "list"; ordered: boolean; start: number; tight: boolean; items: MarkdownBlock[][] }
  | { type: "blockquote"; children: MarkdownBlock[] }
  | { type: "rule" }
  | { type: "code"; language: string | null; text: string }
  | { type: "table"; align: TableAlign[]; header: InlineNode[][]; rows: InlineNode[][][] };
