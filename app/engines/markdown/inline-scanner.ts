/**
 * The inline half of the markdown parser: one left-to-right scan of a block's text into a flat list
 * of items (text, code, breaks, delimiter runs, link brackets), emphasis paired with CommonMark's
 * delimiter-stack algorithm, then the tree built (inline-tree.ts). Backtick runs are indexed once
 * and failed emphasis searches remember where they stopped, so the work stays linear.
 */
import type { InlineNode } from "~/engines/markdown/markdown-blocks";
import { buildTree, type DelimiterRun, type Item, type Match } from "~/engines/markdown/inline-tree";
import { ASCII_PUNCTUATION, readLinkTarget, trimUrlEnd } from "~/engines/markdown/link-target";
import { safeLinkHref } from "~/engines/markdown/safe-link-href";

const SPECIAL_CHAR = /[\\`*_~[\]<\nh]/g;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;
const WHITESPACE = /^\s$/u;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/y;
const EMAIL_AUTOLINK = /<([^\s<>@\\]+@[A-Za-z0-9.-]+)>/y;
const BARE_URL = /https?:\/\/[^\s<>[\]"`]+/y;

interface Bracket {
  item: number;
  delimiterBottom: number;
}

/** The inline nodes of one block's text. */
export function parseInline(source: string): InlineNode[] {
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
