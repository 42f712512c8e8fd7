/**
 * A small, dependency-free markdown parser for text a language model wrote (the trend analyses).
 * It reads the subset such answers use — headings, paragraphs, lists, quotes, rules, fenced code,
 * GitHub tables, emphasis, code, strike-through and links — into plain data, never HTML: the view
 * renders that as React elements, so raw HTML in the text stays visible text. Links keep only
 * http:, https: and mailto: targets. The input is capped and every scan is linear-ish (no regex
 * that can backtrack badly, bounded nesting), so hostile text cannot stall or crash a render.
 */

/** Characters read; the rest of a longer text is dropped. */
export const MAX_MARKDOWN_LENGTH = 60_000;

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

const MAX_URL_LENGTH = 2048;
const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/**
 * The link target when it is an absolute http:, https: or mailto: address, else null (javascript:,
 * data:, relative paths, anything with spaces or control characters). Parsed the way a browser
 * parses it, so "JaVaScRiPt:" or a tab inside the scheme cannot slip through.
 */
export function safeLinkHref(raw: string): string | null {
  const href = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (href.length > MAX_URL_LENGTH || /[\u0000-\u0020\u007f-\u009f\s]/u.test(href)) return null;
  if (!/^(?:https?:\/\/|mailto:)/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  return (url.protocol === "mailto:" ? url.pathname : url.hostname) ? href : null;
}

// ---------------------------------------------------------------------------------------------
// Input

function normalise(source: string): string {
  let text = typeof source === "string" ? source.slice(0, MAX_MARKDOWN_LENGTH) : "";
  // Do not keep half of a surrogate pair cut by the cap.
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\0/g, "")
    .replace(/^[ \t]+/gm, (indent) => indent.replace(/\t/g, "    "));
}

// ---------------------------------------------------------------------------------------------
// Blocks

/** Quotes and lists nest at most this deep; deeper markers stay text (no unbounded recursion). */
const MAX_BLOCK_DEPTH = 8;

type BlockReader = (
  lines: readonly string[],
  start: number,
  depth: number,
) => { block: MarkdownBlock; next: number } | null;

function parseBlocks(lines: readonly string[], depth: number): MarkdownBlock[] {
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

// ---------------------------------------------------------------------------------------------
// Inlines: one left-to-right scan into a flat list of items (text, code, breaks, delimiter runs,
// link brackets), emphasis paired with CommonMark's delimiter-stack algorithm, then a tree built.

/** Emphasis nests at most this deep; deeper markers are shown as the characters they are. */
const MAX_INLINE_DEPTH = 16;
const MAX_LINK_PARENS = 32;
const MAX_TITLE_LENGTH = 1024;

const SPECIAL_CHAR = /[\\`*_~[\]<\nh]/g;
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;
const WHITESPACE = /^\s$/u;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/y;
const EMAIL_AUTOLINK = /<([^\s<>@\\]+@[A-Za-z0-9.-]+)>/y;
const BARE_URL = /https?:\/\/[^\s<>[\]"`]+/y;

interface Match {
  id: number;
  type: StyledNode["type"];
  /** The delimiter characters the match took from each side ("*", "**", "~~"). */
  marks: string;
}

interface DelimiterRun {
  kind: "delimiter";
  char: "*" | "_" | "~";
  length: number;
  remaining: number;
  canOpen: boolean;
  canClose: boolean;
  /** Matches where this run opens (taking characters from its end)… */
  opens: Match[];
  /** …and where it closes (taking characters from its start), in the order they were made. */
  closes: Match[];
}

type Item =
  | { kind: "text"; text: string }
  /** A "[" that may become a link's start. */
  | { kind: "bracket"; text: string }
  | { kind: "node"; node: CodeNode | BreakNode | LinkNode }
  | DelimiterRun
  | { kind: "linkOpen"; href: string | null; title: string | null }
  | { kind: "linkClose" };

interface Bracket {
  item: number;
  delimiterBottom: number;
}

function parseInline(source: string): InlineNode[] {
  return new InlineScanner(source).parse();
}

class InlineScanner {
  private pos = 0;
  private readonly items: Item[] = [];
  private delimiters: DelimiterRun[] = [];
  private readonly brackets: Bracket[] = [];
  /** Brackets below this stack index are inactive: a link formed after them (no links in links). */
  private inactiveBelow = 0;
  /** Where the backtick runs of each length start, and how far the search has gone. */
  private tickRuns: TickRuns | null = null;
  private nextMatchId = 0;

  constructor(private readonly src: string) {}

  parse(): InlineNode[] {
    while (this.pos < this.src.length) {
      const char = this.src[this.pos]!;
      if (char === "\\") this.escape();
      else if (char === "`") this.codeSpan();
      else if (char === "*" || char === "_" || char === "~") this.delimiterRun(char);
      else if (char === "[") this.openBracket();
      else if (char === "]") this.closeBracket();
      else if (char === "<") this.angleAutolink();
      else if (char === "\n") this.lineBreak();
      else if (char === "h") this.bareUrl();
      else this.plainText();
    }
    this.resolveEmphasis(this.delimiters);
    return buildTree(this.items);
  }

  private text(text: string): void {
    const last = this.items.at(-1);
    if (last?.kind === "text") last.text += text;
    else this.items.push({ kind: "text", text });
  }

  private plainText(): void {
    SPECIAL_CHAR.lastIndex = this.pos + 1;
    const end = SPECIAL_CHAR.exec(this.src)?.index ?? this.src.length;
    this.text(this.src.slice(this.pos, end));
    this.pos = end;
  }

  private escape(): void {
    const next = this.src[this.pos + 1];
    if (next === "\n") {
      this.hardBreak();
      this.pos += 2;
    } else if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
      this.text(next);
      this.pos += 2;
    } else {
      this.text("\\");
      this.pos += 1;
    }
  }

  /** Trailing spaces before a line end go; two or more of them make a hard break. */
  private trimTrailingSpaces(): number {
    const last = this.items.at(-1);
    if (last?.kind !== "text") return 0;
    const trimmed = last.text.trimEnd();
    const removed = last.text.length - trimmed.length;
    last.text = trimmed;
    return removed;
  }

  private hardBreak(): void {
    this.trimTrailingSpaces();
    this.items.push({ kind: "node", node: { type: "break" } });
  }

  /** Each line starts a new text item, so trimming a line's end never copies the whole paragraph. */
  private lineBreak(): void {
    const spaces = this.trimTrailingSpaces();
    this.items.push(spaces >= 2 ? { kind: "node", node: { type: "break" } } : { kind: "text", text: "\n" });
    this.pos += 1;
  }

  private codeSpan(): void {
    const start = this.pos;
    let end = start;
    while (this.src[end] === "`") end++;
    const size = end - start;
    const close = this.findTickRun(end, size);
    if (close < 0) {
      this.text(this.src.slice(start, end));
      this.pos = end;
      return;
    }
    let code = this.src.slice(end, close).replace(/\n/g, " ");
    if (code.startsWith(" ") && code.endsWith(" ") && code.trim() !== "") code = code.slice(1, -1);
    this.items.push({ kind: "node", node: { type: "code", text: code } });
    this.pos = close + size;
  }

  /** The next backtick run of exactly `size` at or after `from`, or -1 (indexed once, so linear). */
  private findTickRun(from: number, size: number): number {
    this.tickRuns ??= indexTickRuns(this.src);
    const runs = this.tickRuns.get(size);
    if (!runs) return -1;
    while (runs.next < runs.starts.length && runs.starts[runs.next]! < from) runs.next++;
    return runs.starts[runs.next] ?? -1;
  }

  private delimiterRun(char: "*" | "_" | "~"): void {
    const start = this.pos;
    let end = start;
    while (this.src[end] === char) end++;
    this.pos = end;
    const length = end - start;
    if (char === "~" && length !== 2) {
      this.text(this.src.slice(start, end));
      return;
    }
    const before = this.src[start - 1];
    const after = this.src[end];
    const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
    const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
    // Underscores do not emphasise inside words: snake_case stays as it is.
    const canOpen = char === "_" ? left && (!right || isPunctuation(before)) : left;
    const canClose = char === "_" ? right && (!left || isPunctuation(after)) : right;
    if (!canOpen && !canClose) {
      this.text(this.src.slice(start, end));
      return;
    }
    const run: DelimiterRun = {
      kind: "delimiter",
      char,
      length,
      remaining: length,
      canOpen,
      canClose,
      opens: [],
      closes: [],
    };
    this.items.push(run);
    this.delimiters.push(run);
  }

  private openBracket(): void {
    this.brackets.push({ item: this.items.length, delimiterBottom: this.delimiters.length });
    this.items.push({ kind: "bracket", text: "[" });
    this.pos += 1;
  }

  private closeBracket(): void {
    const opener = this.brackets.pop();
    const active = opener !== undefined && this.brackets.length >= this.inactiveBelow;
    this.inactiveBelow = Math.min(this.inactiveBelow, this.brackets.length);
    const target = active ? readLinkTarget(this.src, this.pos + 1) : null;
    if (!opener || !target) {
      this.text("]");
      this.pos += 1;
      return;
    }
    // Emphasis inside the link text pairs up within it, and nothing outside can reach in.
    this.resolveEmphasis(this.delimiters.splice(opener.delimiterBottom));
    this.items[opener.item] = {
      kind: "linkOpen",
      href: safeLinkHref(target.destination),
      title: target.title,
    };
    this.items.push({ kind: "linkClose" });
    this.inactiveBelow = this.brackets.length;
    this.pos = target.end;
  }

  private angleAutolink(): void {
    AUTOLINK.lastIndex = this.pos;
    EMAIL_AUTOLINK.lastIndex = this.pos;
    const url = AUTOLINK.exec(this.src);
    const email = url ? null : EMAIL_AUTOLINK.exec(this.src);
    const found = url ?? email;
    const href = url ? safeLinkHref(url[1]!) : email ? safeLinkHref(`mailto:${email[1]!}`) : null;
    if (found && href) {
      this.pushLink(href, found[1]!);
      this.pos += found[0].length;
    } else {
      this.text("<");
      this.pos += 1;
    }
  }

  /** A bare "https://…" address, without the punctuation that ends the sentence around it. */
  private bareUrl(): void {
    const before = this.src[this.pos - 1];
    BARE_URL.lastIndex = this.pos;
    const match = before !== undefined && WORD_CHAR.test(before) ? null : BARE_URL.exec(this.src);
    const url = match ? trimUrlEnd(match[0]) : "";
    const href = /^https?:\/\/[\p{L}\p{N}]/u.test(url) ? safeLinkHref(url) : null;
    if (href) {
      this.pushLink(href, url);
      this.pos += url.length;
    } else {
      this.text("h");
      this.pos += 1;
    }
  }

  private pushLink(href: string, text: string): void {
    this.items.push({
      kind: "node",
      node: { type: "link", href, title: null, children: [{ type: "text", text }] },
    });
  }

  /**
   * CommonMark's "process emphasis": each closing run pairs with the nearest run that can open it.
   * Runs between a pair are dropped from the stack, and `bottoms` remembers where a failed search
   * stopped, so the work stays linear.
   */
  private resolveEmphasis(runs: DelimiterRun[]): void {
    const openers: DelimiterRun[] = [];
    const bottoms = new Map<string, number>();
    for (const closer of runs) {
      const key = `${closer.char}${closer.canOpen ? 1 : 0}${closer.length % 3}`;
      while (closer.canClose && closer.remaining > 0) {
        let index = openers.length - 1;
        const bottom = bottoms.get(key) ?? 0;
        while (index >= bottom && !canPair(openers[index]!, closer)) index--;
        if (index < bottom) {
          bottoms.set(key, openers.length);
          break;
        }
        const opener = openers[index]!;
        this.pair(opener, closer);
        openers.length = opener.remaining > 0 ? index + 1 : index;
        for (const [name, value] of bottoms) bottoms.set(name, Math.min(value, openers.length));
      }
      if (closer.canOpen && closer.remaining > 0) openers.push(closer);
    }
  }

  private pair(opener: DelimiterRun, closer: DelimiterRun): void {
    const size = opener.char === "~" || (opener.remaining >= 2 && closer.remaining >= 2) ? 2 : 1;
    const type = opener.char === "~" ? "strike" : size === 2 ? "strong" : "em";
    const match: Match = { id: this.nextMatchId++, type, marks: opener.char.repeat(size) };
    opener.remaining -= size;
    closer.remaining -= size;
    opener.opens.push(match);
    closer.closes.push(match);
  }
}

/** Backtick runs by length: where each starts, and how far the closing-run search has got. */
type TickRuns = Map<number, { starts: number[]; next: number }>;

function indexTickRuns(src: string): TickRuns {
  const runs: TickRuns = new Map();
  let start = src.indexOf("`");
  while (start >= 0) {
    let end = start;
    while (src[end] === "`") end++;
    const entry = runs.get(end - start) ?? { starts: [], next: 0 };
    entry.starts.push(start);
    runs.set(end - start, entry);
    start = src.indexOf("`", end);
  }
  return runs;
}

function isSpace(char: string | undefined): boolean {
  return char === undefined || WHITESPACE.test(char);
}

function isPunctuation(char: string | undefined): boolean {
  return char !== undefined && PUNCTUATION.test(char);
}

/** CommonMark's "rule of 3": `*a**b*` is not `<em>a</em><em>b</em>`… */
function canPair(opener: DelimiterRun, closer: DelimiterRun): boolean {
  if (opener.char !== closer.char) return false;
  if (opener.char === "~" || !(opener.canClose || closer.canOpen)) return true;
  const sum = opener.length + closer.length;
  return sum % 3 !== 0 || (opener.length % 3 === 0 && closer.length % 3 === 0);
}

/** `(destination "title")` right after a link's "]", or null; bounded in length and nesting. */
function readLinkTarget(
  src: string,
  start: number,
): { destination: string; title: string | null; end: number } | null {
  if (src[start] !== "(") return null;
  let i = skipSpaces(src, start + 1);
  const angled = src[i] === "<";
  const from = angled ? i + 1 : i;
  if (angled) {
    // <destination with spaces>: no line end or "<" inside.
    for (i = from; src[i] !== ">"; i++) {
      const char = src[i];
      if (char === undefined || char === "\n" || char === "<" || i - from > MAX_URL_LENGTH) return null;
      if (char === "\\") i++;
    }
  } else {
    // A bare destination ends at a space or control character, or a ")" it did not open.
    let depth = 0;
    for (; i < src.length; i++) {
      const code = src.charCodeAt(i);
      if (code <= 0x20 || code === 0x7f || (code === 0x29 && depth === 0)) break;
      if (i - from > MAX_URL_LENGTH || (code === 0x28 && ++depth > MAX_LINK_PARENS)) return null;
      if (code === 0x29) depth--;
      if (code === 0x5c && ASCII_PUNCTUATION.test(src[i + 1] ?? "")) i++;
    }
    if (depth !== 0) return null;
  }
  const destination = unescapePunctuation(src.slice(from, i));
  if (angled) i++;
  let title: string | null = null;
  const afterDestination = i;
  i = skipSpaces(src, i);
  const quote = src[i];
  if (i > afterDestination && (quote === '"' || quote === "'" || quote === "(")) {
    const closing = quote === "(" ? ")" : quote;
    const titleFrom = i + 1;
    for (i = titleFrom; src[i] !== closing; i++) {
      if (src[i] === undefined || i - titleFrom > MAX_TITLE_LENGTH) return null;
      if (src[i] === "\\") i++;
    }
    title = unescapePunctuation(src.slice(titleFrom, i));
    i = skipSpaces(src, i + 1);
  }
  return src[i] === ")" ? { destination, title, end: i + 1 } : null;
}

function unescapePunctuation(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, "$1");
}

/** Spaces, tabs and at most one line end. */
function skipSpaces(src: string, from: number): number {
  let i = from;
  let newlines = 0;
  while (src[i] === " " || src[i] === "\t" || (src[i] === "\n" && newlines++ === 0)) i++;
  return i;
}

/** A bare URL without trailing punctuation, or a ")" it did not open ("(see https://a.b/c)"). */
function trimUrlEnd(url: string): string {
  let opened = 0;
  let closed = 0;
  for (const char of url) {
    if (char === "(") opened++;
    else if (char === ")") closed++;
  }
  let end = url.length;
  while (end > 0) {
    const char = url[end - 1]!;
    if ("?!.,:;*_~'".includes(char)) {
      end--;
    } else if (char === ")" && closed > opened) {
      closed--;
      end--;
    } else {
      break;
    }
  }
  return url.slice(0, end);
}

type Frame =
  | { kind: "root"; children: InlineNode[] }
  | { kind: "style"; id: number; type: StyledNode["type"]; children: InlineNode[] }
  | { kind: "link"; href: string | null; title: string | null; children: InlineNode[] };

/** The nested nodes from the scanned items and the emphasis pairs found among them. */
function buildTree(items: readonly Item[]): InlineNode[] {
  const root: Frame = { kind: "root", children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  const finish = () => {
    const frame = stack.pop()!;
    appendAll(top(), closeFrame(frame));
  };
  let inLink = false;
  for (const item of items) {
    switch (item.kind) {
      case "text":
      case "bracket":
        appendText(top(), item.text);
        break;
      case "node":
        // An address written inside a link's text stays text: links do not nest.
        if (item.node.type === "link" && inLink) appendAll(top(), item.node.children);
        else top().children.push(item.node);
        break;
      case "delimiter":
        for (const match of item.closes) {
          const frame = top();
          if (frame.kind === "style" && frame.id === match.id) finish();
          else appendText(frame, match.marks);
        }
        appendText(top(), item.char.repeat(item.remaining));
        for (const match of [...item.opens].reverse()) {
          if (stack.length > MAX_INLINE_DEPTH) appendText(top(), match.marks);
          else stack.push({ kind: "style", id: match.id, type: match.type, children: [] });
        }
        break;
      case "linkOpen":
        stack.push({ kind: "link", href: item.href, title: item.title, children: [] });
        inLink = true;
        break;
      case "linkClose":
        while (stack.length > 1 && top().kind !== "link") finish();
        if (stack.length > 1) finish();
        inLink = false;
        break;
    }
  }
  while (stack.length > 1) finish();
  return root.children;
}

function closeFrame(frame: Frame): InlineNode[] {
  switch (frame.kind) {
    case "root":
      return frame.children;
    case "style":
      return [{ type: frame.type, children: frame.children }];
    case "link":
      // A refused target keeps only its text; an empty link text shows the address.
      if (frame.href === null) return frame.children;
      return [
        {
          type: "link",
          href: frame.href,
          title: frame.title,
          children: frame.children.length > 0 ? frame.children : [{ type: "text", text: frame.href }],
        },
      ];
  }
}

function appendText(frame: Frame, text: string): void {
  if (text === "") return;
  const last = frame.children.at(-1);
  if (last?.type === "text") last.text += text;
  else frame.children.push({ type: "text", text });
}

function appendAll(frame: Frame, nodes: readonly InlineNode[]): void {
  for (const node of nodes) {
    if (node.type === "text") appendText(frame, node.text);
    else frame.children.push(node);
  }
}

// ---------------------------------------------------------------------------------------------
// Plain text

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
