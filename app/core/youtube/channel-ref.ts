/**
 * What the creator pasted to name a channel, read into something the YouTube Data API can look up:
 * a handle, a channel id, a legacy custom name (/c/) or username (/user/), or a video whose channel
 * we want. Only YouTube's own addresses are read; anything else (another site, a javascript: URL,
 * a sentence) is refused with null rather than guessed at.
 *
 * Accepted, trimmed, with or without the scheme, on youtube.com, www., m. and music. (plus youtu.be
 * and, for /embed/, youtube-nocookie.com), ignoring trailing slashes, query strings, fragments and
 * extra path (/videos, /featured, /shorts…):
 *
 * - `@handle`, `youtube.com/@handle` → handle (without the @, percent-decoded, NFC)
 * - `youtube.com/channel/UC…`, a bare `UC…` (UC + 22 characters) → id
 * - `youtube.com/c/name` → custom; `youtube.com/user/name` → user
 * - `youtube.com/watch?v=ID`, `youtu.be/ID`, `/shorts/ID`, `/live/ID`, `/embed/ID` (11-character
 *   ids) → video
 * - a bare handle without the @, only as a single token of handle characters with no dot (so
 *   `youtube.com` or `evil.com` are never read as handles) and at least one letter.
 *
 * Refused on purpose: legacy vanity paths without /c/ (`youtube.com/name`, which can't be told
 * apart from YouTube's own pages), bare 11-character video ids (read as handles instead, since they
 * look the same), URLs with credentials or a port, anything with whitespace inside.
 */
export type ChannelRef =
  | { kind: "handle"; handle: string }
  | { kind: "id"; id: string }
  | { kind: "custom"; name: string }
  | { kind: "user"; name: string }
  | { kind: "video"; id: string };

/** Letters (any script, with their combining marks), digits, `.`, `_`, `-`: 3 to 30 of them. */
const HANDLE = /^[\p{L}\p{M}\p{N}._-]{3,30}$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Legacy custom names and usernames: the same characters, longer allowed. */
const LEGACY_NAME = /^[\p{L}\p{M}\p{N}._-]{1,100}$/u;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** A scheme such as `https:` or `javascript:` at the start. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAX_INPUT_LENGTH = 2000;

const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const shortHosts = new Set(["youtu.be", "www.youtu.be"]);
const noCookieHosts = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const videoPaths = new Set(["shorts", "live", "embed"]);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment).normalize("NFC");
  } catch {
    return null;
  }
}

/** A handle as typed (with or without the @), or null when it isn't a valid one. */
export function parseHandle(text: string): string | null {
  const handle = text.startsWith("@") ? text.slice(1) : text;
  return HANDLE.test(handle) && LETTER_OR_DIGIT.test(handle) ? handle : null;
}

function fromPath(host: string, segments: string[], query: URLSearchParams): ChannelRef | null {
  const [first, second] = segments;
  if (first === undefined) return null;

  if (shortHosts.has(host)) return VIDEO_ID.test(first) ? { kind: "video", id: first } : null;

  if (noCookieHosts.has(host)) {
    if (first.toLowerCase() !== "embed" || second === undefined) return null;
    return VIDEO_ID.test(second) ? { kind: "video", id: second } : null;
  }

  if (first.startsWith("@")) {
    const handle = parseHandle(first);
    return handle ? { kind: "handle", handle } : null;
  }
  const keyword = first.toLowerCase();
  if (keyword === "watch") {
    const id = query.get("v");
    return id && VIDEO_ID.test(id) ? { kind: "video", id } : null;
  }
  if (second === undefined) return null;
  if (keyword === "channel") return CHANNEL_ID.test(second) ? { kind: "id", id: second } : null;
  if (keyword === "c") return LEGACY_NAME.test(second) ? { kind: "custom", name: second } : null;
  if (keyword === "user") return LEGACY_NAME.test(second) ? { kind: "user", name: second } : null;
  if (videoPaths.has(keyword)) return VIDEO_ID.test(second) ? { kind: "video", id: second } : null;
  return null;
}

function fromUrl(text: string): ChannelRef | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!youtubeHosts.has(host) && !shortHosts.has(host) && !noCookieHosts.has(host)) return null;
  const segments: string[] = [];
  for (const raw of url.pathname.split("/")) {
    if (!raw) continue;
    const segment = decode(raw);
    if (segment === null) return null;
    segments.push(segment);
  }
  return fromPath(host, segments, url.searchParams);
}

/** Reads a pasted channel address (see the module comment); null when it isn't one. */
export function parseChannelRef(input: string): ChannelRef | null {
  const text = input.trim();
  if (!text || text.length > MAX_INPUT_LENGTH) return null;
  // Whitespace or control characters inside: a sentence or a mangled paste, not an address.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/u.test(text)) return null;

  if (SCHEME.test(text)) return fromUrl(text);
  if (text.startsWith("//")) return fromUrl(`https:${text}`);
  // "@handle", maybe with a tail copied from the address bar ("@handle/videos?si=…").
  if (text.startsWith("@")) return fromUrl(`https://www.youtube.com/${text}`);
  if (CHANNEL_ID.test(text)) return { kind: "id", id: text };
  // A host and maybe a path, without the scheme.
  if (text.includes("/") || text.includes(".")) return fromUrl(`https://${text}`);

  const handle = decode(text);
  if (handle === null || !/\p{L}/u.test(handle)) return null;
  const valid = parseHandle(handle);
  return valid ? { kind: "handle", handle: valid } : null;
}
