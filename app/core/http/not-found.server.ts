/**
 * The app's one 404. A page's loader or action calls `notFound()`, which throws, and the route's
 * ErrorBoundary renders the not-found page; a resource route returns the bare answer
 * (`return notFoundResponse()`). Both are the same "Not Found" text with status 404 whether the thing
 * is missing or belongs to someone else, so a stranger's id reads as an unknown one
 * (docs/decisions/010-dashboard-images-watermark-live.md, 012-thumbnail-expert-chat-and-generation.md).
 */
export function notFoundResponse(): Response {
  return new Response("Not Found", { status: 404 });
}

/** Stops the loader or action here with a 404 the ErrorBoundary renders. */
export function notFound(): never {
  throw notFoundResponse();
}
