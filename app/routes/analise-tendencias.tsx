import { parseWithZod } from "@conform-to/zod";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { ToolHeader } from "~/ui/tool-header";
import { ErrorNotice } from "~/ui/forms";
import { TrendForm } from "~/features/trends/components/trend-form";
import { TrendHistory } from "~/features/trends/components/trend-history";
import { TrendPending, TrendResult } from "~/features/trends/components/trend-result";
import { toolRoutes } from "~/core/http/tool-routes";
import { getConfig } from "~/core/env.server";
import { isUuid } from "~/core/db/ids";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { dateLabel } from "~/core/i18n/labels.server";
import { withFigureLabels } from "~/ui/youtube/video-figures.server";
import { errorMessage } from "~/core/i18n/error-message";
import { privatePageMeta } from "~/core/http/page-meta";
import { deleteOwned } from "~/core/db/delete-owned.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import {
  deleteTrendAnalysis,
  findTrendAnalysis,
  listTrendAnalyses,
  runTrendAnalysis,
  trendAllowance,
} from "~/features/trends/trend-analysis.server";
import { TrendFormSchema } from "~/features/trends/trend-form";
import { videoImageUrl } from "~/core/youtube/video-images";
import { parseMarkdown } from "~/engines/markdown/parse-markdown";
import { createDb } from "~/core/db/client.server";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";
import { notFound } from "~/core/http/not-found.server";

/** `?a=<id>` opens one of the creator's analyses. */
const analysisParam = "a";

/**
 * Trend analysis (docs/product.md, Trend analysis): a form (niche required) whose action fetches the
 * niche's and the competitors' YouTube videos, has the analyst (OpenAI, or the offline default)
 * write a markdown analysis, keeps it and opens it at `?a=<id>` beside a "what works now" grid of
 * those videos. Past analyses can be reopened and deleted. Plan limits: docs/product.md, Plans.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const requested = new URL(request.url).searchParams.get(analysisParam);
  if (requested !== null && !isUuid(requested)) notFound();
  const db = createDb(env.DB);
  const language = await getLanguage(request);
  const [allowance, history, analysis] = await Promise.all([
    trendAllowance(env, user.id),
    listTrendAnalyses(db, user.id).then((rows) =>
      rows.map((row) => ({ ...row, savedOn: dateLabel(language, row.createdAt, "dayAndTime") })),
    ),
    requested ? findTrendAnalysis(db, user.id, requested) : Promise.resolve(null),
  ]);
  if (requested && !analysis) notFound();
  const imageBase = getConfig(env).YOUTUBE_IMAGE_BASE_URL;
  return {
    allowance,
    history,
    requestId: crypto.randomUUID(),
    analysis: analysis
      ? {
          ...analysis,
          analysis: parseMarkdown(analysis.analysis),
          createdOn: dateLabel(language, analysis.createdAt, "longDayAndTime"),
          videos: withFigureLabels(
            [...analysis.videos]
              .sort((a, b) => b.outlier - a.outlier)
              .map((video) => ({
                ...video,
                image: videoImageUrl(imageBase, video.videoId, "mqdefault.jpg"),
              })),
            language,
          ),
        }
      : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const { t } = await getServerT(request);
  const form = await readForm(request);

  if (form.get("intent") === "delete") {
    const id = form.get("id");
    return deleteOwned(request, env, {
      remove: async () => isUuid(id) && deleteTrendAnalysis(createDb(env.DB), user.id, id),
      back: toolRoutes.trends,
      successTitle: t("trends.removed"),
      failure: "trends: could not delete an analysis",
    });
  }

  const submission = parseWithZod(form, { schema: TrendFormSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), limit: false, requestId: null }, { status: 400 });
  if (!(await allowAction(request, env, "ai", user.id)))
    return data(
      { result: submission.reply({ formErrors: [tooManyRequestsKey] }), limit: false, requestId: null },
      { status: 429 },
    );
  const language = await getLanguage(request);
  const run = await runTrendAnalysis(env, { userId: user.id, form: submission.value, language });
  if (run.ok)
    return redirectAfterPost(
      request,
      env,
      `${toolRoutes.trends}?${new URLSearchParams({ [analysisParam]: run.id })}`,
      { type: "success", title: t("trends.done") },
    );
  const { limit } = await trendAllowance(env, user.id);
  return data(
    {
      result: submission.reply({
        formErrors: [
          run.reason === "limit" ? errorMessage("trends.limitBody", { count: limit }) : "trends.errorBody",
        ],
      }),
      limit: run.reason === "limit",
      // The failed attempt's usage was released under its id: a retry is a new request.
      requestId: crypto.randomUUID(),
    },
    { status: run.reason === "limit" ? 403 : 502 },
  );
}

export default function TrendAnalysis() {
  const { allowance, history, requestId, analysis } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const analyzing = navigation.state === "submitting" && navigation.formData?.get("intent") === "analyze";
  const failure = actionData && "result" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <ToolHeader title={t("trends.title")} lead={t("trends.lead")} backLabel={t("trends.back")} />
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-6">
          <TrendForm
            key={analysis?.id ?? "new"}
            requestId={failure?.requestId ?? requestId}
            lastResult={failure?.result}
            limit={failure?.limit ?? false}
            allowance={allowance}
            defaults={analysis?.inputs ?? null}
          />
          <TrendHistory history={history} currentId={analysis?.id ?? null} param={analysisParam} />
        </div>
        <div className="min-w-0 space-y-4" aria-live="polite" aria-busy={analyzing}>
          {actionData && "deleteFailed" in actionData ? (
            <ErrorNotice>{t("trends.removeError")}</ErrorNotice>
          ) : null}
          {analyzing ? (
            <TrendPending />
          ) : analysis ? (
            <TrendResult analysis={analysis} />
          ) : (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
              {t("trends.emptyHint")}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "trends", "Análise de tendências — Miniatura");
