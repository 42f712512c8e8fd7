import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import {
  deleteChannelHistory,
  hasYoutubeAccess,
  listChannelHistory,
  recordChannelSearch,
  searchChannel,
  storeChannelThumbnail,
  type ChannelSearchOutcome,
} from "~/features/channel/channel-analysis.server";
import { ChannelActionSchema } from "~/features/channel/channel-actions";
import { channelInputMaxLength } from "~/features/channel/channel-search";
import { ChannelHistory } from "~/features/channel/components/channel-history";
import { ChannelResults } from "~/features/channel/components/channel-results";
import { ErrorList, ErrorNotice, FormAlert } from "~/ui/forms";
import { ToolHeader } from "~/ui/tool-header";
import { YoutubeProblem } from "~/ui/youtube/youtube-problem";
import { toolRoutes } from "~/core/http/tool-routes";
import { isUuid } from "~/core/db/ids";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { dateLabel } from "~/core/i18n/labels.server";
import { withFigureLabels } from "~/ui/youtube/video-figures.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { deleteOwned } from "~/core/db/delete-owned.server";
import { readForm } from "~/core/http/read-form.server";
import { createDb } from "~/core/db/client.server";

/** `?canal=` is the search; `?ordem=fora-da-curva` lists the outliers first. */
const queryParam = "canal";
const sortParam = "ordem";
const outliersFirst = "fora-da-curva";

/**
 * Channel analysis (docs/product.md, Channel analysis). The search is a GET form (`?canal=<url>`), so
 * Enter searches, the back button and a reload work, and 'Use' in the history is a link that
 * refills and re-runs it. A search that finds thumbnails goes to the top of the history. Picking a
 * thumbnail posts it: the server fetches it from YouTube's image host into the creator's references
 * and opens the Thumbnail Expert with it and a prompt.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const url = new URL(request.url);
  const query = url.searchParams.get(queryParam);
  const db = createDb(env.DB);

  let outcome: ChannelSearchOutcome | null = null;
  if (query !== null) {
    try {
      outcome = await searchChannel(env, user.id, query);
      if (outcome.ok)
        await recordChannelSearch(env, user.id, {
          channelUrl: query.trim(),
          channelId: outcome.search.channel.id,
          channelName: outcome.search.channel.title,
          thumbnailCount: outcome.search.thumbnails.length,
        }).catch((error) => console.error("channel: could not save the history", error));
    } catch (error) {
      console.error("channel: the search failed", error);
      outcome = { ok: false, error: "unavailable", keySource: null };
    }
  }
  const language = await getLanguage(request);
  const [history, canSearch] = await Promise.all([
    listChannelHistory(db, user.id).then((rows) =>
      rows.map((row) => ({ ...row, savedOn: dateLabel(language, row.createdAt, "day") })),
    ),
    // A search that reached YouTube already knows whether there is a key; only ask when it didn't.
    outcome?.ok
      ? Promise.resolve(true)
      : outcome && outcome.error !== "required" && outcome.error !== "invalid_url"
        ? Promise.resolve(outcome.error !== "no_key")
        : hasYoutubeAccess(env, user.id),
  ]);
  const sorted = url.searchParams.get(sortParam) === outliersFirst;
  const search = outcome?.ok
    ? {
        ...outcome.search,
        thumbnails: withFigureLabels(
          sorted
            ? [...outcome.search.thumbnails].sort((a, b) => b.outlier - a.outlier)
            : outcome.search.thumbnails,
          language,
        ),
      }
    : null;
  return {
    query: (query ?? "").slice(0, channelInputMaxLength),
    search,
    error: outcome && !outcome.ok ? { code: outcome.error, keySource: outcome.keySource } : null,
    sorted,
    canSearch,
    history,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const submission = parseWithZod(await readForm(request), { schema: ChannelActionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { t } = await getServerT(request);
  const form = submission.value;

  if (form.intent === "delete-history") {
    const { id } = form;
    return deleteOwned(request, env, {
      remove: async () => isUuid(id) && deleteChannelHistory(createDb(env.DB), user.id, id),
      back: `${toolRoutes.channel}${new URL(request.url).search}`,
      successTitle: t("channel.removed"),
      failure: "channel: could not delete a history entry",
    });
  }

  const { videoId, title, channel } = form;
  const name = await storeChannelThumbnail(env, user.id, videoId).catch((error) => {
    console.error("channel: could not fetch a thumbnail", error);
    return null;
  });
  if (!name)
    return data({ result: submission.reply({ formErrors: ["channel.imageFailed"] }) }, { status: 502 });
  const params = new URLSearchParams({
    prompt: t("channel.expertPrompt", { channel, title }),
    upload: name,
    titulo: title,
  });
  return redirect(`${toolRoutes.expert}?${params}`, { status: 303 });
}

export default function ChannelAnalysis() {
  const { query, search, error, sorted, canSearch, history } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === toolRoutes.channel &&
    new URLSearchParams(navigation.location.search).has(queryParam) &&
    !navigation.formMethod?.match(/post/i);
  const fieldError =
    error?.code === "required"
      ? "channel.required"
      : error?.code === "invalid_url"
        ? "channel.invalidUrl"
        : null;
  const problem = error && !fieldError ? error : null;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        <ToolHeader title={t("channel.title")} lead={t("channel.lead")} backLabel={t("channel.back")} />
        {!canSearch && !problem ? <YoutubeProblem problem="no_key" keySource={null} tone="notice" /> : null}
        <Form method="get" className="space-y-2" role="search">
          <label htmlFor="channel-url" className="block text-sm font-semibold">
            {t("channel.label")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="channel-url"
              name={queryParam}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              defaultValue={query}
              key={query}
              maxLength={channelInputMaxLength}
              placeholder={t("channel.placeholder")}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "channel-url-error channel-url-hint" : "channel-url-hint"}
              className="block w-full min-w-0 rounded-lg border border-border bg-background px-3 py-2.5 text-base shadow-sm focus:border-primary aria-[invalid=true]:border-red-600"
            />
            {sorted ? <input type="hidden" name={sortParam} value={outliersFirst} /> : null}
            <button
              type="submit"
              disabled={searching}
              className="shrink-0 rounded-lg bg-primary px-6 py-2.5 font-bold text-primary-foreground hover:opacity-90 disabled:opacity-70"
            >
              {searching ? t("channel.searching") : t("channel.search")}
            </button>
          </div>
          <p id="channel-url-hint" className="text-xs text-muted-foreground">
            {t("channel.hint")}
          </p>
          <ErrorList id="channel-url-error" errors={fieldError ? [fieldError] : null} />
        </Form>
        {problem ? (
          <YoutubeProblem
            problem={problem.code as Exclude<typeof problem.code, "required" | "invalid_url">}
            keySource={problem.keySource}
            title={t("channel.errorTitle")}
          />
        ) : null}
        {actionData && "result" in actionData ? (
          <FormAlert
            title={t("channel.errorTitle")}
            messages={actionData.result.error?.[""] ?? actionData.result.error?.videoId}
          />
        ) : null}
        <div aria-busy={searching} aria-live="polite" className={searching ? "opacity-60" : undefined}>
          {search ? (
            <ChannelResults
              search={search}
              sorted={sorted}
              query={query}
              sortLinks={{ param: sortParam, outliers: outliersFirst, queryParam }}
            />
          ) : null}
        </div>
      </div>
      <aside className="space-y-3">
        {actionData && "deleteFailed" in actionData ? (
          <ErrorNotice>{t("channel.removeError")}</ErrorNotice>
        ) : null}
        <ChannelHistory history={history} queryParam={queryParam} />
      </aside>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "channel", "Análise de canal — Miniatura");
