import { and, eq, inArray, sql } from "drizzle-orm";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import {
  thumbnailDownloadUrl,
  thumbnailImageUrl,
  thumbnailSrcSet,
  type ImageVariant,
} from "~/core/thumbnails/image-urls";
import type { Database } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";
import { isUuid } from "~/core/db/ids";
import { latestGeneration, type StoredMessage } from "~/features/expert/conversation-store.server";
import { interviewProgress, quickRepliesForState } from "~/features/expert/interview/state";
import { stripGenerateMarker } from "~/features/expert/interview/marker";
import { questionIds, welcomeMessage } from "~/features/expert/interview/questions";
import { titleFromIdea } from "~/features/expert/interview/video-idea";
import { referenceImageUrl, uploadedReferenceKey } from "~/features/expert/reference-images.server";
import { transcriptOf } from "~/features/expert/transcript";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";

/**
 * What the Thumbnail Expert page shows of a conversation: its messages without the generate marker,
 * the images of each generation (those still in the dashboard), the reference images, the quick
 * replies for the current question and the state of the latest generation.
 */

export interface ChatImage {
  id: string;
  n: number;
  src: string;
  srcSet: string;
  download: string;
  /** The editor's address when the image has a layer document. */
  edit: string | null;
}

export interface ChatMessageView {
  id: string;
  role: "user" | "assistant";
  content: string;
  images: ChatImage[] | null;
  reference: string | null;
}

export type GenerationView = "pending" | "failed" | null;

export async function conversationView(
  db: Database,
  input: {
    userId: string;
    conversationId: string | null;
    messages: StoredMessage[];
    language: BriefLanguage;
    variant: ImageVariant;
    /** The video's idea a new conversation opens with (`?prompt=`), shown under the welcome. */
    idea?: string;
  },
) {
  const { userId, messages, language, variant } = input;
  const imageIds = messages.flatMap((m) => m.images ?? []);
  const existing = new Map(
    imageIds.length
      ? (
          await db
            .select({
              id: thumbnails.id,
              revision: thumbnails.revision,
              editable: sql<number>`${thumbnails.document} IS NOT NULL`,
            })
            .from(thumbnails)
            .where(and(eq(thumbnails.userId, userId), inArray(thumbnails.id, imageIds)))
        ).map((row) => [row.id, row] as const)
      : [],
  );
  const transcript =
    messages.length > 0
      ? messages
      : [{ role: "assistant" as const, content: welcomeMessage(language, input.idea) }];
  const views: ChatMessageView[] = transcript.map((m, i) => ({
    id: "id" in m ? m.id : `welcome-${i}`,
    role: m.role,
    content: stripGenerateMarker(m.content),
    images:
      "images" in m && m.images
        ? m.images
            .map((id, index) => ({ id, n: index + 1 }))
            .filter(({ id }) => existing.has(id))
            .map(({ id, n }) => {
              const { revision, editable } = existing.get(id)!;
              return {
                id,
                n,
                src: thumbnailImageUrl(id, 640, variant, revision),
                srcSet: thumbnailSrcSet(id, variant, revision),
                download: thumbnailDownloadUrl(id),
                edit: editable ? `/gerar/editor/${id}` : null,
              };
            })
        : null,
    reference:
      "referenceImage" in m && m.referenceImage ? referenceImageUrl(userId, m.referenceImage, variant) : null,
  }));
  const { state, idea } = interviewProgress(transcriptOf(transcript));
  const latest = input.conversationId ? await latestGeneration(db, userId, input.conversationId) : null;
  const lastAt = messages.at(-1)?.createdAt ?? 0;
  const generation: GenerationView =
    latest && (latest.status === "queued" || latest.status === "running")
      ? "pending"
      : latest?.status === "failed" && latest.createdAt >= lastAt
        ? "failed"
        : null;
  return {
    messages: views,
    quickReplies: generation === "pending" ? [] : quickRepliesForState(state, language),
    stage: state.stage,
    generation,
    hasUserMessages: messages.some((m) => m.role === "user"),
    /** What the message box starts with: the video's idea as the title, when the title is asked. */
    suggestion:
      idea && state.stage === "asking" && !state.revising && questionIds[state.questionIndex] === "title"
        ? titleFromIdea(idea, language)
        : "",
  };
}

/** A dashboard thumbnail offered as the reference (`?reference=<id>`), when it is the user's. */
export async function dashboardReference(
  db: Database,
  userId: string,
  id: string | null,
  variant: ImageVariant,
) {
  if (!isUuid(id)) return null;
  const thumbnail = await findOwnedThumbnail(db, userId, id);
  return thumbnail
    ? {
        kind: "thumbnail" as const,
        id: thumbnail.id,
        title: thumbnail.title,
        src: thumbnailImageUrl(thumbnail.id, 320, variant),
      }
    : null;
}

/**
 * A reference the server stored for the creator (`?upload=<name>`: a YouTube thumbnail picked in
 * the channel analysis), when it is theirs and still there; `title` is what the link says it shows.
 */
export async function storedReference(
  env: Pick<Env, "MEDIA">,
  userId: string,
  name: string | null,
  title: string | null,
) {
  const key = name ? uploadedReferenceKey(userId, name) : null;
  if (!key || !(await env.MEDIA.head(key))) return null;
  return {
    kind: "upload" as const,
    id: name!,
    title: (title ?? "").slice(0, 200),
    src: referenceImageUrl(userId, key, "orig")!,
  };
}
