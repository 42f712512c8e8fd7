// Both Workers as one, for tests inside workerd: the web Worker's fetch (Hono + the real Remix
// build) and the jobs Worker's queue consumer and Durable Objects.
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "#server-build";
import { handleQueueBatch } from "../../workers/jobs";
import { createWebApp } from "../../workers/web";
import { inProcessMedia } from "./in-process-media";

export { UserLive, ChatSession } from "../../workers/jobs";

const app = createWebApp(build as unknown as ServerBuild, inProcessMedia);

export default {
  fetch: app.fetch,
  queue: handleQueueBatch,
} satisfies ExportedHandler<Env>;
