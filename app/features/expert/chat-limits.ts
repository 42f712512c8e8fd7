/**
 * The Thumbnail Expert's limits and history actions, without zod: the composer and the history
 * render in the browser on every visit, and the schemas that use these (chat-schemas.ts) are for
 * the server and the rename dialog, whose code loads when it opens.
 */

export const conversationTitleMax = 100;
export const messageMaxLength = 2000;

/** What the history offers on each conversation (page states `?rename=<id>`, `?delete=<id>`). */
export const conversationActions = ["rename", "delete"] as const;
