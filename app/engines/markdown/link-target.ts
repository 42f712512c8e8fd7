/**
 * The pieces of a link the inline scanner reads by hand: the `(destination "title")` after a "]",
 * and where a bare address ends. Every loop is bounded in length and nesting, so an unclosed target
 * cannot make the scan quadratic.
 */
import { MAX_URL_LENGTH } from "~/engines/markdown/safe-link-href";

const MAX_LINK_PARENS = 32;
const MAX_TITLE_LENGTH = 1024;
export const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;

/** `(destination "title")` right after a link's "]", or null; bounded in length and nesting. */
export function readLinkTarget(
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
export function trimUrlEnd(url: string): string {
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
