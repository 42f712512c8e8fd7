// The Worker in front of the bare page: Remix's request handler, nothing else.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error -- written by `remix vite:build` (scripts/lib/bench-bare-remix.mjs builds it first)
import * as build from "./.wrangler/build/server/index.js";

const handleRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  fetch(request: Request, env: unknown, ctx: unknown) {
    return handleRequest(request, { cloudflare: { env, ctx } });
  },
};
