import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { ChatComposer } from "~/features/expert/components/chat-composer";
import { ChatMessages } from "~/features/expert/components/chat-messages";
import {
  DeleteConversationDialog,
  RenameConversationDialog,
} from "~/features/expert/components/conversation-dialogs";
import { ConversationHistory } from "~/features/expert/components/conversation-history";
import {
  listConversations,
  findConversation,
  listMessages,
} from "~/features/expert/conversation-store.server";
import { shownConversationTitle } from "~/features/expert/interview/conversation-title";
import {
  deleteConversationAction,
  maxSendBodyBytes,
  renameConversationAction,
  retryGeneration,
  sendMessage,
  type SendFailure,
} from "~/features/expert/expert-actions.server";
import { conversationView, dashboardReference, storedReference } from "~/features/expert/expert-page.server";
import { toolRoutes } from "~/core/http/tool-routes";
import { isUuid } from "~/core/db/ids";
import { cleanIdea } from "~/features/expert/interview/video-idea";
import { asksToGenerate, canGenerate } from "~/features/expert/generation.server";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { dateLabel } from "~/core/i18n/labels.server";
import { downloadOffers } from "~/core/plans/export-sizes-for-plan";
import { privatePageMeta } from "~/core/http/page-meta";
import { readFormWithin } from "~/core/http/read-form.server";
import { redirectWithToast } from "~/core/http/toast.server";
import { liveSinceNow } from "~/core/live/live-since";
import { LiveStatus } from "~/core/live/live-status";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { createDb } from "~/core/db/client.server";
import { currentPlan, watermarked } from "~/core/usage/current-usage.server";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { Icon } from "~/ui/icon";

/** Without JavaScript, the page reloads itself this often while a generation runs. */
const pendingRefreshSeconds = 3;

/**
 * The Thumbnail Expert (docs/product.md, Thumbnail Expert): a conversation that interviews the
 * creator, then generates 3 variations. `?c=<id>` shows a saved conversation; without it the page
 * starts a new one under a fresh id, created when the first message is sent. `?prompt=` is the
 * video's idea (offered as the title; the niche is asked first), `?reference=<thumbnail id>`
 * attaches a dashboard thumbnail and `?upload=<name>` a
 * YouTube thumbnail the channel analysis stored for the creator. Every action is a
 * form post, so it all works without JavaScript; with it the reply streams in as it is written.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await requireUser(request, env);
  const language = await getLanguage(request);
  const url = new URL(request.url);
  const db = createDb(env.DB);
  const requested = url.searchParams.get("c");
  if (requested !== null && !isUuid(requested)) throw new Response("Not Found", { status: 404 });

  try {
    // Titles in the reader's language: a dated default is written here, not stored (conversation-title.ts).
    const shown = <T extends { title: string; createdAt: number }>(row: T) => ({
      ...row,
      title: shownConversationTitle(row.title, row.createdAt, language),
    });
    const found = requested ? await findConversation(db, user.id, requested) : null;
    if (requested && !found) throw new Response("Not Found", { status: 404 });
    const conversation = found ? shown(found) : null;
    const [withWatermark, conversations, messages, allowed, plan] = await Promise.all([
      watermarked(db, user.id),
      listConversations(db, user.id).then((rows) =>
        rows.map((row) => ({
          ...shown(row),
          updatedOn: dateLabel(language, row.updatedAt, "shortDayAndTime"),
        })),
      ),
      requested ? listMessages(db, requested) : Promise.resolve([]),
      canGenerate(db, env.DB, user.id),
      currentPlan(db, user.id),
    ]);
    const variant = withWatermark ? ("wm" as const) : ("orig" as const);
    // `?prompt=` is the video's idea, not the first answer: the niche is still asked first.
    const idea = messages.length > 0 ? "" : cleanIdea(url.searchParams.get("prompt"));
    const view = await conversationView(db, {
      userId: user.id,
      conversationId: requested,
      messages,
      language,
      variant,
      idea,
    });
    const dialogId = url.searchParams.get("rename") ?? url.searchParams.get("delete");
    const dialogConversation = conversations.find((c) => c.id === dialogId);
    return {
      liveSince: since,
      conversationId: conversation?.id ?? crypto.randomUUID(),
      conversation,
      conversations,
      ...view,
      canGenerate: allowed,
      // With no generations left, the replies that would generate are shown disabled.
      blockedReplies: allowed ? [] : view.quickReplies.filter(asksToGenerate),
      variant,
      plan,
      // The download menus' sizes, worked out here so the page does not ship the plan catalog.
      downloadOffers: downloadOffers(plan, language),
      clientMessageId: crypto.randomUUID(),
      idea,
      reference: view.hasUserMessages
        ? null
        : ((await storedReference(
            env,
            user.id,
            url.searchParams.get("upload"),
            url.searchParams.get("titulo"),
          )) ?? (await dashboardReference(db, user.id, url.searchParams.get("reference"), variant))),
      dialog: dialogConversation
        ? {
            kind: url.searchParams.has("rename") ? ("rename" as const) : ("delete" as const),
            conversation: dialogConversation,
          }
        : null,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("expert: could not load the conversation", error);
    const { t } = await getServerT(request);
    throw await redirectWithToast(request, env, requested ? toolRoutes.expert : "/dashboard", {
      type: "error",
      title: t("expert.loadError"),
    });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  const user = await requireUser(request, env);
  const language = await getLanguage(request);
  const actionContext = { request, env, t, userId: user.id, language };
  const read = await readFormWithin(request, maxSendBodyBytes);
  if (read.tooLarge)
    return data<SendFailure>(
      {
        send: {
          error: { title: t("expert.fileTooLarge"), body: t("expert.fileTooLargeBody") },
          text: String(read.form.get("text") ?? ""),
          clientMessageId: String(read.form.get("clientMessageId") ?? ""),
        },
      },
      { status: 413 },
    );
  const form = read.form;
  switch (form.get("intent")) {
    case "send":
      return sendMessage(actionContext, form);
    case "rename":
      return renameConversationAction(actionContext, form);
    case "delete":
      return deleteConversationAction(actionContext, form);
    case "retry":
      return retryGeneration(actionContext, form);
    default:
      return data({ unknownIntent: true as const }, { status: 400 });
  }
}

/**
 * The conversation the page writes to: the saved one, or the id drawn for a new one. A reload of a
 * new conversation's page draws another id; keeping the first means a message typed meanwhile and
 * the reply stream it listens to stay on one conversation. Leaving a saved one starts afresh.
 */
function useConversationId(saved: string | null, fresh: string) {
  const [draft, setDraft] = useState(fresh);
  const previous = useRef(saved);
  useEffect(() => {
    if (previous.current !== null && saved === null) setDraft(fresh);
    previous.current = saved;
  }, [saved, fresh]);
  return saved ?? draft;
}

export default function ThumbnailExpert() {
  const loaderData = useLoaderData<typeof loader>();
  const conversationId = useConversationId(loaderData.conversation?.id ?? null, loaderData.conversationId);
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { status: live } = useLiveRevalidation(loaderData.liveSince);
  const sendFailure = actionData && "send" in actionData ? actionData.send : null;
  const renameResult = actionData && "rename" in actionData ? actionData.rename : undefined;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <RefreshWhilePending pending={loaderData.generation === "pending"} seconds={pendingRefreshSeconds} />
      <ConversationHistory
        conversations={loaderData.conversations}
        currentId={loaderData.conversation?.id ?? null}
      />
      <div className="flex min-h-[70vh] min-w-0 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-4">
          <div className="min-w-0">
            <Link to="/dashboard" className="text-sm font-semibold text-primary hover:underline">
              <Icon name="arrow-left" /> {t("expert.back")}
            </Link>
            <h1 className="mt-1 truncate text-2xl font-black tracking-tight">
              {loaderData.conversation?.title ?? t("expert.title")}
            </h1>
            <p className="text-sm text-muted-foreground">{t("expert.lead")}</p>
          </div>
          <div className="flex items-center gap-2 lg:hidden">
            <Link
              to={toolRoutes.expert}
              className="rounded-lg border border-border px-3 py-1.5 text-sm font-semibold"
            >
              {t("expert.newChat")}
            </Link>
            {loaderData.conversation ? (
              <Link
                to={`?${new URLSearchParams({ c: loaderData.conversation.id, delete: loaderData.conversation.id })}`}
                preventScrollReset
                className="rounded-lg border border-border px-3 py-1.5 text-sm font-semibold"
              >
                {t("expert.delete")}
              </Link>
            ) : null}
          </div>
          <LiveStatus status={live}>
            <span className="sr-only" data-testid="live-status">
              {t("expert.liveConnected")}
            </span>
          </LiveStatus>
        </header>
        <ChatMessages
          conversationId={conversationId}
          messages={loaderData.messages}
          generation={loaderData.generation}
          variant={loaderData.variant}
          offers={loaderData.downloadOffers}
        />
        <ChatComposer
          key={conversationId}
          conversationId={conversationId}
          lastMessageId={loaderData.messages.at(-1)?.id ?? ""}
          clientMessageId={sendFailure?.clientMessageId || loaderData.clientMessageId}
          quickReplies={loaderData.quickReplies}
          initialText={sendFailure ? sendFailure.text : loaderData.suggestion}
          idea={loaderData.idea}
          reference={loaderData.reference}
          failure={sendFailure?.error ?? null}
          limited={!loaderData.canGenerate}
          blockedReplies={loaderData.blockedReplies}
          disabled={loaderData.generation === "pending"}
        />
      </div>
      {loaderData.dialog?.kind === "rename" ? (
        <RenameConversationDialog
          conversation={loaderData.dialog.conversation}
          currentId={loaderData.conversation?.id ?? null}
          lastResult={renameResult}
        />
      ) : null}
      {loaderData.dialog?.kind === "delete" ? (
        <DeleteConversationDialog
          conversation={loaderData.dialog.conversation}
          currentId={loaderData.conversation?.id ?? null}
        />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "expert", "Thumbnail Expert — Miniatura");
