/** The web Worker's entry point (root wrangler.toml). */
import * as build from "#server-build";
import { createWebApp } from "./web";

const app = createWebApp(build as unknown as import("@remix-run/cloudflare").ServerBuild);

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
