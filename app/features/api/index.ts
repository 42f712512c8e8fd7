/** The REST API feature as the web Worker's entry sees it: its Hono router. */
export { createApiRouter } from "~/features/api/router.server";
