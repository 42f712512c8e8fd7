import * as photon from "@cf-wasm/photon";
import { chargeHeldUsage, holdUsage } from "~/core/usage/metering.server";
import { aiConfig } from "~/core/ai/ai-config.server";
import { createR2PartWriter } from "~/engines/media/r2-part-writer";
import { fitWithin, upscaleToJpegStream } from "~/engines/media/upscale-stream";
import { decodable, imageSize } from "~/engines/render/image-size";
import { externalUpscale } from "~/features/upscale/external-upscaler.server";
import { upscaleTargets } from "~/features/upscale/upscale-options";
import { UpscalePayload } from "~/features/upscale/upscale-payload";
import { upscaleResultKey } from "~/core/storage/keys";
import type { JobHandler } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";

/** JPEG quality of the upscaled picture: high enough to keep the detail the upscale adds. */
const outputQuality = 90;

/**
 * The upscale job (docs/decisions/015-upscaling-within-a-worker.md, issue 10). With `UPSCALER_URL`
 * the external AI upscaler makes the picture and its answer is streamed to R2; if it fails, or
 * without it, the embedded upscaler runs: it decodes the source (at most 4.2 megapixels, checked
 * again here), then resamples it band by band into a streaming JPEG encoder
 * whose output goes to R2 as a multipart upload, so an 8K result (132 MB as RGBA) is never held in
 * memory. Charged (AI credits) only when the result is stored; safe to run again for the same job.
 */
export const upscale: JobHandler = async ({ env, job }) => {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("upscale job without a user");
  const payload = UpscalePayload.safeParse(job.payload ?? {});
  if (!payload.success) throw new PermanentJobError("upscale job without a valid payload");
  const held = await holdUsage(env.DB, { userId, key: job.id, action: "upscale" });
  if (!held.ok) throw new PermanentJobError(held.reason === "limit" ? "plan_limit" : "usage_released");

  const object = await env.MEDIA.get(payload.data.sourceKey);
  if (!object) throw new PermanentJobError("upscale source is gone");
  const bytes = new Uint8Array(await object.arrayBuffer());
  const sourceSize = imageSize(bytes);
  if (!sourceSize || !decodable(bytes))
    throw new PermanentJobError("upscale source cannot be decoded within memory");
  const box = upscaleTargets[payload.data.target];
  const size = fitWithin(sourceSize.width, sourceSize.height, box.width, box.height);
  const key = upscaleResultKey(userId, payload.data.upload);
  const config = aiConfig(env);

  if (config.UPSCALER_URL) {
    const writer = await createR2PartWriter(env.MEDIA, key, { contentType: "image/jpeg" });
    try {
      await externalUpscale({
        url: config.UPSCALER_URL,
        apiKey: config.UPSCALER_API_KEY,
        source: { bytes, mime: object.httpMetadata?.contentType ?? "image/png" },
        width: size.width,
        height: size.height,
        timeoutMs: config.UPSCALER_TIMEOUT_MS,
        write: (chunk) => writer.write(chunk),
      });
      const stored = await writer.finish();
      await chargeHeldUsage(env.DB, job.id);
      return { width: size.width, height: size.height, bytes: stored, provider: "external" };
    } catch (error) {
      // The embedded upscaler still gives the creator a result.
      console.warn(`upscale ${job.id}: the external upscaler failed, using the embedded one`, error);
      await writer.abort().catch(() => undefined);
    }
  }

  const decoded = photon.PhotonImage.new_from_byteslice(bytes);
  let source: { width: number; height: number; data: Uint8Array };
  try {
    source = { width: decoded.get_width(), height: decoded.get_height(), data: decoded.get_raw_pixels() };
  } finally {
    decoded.free();
  }
  const writer = await createR2PartWriter(env.MEDIA, key, { contentType: "image/jpeg" });
  try {
    await upscaleToJpegStream({
      source,
      width: size.width,
      height: size.height,
      quality: outputQuality,
      onData: (chunk) => writer.write(chunk),
    });
  } catch (error) {
    await writer.abort().catch(() => undefined);
    throw error;
  }
  const stored = await writer.finish();
  await chargeHeldUsage(env.DB, job.id);
  return { width: size.width, height: size.height, bytes: stored, provider: "embedded" };
};
