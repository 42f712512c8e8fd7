/**
 * The block half of the markdown parser (why it is hand-written:
 * docs/decisions/020-markdown-parser-stays-hand-written.md): lines into headings, paragraphs,
 * lists, quotes, rules, fenced code and GitHub tables. Each reader looks at the line it is given and takes the lines that belong to its block;
 * quotes and lists nest at most MAX_BLOCK_DEPTH deep, so hostile text cannot recurse without end.
 */
import type { HeadingLevel, InlineNode, MarkdownBlock, TableAlign } from "~/engines/markdown/markdown-blocks";
import { parseInline } from "~/engines/markdown/inline-scanner";

/** Quotes and lists nest at most this deep; deeper markers stay text (no unbounded recursion). */
const MAX_BLOCK_DEPTH = 8;

type BlockReader = (
  lines: readonly string[],
  start: number,
  depth: number,
) => { block: MarkdownBlock; next: number } | null;

/** The blocks of a text already split into lines. */
export function parseBlocks(lines: readonly string[], depth: number): MarkdownBlock[] {
  const readers: BlockReader[] = [
    readFence,
    readHeading,
    readRule,
    readTable,
    readQuote,
    readList,
    readParagraph,
  ];
  const blocks: MarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    if (isBlank(lines[i]!)) {
      i++;
      continue;
    }
    for (const read of readers) {
      const result = read(lines, i, depth);
      if (result) {
        blocks.push(result.block);
        i = result.next;
        break;
      }
    }
  }
  return blocks;
}

function isBlank(line: string): boolean {
  return /^[ \t]*$/.test(line);
}

function indentOf(line: string): number {
  let count = 0;
  while (line[count] === " ") count++;
  return count;
}

/** Whether a line starts a block other than a paragraph (so it ends the paragraph before it). */
function startsBlock(line: string, depth: number, afterParagraph: boolean): boolean {
  if (fenceOf(line) || headingOf(line) || isRule(line)) return true;
  if (depth >= MAX_BLOCK_DEPTH) return false;
  if (QUOTE.test(line)) return true;
  const marker = listMarkerOf(line);
  if (!marker) return false;
  // As in CommonMark, "2014. was a year" inside a paragraph is not a list.
  return !afterParagraph || (marker.content.trim() !== "" && (!marker.ordered || marker.start === 1));
}

interface Fence {
  indent: number;
  char: string;
  size: number;
  info: string;
}

function fenceOf(line: string): Fence | null {
  const match = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
  if (!match) return null;
  const [, indent = "", marks = "", info = ""] = match;
  if (marks[0] === "`" && info.includes("`")) return null;
  return { indent: indent.length, char: marks[0]!, size: marks.length, info: info.trim() };
}

function closesFence(line: string, fence: Fence): boolean {
  const marks = /^ {0,3}(`+|~+)[ \t]*$/.exec(line)?.[1];
  return marks !== undefined && marks[0] === fence.char && marks.length >= fence.size;
}

const readFence: BlockReader = (lines, start) => {
  const fence = fenceOf(lines[start]!);
  if (!fence) return null;
  const body: string[] = [];
  let i = start + 1;
  for (; i < lines.length && !closesFence(lines[i]!, fence); i++) {
    const line = lines[i]!;
    body.push(line.slice(Math.min(indentOf(line), fence.indent)));
  }
  const language = fence.info.split(/[ \t]/)[0] ?? "";
  return {
    block: {
      type: "code",
      language: /^[\w#+.-]{1,32}$/.test(language) ? language : null,
      text: body.join("\n"),
    },
    next: Math.min(i + 1, lines.length),
  };
};

function headingOf(line: string): { level: HeadingLevel; text: string } | null {
  const match = /^ {0,3}(#{1,6})(?=[ \t]|$)/.exec(line);
  if (!match) return null;
  let text = line.slice(match[0].length).trim();
  // An optional closing run of #s, when a space sets it apart: "## Title ##".
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end--;
  if (end < text.length && (end === 0 || text[end - 1] === " " || text[end - 1] === "\t")) {
    text = text.slice(0, end).trim();
  }
  return { level: Math.min(match[1]!.length, 4) as HeadingLevel, text };
}

const readHeading: BlockReader = (lines, start) => {
  const heading = headingOf(lines[start]!);
  if (!heading) return null;
  return {
    block: { type: "heading", level: heading.level, children: parseInline(heading.text) },
    next: start + 1,
  };
};

function isRule(line: string): boolean {
  if (indentOf(line) > 3) return false;
  const compact = line.replace(/[ \t]/g, "");
  return compact.length >= 3 && /^(?:-+|\*+|_+)$/.test(compact);
}

const readRule: BlockReader = (lines, start) =>
  isRule(lines[start]!) ? { block: { type: "rule" }, next: start + 1 } : null;

/** The cells of a table row: outer pipes dropped, split on the others (`\|` is a literal pipe). */
function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\" && text[i + 1] === "|") {
      cell += "|";
      i++;
    } else if (char === "|") {
      cells.push(cell.trim());
      cell = "";
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/** A header row followed by a matching separator row ("| --- | :-: |"), or null. */
function tableHeaderAt(
  lines: readonly string[],
  start: number,
): { cells: string[]; align: TableAlign[] } | null {
  const header = lines[start];
  const separator = lines[start + 1];
  if (!header?.includes("|") || !separator?.includes("|") || indentOf(header) > 3) return null;
  const marks = splitRow(separator);
  const cells = splitRow(header);
  if (marks.length !== cells.length || !marks.every((mark) => /^:?-+:?$/.test(mark))) return null;
  const align = marks.map((mark): TableAlign => {
    const left = mark.startsWith(":");
    const right = mark.endsWith(":");
    return left && right ? "center" : right ? "right" : left ? "left" : null;
  });
  return { cells, align };
}

const readTable: BlockReader = (lines, start, depth) => {
  const header = tableHeaderAt(lines, start);
  if (!header) return null;
  const width = header.cells.length;
  const rows: InlineNode[][][] = [];
  let i = start + 2;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes("|") || isBlank(line) || startsBlock(line, depth, false)) break;
    const cells = splitRow(line).slice(0, width);
    while (cells.length < width) cells.push("");
    rows.push(cells.map(parseInline));
  }
  return {
    block: { type: "table", align: header.align, header: header.cells.map(parseInline), rows },
    next: i,
  };
};

const QUOTE = /^ {0,3}> ?/;

const readQuote: BlockReader = (lines, start, depth) => {
  if (depth >= MAX_BLOCK_DEPTH || !QUOTE.test(lines[start]!)) return null;
  const inner: string[] = [];
  let i = start;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = QUOTE.exec(line);
    if (marker) {
      inner.push(line.slice(marker[0].length));
    } else if (isLazyLine(line, inner.at(-1), depth)) {
      inner.push(line);
    } else {
      break;
    }
  }
  return { block: { type: "blockquote", children: parseBlocks(inner, depth + 1) }, next: i };
};

/** A line that carries on the paragraph of the quote or list item above it without its marker. */
function isLazyLine(line: string, previous: string | undefined, depth: number): boolean {
  return previous !== undefined && !isBlank(previous) && !isBlank(line) && !startsBlock(line, depth, false);
}

interface ListMarker {
  indent: number;
  ordered: boolean;
  /** "-", "*" or "+"; "." or ")" for ordered lists. A different one starts a new list. */
  bullet: string;
  start: number;
  /** The column the item's content starts at; its following lines are indented to it. */
  contentIndent: number;
  content: string;
}

function listMarkerOf(line: string): ListMarker | null {
  const match = /^( {0,3})(?:([-*+])|(\d{1,9})([.)]))(?=[ \t]|$)/.exec(line);
  if (!match || isRule(line)) return null;
  const [marker, indent = "", bullet, digits, delimiter = "."] = match;
  const rest = line.slice(marker.length);
  let spaces = 0;
  while (rest[spaces] === " " || rest[spaces] === "\t") spaces++;
  const padding = spaces === rest.length || spaces > 4 ? 1 : spaces;
  return {
    indent: indent.length,
    ordered: bullet === undefined,
    bullet: bullet ?? delimiter,
    start: digits === undefined ? 1 : Number(digits),
    contentIndent: marker.length + padding,
    content: rest.slice(padding),
  };
}

const readList: BlockReader = (lines, start, depth) => {
  const first = depth < MAX_BLOCK_DEPTH ? listMarkerOf(lines[start]!) : null;
  if (!first) return null;
  const items: MarkdownBlock[][] = [];
  let tight = true;
  let i = start;
  let marker: ListMarker | null = first;
  while (marker) {
    const body = [marker.content];
    // Lines indented two or more spaces past the marker belong to the item (a nested list, say).
    const belongsAt = Math.min(marker.contentIndent, marker.indent + 2);
    let blanks = 0;
    for (i++; i < lines.length; i++) {
      const line = lines[i]!;
      if (isBlank(line)) {
        blanks++;
        continue;
      }
      const indent = indentOf(line);
      if (indent >= belongsAt) {
        if (blanks > 0) tight = false;
        for (; blanks > 0; blanks--) body.push("");
        body.push(line.slice(Math.min(indent, marker.contentIndent)));
      } else if (blanks === 0 && isLazyLine(line, body.at(-1), depth) && !tableHeaderAt(lines, i)) {
        body.push(line);
      } else {
        break;
      }
    }
    items.push(parseBlocks(body, depth + 1));
    const next: ListMarker | null = i < lines.length ? listMarkerOf(lines[i]!) : null;
    if (next && next.ordered === first.ordered && next.bullet === first.bullet) {
      if (blanks > 0) tight = false;
      marker = next;
    } else {
      marker = null;
    }
  }
  return {
    block: { type: "list", ordered: first.ordered, start: first.start, tight, items },
    next: i,
  };
};

const readParagraph: BlockReader = (lines, start, depth) => {
  const parts = [lines[start]!.trimStart()];
  let i = start + 1;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlank(line) || startsBlock(line, depth, true) || tableHeaderAt(lines, i)) break;
    parts.push(line.trimStart());
  }
  return { block: { type: "paragraph", children: parseInline(parts.join("\n").trimEnd()) }, next: i };
};
