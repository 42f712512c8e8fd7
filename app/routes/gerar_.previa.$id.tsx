import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { redirectToLogin } from "~/core/auth/session.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { editorParams } from "~/features/editor/editor-form";
import { draftPreviewUrl, loadEditorState, readabilityMessages } from "~/features/editor/editor-page.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { thumbnailImageUrl } from "~/core/thumbnails/image-urls";
import { feedVideo, listNeighbourThumbnails } from "~/features/editor/feed-preview.server";
import { ScoreSection } from "~/features/score/components/score-section";
import { shownScore } from "~/features/score/score-editor.server";
import { Icon } from "~/ui/icon";

/**
 * The feed preview (from the editor and from any dashboard card): the thumbnail as YouTube's home
 * feed shows it on a phone and on a computer, light or dark (`?tema=escuro`), with a duration badge
 * and the title, next to the creator's other thumbnails, and the readability checks of its text
 * layers. With the editor's fields in the address it previews the unsaved draft.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const state = await loadEditorState(request, context, params.id);
  if (state.signedOut) throw redirectToLogin(request);
  const { thumbnail, document, draft, user, db } = state;
  const url = new URL(request.url);
  const dark = url.searchParams.get("tema") === "escuro";
  const variant = state.hasWatermark ? ("wm" as const) : ("orig" as const);
  const { t } = await getServerT(request);
  const current = draft.kind === "draft" ? draft.document : document;
  const others = await listNeighbourThumbnails(db, user.id, thumbnail.id);
  const mine = feedVideo(
    thumbnail.id,
    thumbnail.title,
    draftPreviewUrl(thumbnail.id, draft) ?? thumbnailImageUrl(thumbnail.id, 640, variant, thumbnail.revision),
    true,
  );
  const rest = others.map((o) =>
    feedVideo(o.id, o.title, thumbnailImageUrl(o.id, 320, variant, o.revision), false),
  );
  const query = draft.kind === "draft" ? editorParams(draft.values) : new URLSearchParams();
  const themeLink = (theme: "claro" | "escuro") => {
    const next = new URLSearchParams(query);
    next.set("tema", theme);
    return `?${next}`;
  };
  // The score of what the feed shows (docs/product.md, Performance AI), streamed; or the way to the plans.
  const shown = draft.kind === "invalid" ? null : await shownScore(request, context, state);
  return {
    scoreLocked: shown?.kind === "locked" ? shown.plans : null,
    scoreDraft: shown?.kind === "scored" && shown.draft,
    score: shown?.kind === "scored" ? shown.score : null,
    draftQuery: query.toString(),
    id: thumbnail.id,
    channel: user.fullName || user.email.split("@")[0]!,
    dark,
    lightLink: themeLink("claro"),
    darkLink: themeLink("escuro"),
    // Theirs second on the phone (below another video, as a feed shows it), first on the computer.
    mobile: [...rest.slice(0, 1), mine, ...rest.slice(1, 3)],
    desktop: [mine, ...rest],
    editable: document !== null,
    editorUrl: `/gerar/editor/${thumbnail.id}${draft.kind === "draft" ? `?${query}` : ""}`,
    warnings:
      current && draft.kind !== "invalid"
        ? await readabilityMessages(context.media.renderer, current, t)
        : null,
  };
}

type Video = ReturnType<typeof useLoaderData<typeof loader>>["desktop"][number];

function FeedItem({ video, channel, compact }: { video: Video; channel: string; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid={video.yours ? "feed-yours" : "feed-item"}
      className={compact ? "space-y-2" : "space-y-2"}
    >
      <div className={`relative overflow-hidden ${compact ? "" : "rounded-xl"}`}>
        <img
          src={video.src}
          width={1280}
          height={720}
          alt={video.yours ? t("feed.yours") : video.title}
          className="aspect-video w-full object-cover"
          loading={video.yours ? "eager" : "lazy"}
        />
        <span
          className="absolute bottom-1.5 right-1.5 rounded bg-black/80 px-1 py-px text-xs font-semibold text-white"
          aria-label={t("feed.duration", { duration: video.duration })}
        >
          {video.duration}
        </span>
      </div>
      <div className={`flex gap-3 ${compact ? "px-3" : ""}`}>
        <span
          aria-hidden="true"
          className="mt-0.5 h-9 w-9 shrink-0 rounded-full bg-[#c00] text-center text-sm font-bold leading-9 text-white"
        >
          {channel.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="line-clamp-2 text-sm font-semibold leading-snug">{video.title}</p>
          <p className="text-xs opacity-70">
            {channel} · {t("feed.views", { count: video.views })} · {t("feed.ago", { count: video.days })}
          </p>
        </div>
      </div>
    </li>
  );
}

export default function FeedPreview() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const surface = data.dark ? "bg-[#0f0f0f] text-[#f1f1f1]" : "bg-white text-[#0f0f0f]";
  const pill = (active: boolean) =>
    `rounded-full border border-border px-3 py-1 text-sm font-semibold ${active ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="space-y-3">
        <div className="flex flex-wrap gap-4 text-sm font-semibold">
          <Link to="/dashboard" className="text-primary underline-offset-4 hover:underline">
            <Icon name="arrow-left" /> {t("feed.back")}
          </Link>
          {data.editable ? (
            <Link to={data.editorUrl} className="text-primary underline-offset-4 hover:underline">
              {t("feed.backToEditor")}
            </Link>
          ) : null}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight">{t("feed.title")}</h1>
        <p className="text-muted-foreground">{t("feed.lead")}</p>
        <nav aria-label={t("feed.theme")} className="flex gap-2">
          <Link
            to={data.lightLink}
            replace
            preventScrollReset
            aria-current={data.dark ? undefined : "true"}
            className={pill(!data.dark)}
          >
            {t("feed.light")}
          </Link>
          <Link
            to={data.darkLink}
            replace
            preventScrollReset
            aria-current={data.dark ? "true" : undefined}
            className={pill(data.dark)}
          >
            {t("feed.dark")}
          </Link>
        </nav>
      </div>
      <section aria-labelledby="checks-title" className="space-y-2" data-testid="readability">
        <h2 id="checks-title" className="font-semibold">
          {t("editor.checksTitle")}
        </h2>
        {data.warnings === null ? (
          <p className="text-sm text-muted-foreground">{t("feed.noLayers")}</p>
        ) : data.warnings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("editor.checksOk")}</p>
        ) : (
          <ul className="space-y-1">
            {data.warnings.map((warning) => (
              <li
                key={warning.text}
                data-warning={warning.kind}
                className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                {warning.text}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div
        className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[360px_minmax(0,1fr)]"
        data-feed-theme={data.dark ? "dark" : "light"}
        data-testid="feed"
      >
        <section aria-labelledby="feed-mobile" className="space-y-2">
          <h2 id="feed-mobile" className="font-semibold">
            {t("feed.mobile")}
          </h2>
          <ul
            className={`mx-auto w-[360px] max-w-full space-y-5 overflow-hidden rounded-[2rem] border-8 border-neutral-800 py-4 ${surface}`}
          >
            {data.mobile.map((video) => (
              <FeedItem key={video.id} video={video} channel={data.channel} compact />
            ))}
          </ul>
          <ScoreSection
            thumbnailId={data.id}
            editable={data.editable}
            locked={data.scoreLocked}
            draft={data.scoreDraft}
            score={data.score}
            editorQuery={new URLSearchParams(data.draftQuery)}
            apply={{
              kind: "link",
              href: (_layerId, fix) => {
                const params = new URLSearchParams(data.draftQuery);
                params.set("fix", fix);
                return `/gerar/editor/${data.id}?${params}`;
              },
            }}
          />
        </section>
        <section aria-labelledby="feed-desktop" className="space-y-2">
          <h2 id="feed-desktop" className="font-semibold">
            {t("feed.desktop")}
          </h2>
          <ul className={`grid grid-cols-2 gap-x-4 gap-y-6 rounded-xl p-4 xl:grid-cols-3 ${surface}`}>
            {data.desktop.map((video) => (
              <FeedItem key={video.id} video={video} channel={data.channel} compact={false} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "feed");
