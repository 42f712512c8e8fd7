import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Await, Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { adminOverview } from "~/features/dashboard/admin-overview.server";
import { getSessionUser } from "~/core/auth/session.server";
import { AdminPanel } from "~/features/dashboard/components/lazy-admin-panel";
import { ThumbnailSkeletons } from "~/features/dashboard/components/thumbnail-card";
import { ThumbnailGrid } from "~/features/dashboard/components/thumbnail-grid";
import { DeleteThumbnailDialog, WatermarkNotice } from "~/features/dashboard/components/thumbnail-dialogs";
import { UsageBar } from "~/features/dashboard/components/usage-bar";
import { UsageStrip } from "~/features/dashboard/components/usage-strip";
import { FeedbackDialog, preloadFeedbackDialog } from "~/features/feedback/components/lazy-feedback-dialog";
import { landingCopy } from "~/features/site/landing.server";
import { toolRoutes, type ToolId } from "~/core/http/tool-routes";
import { FeedbackSchema } from "~/features/feedback/feedback-schema";
import { submitFeedback } from "~/features/feedback/feedback.server";
import { errorMessage } from "~/core/i18n/error-message";
import { getLanguage, getServerT, serverTFor } from "~/core/i18n/i18next.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { deleteOwned } from "~/core/db/delete-owned.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import { liveSinceNow } from "~/core/live/live-since";
import { LiveStatus } from "~/core/live/live-status";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { planName } from "~/core/plans/catalog";
import { dashboardSummary } from "~/features/dashboard/dashboard-summary.server";
import {
  deleteThumbnail,
  findOwnedThumbnail,
  listThumbnails,
} from "~/core/thumbnails/thumbnail-store.server";
import { downloadOffers } from "~/core/plans/export-sizes-for-plan";
import { createDb } from "~/core/db/client.server";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";
import { ScoreDialog } from "~/features/score/components/lazy-score-dialog";
import { applyFixAction, scoreDialogState } from "~/features/score/score-actions.server";
import { dateFormat } from "~/core/i18n/formatters";
import { dateLabel } from "~/core/i18n/labels.server";
import { Icon } from "~/ui/icon";

/** Without JavaScript, the page reloads itself this often while one of the user's jobs runs. */
const pendingRefreshSeconds = 3;

function pageNumber(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1;
}

/**
 * The signed-in home (docs/product.md, Dashboard): who you are, your plan and this month's usage, the tools, and your
 * thumbnails, newest first, a page at a time. Without a session it sends the visitor to /.
 * The list is deferred: client navigations show 6 placeholder cards while it streams; a document
 * request waits for it (entry.server), so the page is complete without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await getSessionUser(request, env);
  if (!user) throw redirect("/");
  const language = await getLanguage(request);
  const url = new URL(request.url);
  const page = pageNumber(url.searchParams.get("page"));
  const db = createDb(env.DB);
  const dialogId = url.searchParams.get("delete") ?? url.searchParams.get("download");
  const [summary, dialogThumbnail] = await Promise.all([
    dashboardSummary(db, env.DB, user.id),
    dialogId ? findOwnedThumbnail(db, user.id, dialogId) : Promise.resolve(null),
  ]);
  // The score dialog (docs/product.md, Performance AI): the score on Pro and Elite, the way to the plans otherwise.
  const scoreId = url.searchParams.get("score");
  const scoreDialog = scoreId
    ? await scoreDialogState(
        { request, env, renderer: context.media.renderer, userId: user.id, language },
        db,
        summary.plan,
        scoreId,
      )
    : null;
  const tools = landingCopy(language).tools.items;
  const dialog = dialogThumbnail
    ? {
        kind: url.searchParams.has("delete") ? ("delete" as const) : ("download" as const),
        thumbnail: { id: dialogThumbnail.id, title: dialogThumbnail.title },
      }
    : null;
  return {
    liveSince: since,
    name: user.fullName || user.email,
    planName: planName(summary.plan, language),
    variant: summary.variant,
    plan: summary.plan,
    // The download menus' sizes, worked out here so the page does not ship the plan catalog.
    downloadOffers: downloadOffers(summary.plan, language),
    usage: summary.usage,
    // Formatted here, like the cards' dates: the browser builds no Intl.DateTimeFormat on the
    // dashboard (docs/decisions/027-less-to-hydrate.md, The dashboard).
    periodEnds: summary.periodEnds === null ? null : dateLabel(language, summary.periodEnds, "day"),
    tools: (Object.keys(toolRoutes) as ToolId[]).map((id) => ({
      id,
      to: toolRoutes[id],
      title: tools[id].title,
    })),
    total: summary.total,
    page,
    pendingJobs: summary.pendingJobs,
    dialog,
    scoreDialog,
    thumbnails: listThumbnails(db, user.id, page).then((list) => withCreatedOn(list, language)),
    admin: user.role === "admin" ? serverTFor(language).then((t) => adminOverview(db, language, t)) : null,
  };
}

/**
 * Each card's date, formatted here: the browser then hydrates plain text and never builds an
 * Intl.DateTimeFormat, whose first construction is the costliest single task of the dashboard's
 * hydration on a cheap phone (docs/decisions/027-less-to-hydrate.md, The dashboard).
 */
function withCreatedOn(list: Awaited<ReturnType<typeof listThumbnails>>, language: string) {
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, createdOn: dateLabel(language, row.createdAt, "day") })),
  };
}

/** The feedback dialog's submission (docs/product.md, Feedback) and a thumbnail's deletion. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  const user = await getSessionUser(request, env);
  if (!user)
    return redirectAfterPost(request, env, "/login", { type: "error", title: t("feedback.loginRequired") });
  const form = await readForm(request);
  if (form.get("intent") === "delete") return removeThumbnail(request, env, t, user.id, form);
  if (form.get("intent") === "apply-fix") return applyFixAction(request, context, t, user.id, form);

  const submission = parseWithZod(form, { schema: FeedbackSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (!(await allowAction(request, env, "feedback", user.id)))
    return data({ result: submission.reply({ formErrors: [tooManyRequestsKey] }) }, { status: 429 });
  try {
    await submitFeedback(context.cloudflare, t, user, submission.value);
  } catch (error) {
    console.error("feedback: could not be saved", error);
    // In the open dialog, with what was typed (a toast would only show on the next page).
    return data(
      { result: submission.reply({ formErrors: [errorMessage("feedback.failedBody")] }) },
      { status: 503 },
    );
  }
  return redirectAfterPost(request, env, "/dashboard", { type: "success", title: t("feedback.success") });
}

async function removeThumbnail(
  request: Request,
  env: Env,
  t: Awaited<ReturnType<typeof getServerT>>["t"],
  userId: string,
  form: FormData,
) {
  const id = form.get("id");
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const back = page > 1 ? `/dashboard?page=${page}` : "/dashboard";
  return deleteOwned(request, env, {
    remove: async () => typeof id === "string" && deleteThumbnail(env, userId, id),
    back,
    successTitle: t("dashboard.deleted"),
    failure: "dashboard: could not delete a thumbnail",
  });
}

export default function Dashboard() {
  const loaderData = useLoaderData<typeof loader>();
  const { name, usage, tools, total, page, variant, dialog } = loaderData;
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const feedbackOpen = new URLSearchParams(location.search).get("feedback") === "1";
  const { t, i18n } = useTranslation();
  const { status: live } = useLiveRevalidation(loaderData.liveSince);
  const periodEnds = loaderData.periodEnds;
  const sideLink = "block rounded px-2 py-1.5 hover:bg-muted";
  const sideHeading = "text-sm font-semibold uppercase tracking-wide text-muted-foreground";
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <RefreshWhilePending pending={loaderData.pendingJobs > 0} seconds={pendingRefreshSeconds} />
      <div className="flex min-w-0 flex-col gap-8 lg:col-start-2 lg:row-start-1">
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 sm:gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-black tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
              {t("dashboard.greeting", { name })}
            </h1>
            <p className="mt-1 text-muted-foreground">{t("dashboard.lead")}</p>
          </div>
          <div className="flex items-center gap-3">
            <span
              className="rounded-full bg-muted px-3 py-1 text-sm font-bold max-lg:hidden"
              data-testid="plan-badge"
            >
              {t("dashboard.plan", { plan: loaderData.planName })}
            </span>
            <Form method="post" action="/sair">
              <button
                type="submit"
                className="rounded-lg border border-border px-3 py-1.5 text-sm font-semibold hover:bg-muted"
              >
                {t("nav.logout")}
              </button>
            </Form>
          </div>
        </header>
        <UsageStrip planName={loaderData.planName} thumbnails={usage.thumbnails} credits={usage.credits} />
        {actionData && "deleteFailed" in actionData ? (
          <div role="alert" className="rounded-lg border border-destructive p-4">
            <p className="font-semibold">{t("dashboard.deleteErrorTitle")}</p>
            <p className="text-sm">{t("dashboard.deleteErrorBody")}</p>
          </div>
        ) : null}
        <section aria-labelledby="thumbnails-title" className="order-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="thumbnails-title" className="text-xl font-bold">
              {t("dashboard.myThumbnails")}
            </h2>
            <LiveStatus status={live}>
              <span className="text-xs font-semibold text-muted-foreground" data-testid="live-status">
                ● {t("dashboard.liveConnected")}
              </span>
            </LiveStatus>
          </div>
          {loaderData.pendingJobs > 0 ? (
            <p className="mt-2 text-sm text-muted-foreground" role="status">
              {t("dashboard.pendingJobs")}
            </p>
          ) : null}
          <Suspense fallback={<ThumbnailSkeletons />}>
            <Await resolve={loaderData.thumbnails}>
              {(list) =>
                list.total === 0 ? (
                  <div className="mt-4 rounded-xl border border-dashed border-border p-8 text-center">
                    <p className="font-bold">{t("dashboard.emptyTitle")}</p>
                    <p className="mt-1 text-muted-foreground">{t("dashboard.emptyBody")}</p>
                    <Link
                      to={toolRoutes.expert}
                      className="mt-4 inline-block font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {t("dashboard.startExpert")} <Icon name="arrow-right" />
                    </Link>
                  </div>
                ) : (
                  <>
                    <ThumbnailGrid rows={list.rows} variant={variant} offers={loaderData.downloadOffers} />
                    {list.pages > 1 ? (
                      <nav
                        aria-label={t("dashboard.pagination")}
                        className="mt-6 flex items-center justify-between"
                      >
                        {page > 1 ? (
                          <Link
                            to={page === 2 ? "/dashboard" : `/dashboard?page=${page - 1}`}
                            className="font-semibold"
                          >
                            <Icon name="arrow-left" /> {t("dashboard.previousPage")}
                          </Link>
                        ) : (
                          <span />
                        )}
                        <span className="text-sm text-muted-foreground">
                          {t("dashboard.pageOf", { page, pages: list.pages })}
                        </span>
                        {page < list.pages ? (
                          <Link to={`/dashboard?page=${page + 1}`} className="font-semibold">
                            {t("dashboard.nextPage")} <Icon name="arrow-right" />
                          </Link>
                        ) : (
                          <span />
                        )}
                      </nav>
                    ) : null}
                  </>
                )
              }
            </Await>
          </Suspense>
        </section>
        {/* Below the list on a phone (the strip above stands for it), above it from `lg`. */}
        <section
          id="usage"
          aria-labelledby="usage-title"
          className="order-2 grid gap-4 rounded-xl border border-border p-5 sm:grid-cols-2 lg:order-none"
        >
          <h2
            id="usage-title"
            className="text-sm font-semibold uppercase tracking-wide text-muted-foreground sm:col-span-2"
          >
            {t("dashboard.usageTitle")}
          </h2>
          <UsageBar meter={usage.thumbnails} periodEnds={periodEnds} />
          <UsageBar meter={usage.credits} periodEnds={periodEnds} />
          <UsageBar meter={usage.trends} periodEnds={periodEnds} />
        </section>
        {loaderData.admin ? (
          <div className="order-3">
            <Suspense fallback={null}>
              <Await resolve={loaderData.admin}>
                {(overview) => (
                  <AdminPanel overview={overview} date={dateFormat(i18n.language, { dateStyle: "medium" })} />
                )}
              </Await>
            </Suspense>
          </div>
        ) : null}
      </div>
      {/* On a phone the thumbnails come first and the side column follows them (issue 29); from `lg`
          the column sits on the left, as before. */}
      <aside className="space-y-6 lg:col-start-1 lg:row-start-1">
        <Link
          to={toolRoutes.expert}
          className="block rounded-lg bg-primary px-4 py-3 text-center font-bold text-primary-foreground hover:opacity-90"
        >
          {t("dashboard.startExpert")}
        </Link>
        <Link
          to={toolRoutes.generator}
          className="block rounded-lg border border-border bg-card px-4 py-3 text-center font-bold hover:bg-muted"
        >
          {t("dashboard.quickGenerator")}
        </Link>
        <Link
          to="/templates"
          className="block rounded-lg border border-border bg-card px-4 py-3 text-center font-bold hover:bg-muted"
        >
          {t("dashboard.templates")}
        </Link>
        <p className="text-sm font-semibold" data-testid="thumbnail-count">
          {t("dashboard.count", { count: total })}
        </p>
        <nav aria-labelledby="tools-title">
          <h2 id="tools-title" className={sideHeading}>
            {t("dashboard.toolsTitle")}
          </h2>
          <ul className="mt-2 space-y-1">
            {tools.map((tool) => (
              <li key={tool.id}>
                <Link to={tool.to} className={sideLink}>
                  {tool.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="shortcuts-title">
          <h2 id="shortcuts-title" className={sideHeading}>
            {t("dashboard.links")}
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/assinatura" className={sideLink}>
                {t("dashboard.plans")}
              </Link>
            </li>
            <li>
              <Link to="/configuracoes" className={sideLink}>
                {t("dashboard.settings")}
              </Link>
            </li>
            <li>
              <Link
                to="?feedback=1"
                preventScrollReset
                onMouseEnter={preloadFeedbackDialog}
                onFocus={preloadFeedbackDialog}
                className={sideLink}
              >
                {t("feedback.open")}
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      {feedbackOpen ? (
        <FeedbackDialog lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
      ) : null}
      {dialog?.kind === "delete" ? <DeleteThumbnailDialog thumbnail={dialog.thumbnail} /> : null}
      {loaderData.scoreDialog ? (
        <ScoreDialog thumbnail={loaderData.scoreDialog.thumbnail} state={loaderData.scoreDialog.state} />
      ) : null}
      {dialog?.kind === "download" && variant === "wm" ? (
        <WatermarkNotice thumbnail={dialog.thumbnail} />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "dashboard");
