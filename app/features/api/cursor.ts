/**
 * The list's cursor: where the previous page ended (its last thumbnail's creation time and id),
 * opaque to callers. Newest first, ties broken by id, so a page never repeats or skips a row even
 * when thumbnails share a timestamp or new ones arrive between pages.
 */
export interface CursorPosition {
  createdAt: number;
  id: string;
}

const toBase64Url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export function encodeCursor(position: CursorPosition): string {
  return toBase64Url(`${position.createdAt}.${position.id}`);
}

/** The position a cursor names; undefined when it is not one of ours. */
export function decodeCursor(cursor: string): CursorPosition | undefined {
  let text: string;
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return undefined;
  }
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(text);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : undefined;
}
