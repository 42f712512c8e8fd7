/**
 * Which link targets markdown may point to: the parser keeps only these, and the view checks
 * again before it writes an `href` (docs/decisions/020-markdown-parser-stays-hand-written.md).
 */

export const MAX_URL_LENGTH = 2048;
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
