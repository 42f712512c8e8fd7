import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { readBodyWithin } from "~/core/http/read-form.server";
import { videoLimitMinutes } from "~/features/video/frame-plan";
import { maxFrameBytes, storeFrame, videoAllowance } from "~/features/video/video-analysis.server";
import { frameTimestamp, maxVideoFrames } from "~/features/video/video-payload";
import { createDb } from "~/core/db/client.server";

type FrameAnswer = { ok: true } | { error: string };

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * One frame the browser extracted (POST /video-analysis/quadros/:timestamp/:index, the JPEG as the
 * body), stored at {userId}/frames/{timestamp}_{index}.jpg without overwriting another
 * (docs/product.md, Video to thumbnail). Answers JSON: `{ ok: true }` or `{ error }` in the user's
 * language.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  const answer = (status: number, body: FrameAnswer) =>
    Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
  const user = await getSessionUser(request, env);
  if (!user) return answer(401, { error: t("video.notSignedIn") });
  const timestamp = frameTimestamp.safeParse(params.timestamp);
  const index = Number(params.index);
  if (!timestamp.success || !/^\d{1,2}$/.test(params.index ?? "") || index >= maxVideoFrames)
    return answer(404, { error: t("video.invalidRequest") });
  if (request.method !== "POST") return answer(405, { error: t("video.invalidRequest") });
  const db = createDb(env.DB);
  const allowance = await videoAllowance(db, env.DB, user.id);
  if (allowance.limitMinutes <= 0)
    return answer(403, { error: t("video.freeBody", { minutes: videoLimitMinutes("starter") }) });
  const bytes = await readBodyWithin(request, maxFrameBytes);
  if (!bytes) return answer(413, { error: t("video.frameTooLarge") });
  const stored = await storeFrame(env, { userId: user.id, timestamp: timestamp.data, index, bytes });
  if (stored.ok) return answer(201, { ok: true });
  switch (stored.reason) {
    case "too_large":
      return answer(413, { error: t("video.frameTooLarge") });
    case "not_a_frame":
      return answer(415, { error: t("video.frameInvalid") });
    case "exists":
      return answer(409, { error: t("video.frameExists") });
  }
}
