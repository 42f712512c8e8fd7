/** The web Worker's entry point (root wrangler.toml). */
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "#server-build";
import { expireSubscriptions } from "~/features/billing/checkout.server";
import { photonTools } from "~/engines/media/photon-tools.server";
import { sweepUploads } from "~/core/storage/retention.server";
import { runDeletionChores } from "~/features/settings/account-deletion.server";
import { deleteExpiredExports } from "~/features/settings/data-export.server";
import { createWebApp } from "./web";

// The renderer runs in the jobs Worker (RenderService, reached over the RENDERER binding); the
// watermark and resizing stay here.
const app = createWebApp(build as unknown as ServerBuild, (env) => ({
  renderer: {
    render: (input) => env.RENDERER.render(input),
    warnings: (layers) => env.RENDERER.warnings(layers),
    score: (input) => env.RENDERER.score(input),
  },
  imageTools: photonTools,
  templatePreview: (input) => env.RENDERER.templatePreview(input),
}));

export default {
  fetch: app.fetch,
  /** The cron of wrangler.toml: paid periods that are over return their users to Free; old uploads go. */
  async scheduled(_controller, env) {
    const expired = await expireSubscriptions(env);
    if (expired) console.log(`billing: ${expired} user(s) returned to the plan they are entitled to`);
    // Uploaded originals past their 7 days (app/core/storage/retention.server.ts).
    const swept = await sweepUploads(env);
    if (swept) console.log(`uploads: ${swept} object(s) past their retention removed`);
    // Deleted accounts' R2 left over, payment records past their 5 years, exports past their 7 days.
    await runDeletionChores(env);
    await deleteExpiredExports(env);
  },
} satisfies ExportedHandler<Env>;
