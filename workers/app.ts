/** The web Worker's entry point (root wrangler.toml). */
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "#server-build";
import { createWebApp } from "./web";

const app = createWebApp(build as unknown as ServerBuild);

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
