/**
 * A template's preview for the library's grid: rendered once by our renderer (over the render
 * service, where the WASM is) per template, language, width and library version, then kept in R2,
 * so browsing the library costs one R2 read per picture.
 */
import type { Language } from "~/core/i18n/config";
import { templatePreviewKey } from "~/core/storage/keys";
import type { MediaTools } from "~/load-context";
import { templateLibraryVersion } from "~/features/templates/library-version";
import type { TemplatePreviewWidth } from "~/features/templates/template-preview-url";

export async function templatePreviewJpeg(
  env: Pick<Env, "MEDIA">,
  media: Pick<MediaTools, "templatePreview">,
  input: { templateId: string; language: Language; width: TemplatePreviewWidth },
): Promise<Uint8Array> {
  const key = templatePreviewKey(templateLibraryVersion, input.templateId, input.language, input.width);
  const cached = await env.MEDIA.get(key);
  if (cached) return new Uint8Array(await cached.arrayBuffer());
  const jpeg = await media.templatePreview(input);
  try {
    await env.MEDIA.put(key, jpeg, { httpMetadata: { contentType: "image/jpeg" } });
  } catch (error) {
    // The picture is still good: a failed write only means the next visitor renders it again.
    console.error("templates: could not keep a preview", error);
  }
  return jpeg;
}
