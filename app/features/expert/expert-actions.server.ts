import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { toolRoutes } from "~/core/http/tool-routes";
import { redirectAfterPost, redirectWithToast } from "~/core/http/toast.server";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";
import { chatSessionName } from "~/core/live/events";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import { keysInUse } from "~/core/storage/keys-in-use.server";
import { createDb } from "~/core/db/client.server";
import { isUuid } from "~/core/db/ids";
import {
  ConversationIdSchema,
  messageMaxLength,
  RenameConversationSchema,
  SendMessageSchema,
} from "~/features/expert/chat-schemas";
import {
  appendMessage,
  deleteConversation,
  ensureConversation,
  findConversation,
  renameConversation,
} from "~/features/expert/conversation-store.server";
import {
  asksToGenerate,
  canGenerate,
  startGeneration,
  type GenerationStart,
} from "~/features/expert/generation.server";
import { storedConversationTitle } from "~/features/expert/interview/conversation-title";
import { welcomeMessage } from "~/features/expert/interview/questions";
import {
  storeReferenceImage,
  copyThumbnailAsReference,
  tooManyPixels,
  uploadedReferenceKey,
} from "~/features/expert/reference-images.server";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";

const expertPath = toolRoutes.expert;
export const conversationPath = (id: string) => `${expertPath}?${new URLSearchParams({ c: id })}`;

interface ActionContext {
  request: Request;
  env: Env;
  t: TFunction;
  userId: string;
  language: BriefLanguage;
}

/** What a refused message returns: the error to show and what was typed, so nothing is lost. */
export interface SendFailure {
  send: { error: { title: string; body?: string; limit?: boolean }; text: string; clientMessageId: string };
}

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * A body this big is refused unread (the typed text cannot be given back). Anything smaller is
 * read, so an image just over the 5 MB limit is refused with the text kept in the form.
 */
export const maxSendBodyBytes = 20 * 1024 * 1024;

export async function sendMessage(context: ActionContext, form: FormData) {
  const { env, t, userId, language } = context;
  const typed = typeof form.get("text") === "string" ? String(form.get("text")) : "";
  const fallbackId =
    typeof form.get("clientMessageId") === "string" ? String(form.get("clientMessageId")) : "";
  const refuse = (status: number, error: SendFailure["send"]["error"]) =>
    data<SendFailure>({ send: { error, text: typed, clientMessageId: fallbackId } }, { status });

  const submission = parseWithZod(form, { schema: SendMessageSchema });
  if (submission.status !== "success") {
    const tooLong = submission.error?.text?.includes("expert.messageTooLong");
    return refuse(400, {
      title: t("expert.errorTitle"),
      body: tooLong ? t("expert.messageTooLong", { max: messageMaxLength }) : t("expert.emptyMessage"),
    });
  }
  const { conversationId, clientMessageId, quickReply, text, referenceThumbnail, referenceUpload, idea } =
    submission.value;
  const content = quickReply || text || "";
  if (!content) return refuse(400, { title: t("expert.errorTitle"), body: t("expert.emptyMessage") });
  if (!(await allowAction(context.request, env, "ai", userId)))
    return refuse(429, { title: t("expert.errorTitle"), body: t(tooManyRequestsKey) });

  const db = createDb(env.DB);
  if (asksToGenerate(content) && !(await canGenerate(db, env.DB, userId)))
    return refuse(403, { title: t("expert.limitTitle"), body: t("expert.limitBody"), limit: true });

  let referenceImage: string | null = null;
  const file = form.get("reference");
  // R2 failing under the picture is the message box again with what was typed, and a message.
  const storageFailed = (error: unknown) => {
    console.error("expert: could not store the reference image", error);
    return refuse(503, { title: t("expert.errorTitle"), body: t("expert.imageStoreFailed") });
  };
  if (file instanceof File && file.size > 0) {
    let stored: Awaited<ReturnType<typeof storeReferenceImage>>;
    try {
      stored = await storeReferenceImage(env, userId, file);
    } catch (error) {
      return storageFailed(error);
    }
    if (!stored.ok)
      return refuse(
        stored.reason === "not_an_image" ? 415 : 413,
        stored.reason === "too_large"
          ? { title: t("expert.fileTooLarge"), body: t("expert.fileTooLargeBody") }
          : stored.reason === "too_many_pixels"
            ? { title: t("expert.errorTitle"), body: tooManyPixels(t, language, stored.megapixels) }
            : { title: t("expert.errorTitle"), body: t("expert.notAnImage") },
      );
    referenceImage = stored.key;
  } else if (referenceThumbnail && (await findOwnedThumbnail(db, userId, referenceThumbnail))) {
    // A copy: the thumbnail can be deleted from the dashboard while the message still shows it.
    try {
      referenceImage = await copyThumbnailAsReference(env, userId, referenceThumbnail);
    } catch (error) {
      return storageFailed(error);
    }
  } else if (referenceUpload) {
    const key = uploadedReferenceKey(userId, referenceUpload);
    try {
      if (key && (await env.MEDIA.head(key))) referenceImage = key;
    } catch (error) {
      return storageFailed(error);
    }
  }

  try {
    const existing = await findConversation(db, userId, conversationId);
    if (!existing) {
      // The dated title is written at render, in the reader's language (conversation-title.ts).
      const title = storedConversationTitle(Boolean(quickReply));
      if (!(await ensureConversation(db, userId, { id: conversationId, title }))) throw notFound();
      await appendMessage(db, {
        conversationId,
        role: "assistant",
        content: welcomeMessage(language, idea),
        clientMessageId: "welcome",
      });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("expert: could not create a conversation", error);
    return refuse(503, { title: t("expert.createError") });
  }

  const session = env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(chatSessionName(userId, conversationId)));
  const result = await session.turn({
    userId,
    conversationId,
    language,
    message: { clientMessageId, content, referenceImage },
  });
  if (!result.ok) {
    if (result.error === "not_found") throw notFound();
    return data<SendFailure>(
      {
        send: {
          error: {
            title: t("expert.errorTitle"),
            body: quickReply ? t("expert.quickFailed") : t("expert.aiFailed"),
          },
          text: quickReply ? "" : content,
          clientMessageId,
        },
      },
      { status: 502 },
    );
  }
  return afterGeneration(context, conversationId, result.generation);
}

/** Where rename and delete go back to: the conversation the page showed, if it still exists. */
function backTo(form: FormData, removed?: string) {
  const current = form.get("current");
  return isUuid(current) && current !== removed ? conversationPath(current) : expertPath;
}

export async function renameConversationAction({ request, env, t, userId }: ActionContext, form: FormData) {
  const submission = parseWithZod(form, { schema: RenameConversationSchema });
  if (submission.status !== "success") return data({ rename: submission.reply() }, { status: 400 });
  const back = backTo(form);
  try {
    const renamed = await renameConversation(
      createDb(env.DB),
      userId,
      submission.value.id,
      submission.value.title,
    );
    if (!renamed) throw notFound();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("expert: could not rename a conversation", error);
    return redirectAfterPost(request, env, back, {
      type: "error",
      title: t("expert.renameError"),
      description: t("expert.renameErrorBody"),
    });
  }
  return redirectAfterPost(request, env, back, { type: "success", title: t("expert.renamed") });
}

export async function deleteConversationAction({ request, env, t, userId }: ActionContext, form: FormData) {
  const submission = parseWithZod(form, { schema: ConversationIdSchema });
  if (submission.status !== "success") throw notFound();
  const id = submission.value.id;
  try {
    const references = await deleteConversation(createDb(env.DB), userId, id);
    if (references === null) throw notFound();
    // Another conversation may show the same upload (reused by name): only what no row uses goes.
    const used = references.length > 0 ? await keysInUse(env.DB, references) : new Set<string>();
    const unused = references.filter((key) => !used.has(key));
    if (unused.length > 0) await env.MEDIA.delete(unused);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("expert: could not delete a conversation", error);
    return redirectAfterPost(request, env, backTo(form), {
      type: "error",
      title: t("expert.deleteError"),
      description: t("expert.deleteErrorBody"),
    });
  }
  return redirectAfterPost(request, env, backTo(form, id), { type: "success", title: t("expert.deleted") });
}

/** After a failed generation: queue it again (nothing was charged for the failed one). */
export async function retryGeneration(context: ActionContext, form: FormData) {
  const { env, userId, language } = context;
  const submission = parseWithZod(form, { schema: ConversationIdSchema });
  if (submission.status !== "success") throw notFound();
  const db = createDb(env.DB);
  const conversationId = submission.value.id;
  if (!(await findConversation(db, userId, conversationId))) throw notFound();
  if (!(await allowAction(context.request, env, "ai", userId)))
    return redirectWithToast(
      context.request,
      env,
      conversationPath(conversationId),
      { type: "error", title: context.t(tooManyRequestsKey) },
      { status: 303 },
    );
  const started = await startGeneration(db, env, { userId, conversationId, language });
  return afterGeneration(context, conversationId, started);
}

/** Back to the conversation, with 'Limite atingido' when the plan had no thumbnails left. */
function afterGeneration(
  { request, env, t }: ActionContext,
  conversationId: string,
  started: GenerationStart | null,
) {
  if (started !== "limit") return redirect(conversationPath(conversationId), 303);
  return redirectAfterPost(request, env, conversationPath(conversationId), {
    type: "error",
    title: t("expert.limitTitle"),
    description: t("expert.limitBody"),
  });
}
