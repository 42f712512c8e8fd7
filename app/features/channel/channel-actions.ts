/**
 * The channel analysis page's two posts (docs/product.md, Channel analysis): removing a history
 * entry, and picking a thumbnail to take into the Thumbnail Expert. The search itself is a GET form
 * read by the loader. Messages are i18n keys, translated at render.
 */
import { z } from "zod";
import { isVideoId } from "~/core/youtube/video-images";

/** The video's title and channel name travel into the Expert's prompt; longer ones are cut. */
const promptPartMaxLength = 200;
const promptPart = z
  .string()
  .optional()
  .transform((value) => (value ?? "").slice(0, promptPartMaxLength));

export const ChannelActionSchema = z.discriminatedUnion("intent", [
  // An id that is not the user's (or not an id) answers 404 from deleteOwned, as on the dashboard.
  z.object({ intent: z.literal("delete-history"), id: z.string().optional() }),
  z.object({
    intent: z.literal("use-thumbnail"),
    videoId: z.string({ required_error: "channel.imageFailed" }).refine(isVideoId, "channel.imageFailed"),
    title: promptPart,
    channel: promptPart,
  }),
]);
