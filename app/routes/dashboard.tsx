import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { count, desc, eq } from "drizzle-orm";
import { useTranslation } from "react-i18next";
import { getSessionUser } from "~/auth/session.server";
import { FeedbackDialog } from "~/components/feedback-dialog";
import { FeedbackSchema } from "~/feedback/feedback-schema";
import { submitFeedback } from "~/feedback/feedback.server";
import { getServerT } from "~/i18n/i18next.server";
import { readForm } from "~/lib/read-form.server";
import { createToastHeader, redirectWithToast } from "~/lib/toast.server";
import { refreshUsagePeriod } from "~/billing/metering.server";
import { usageLevel } from "~/billing/permissions";
import { landingCopy } from "~/content/landing.server";
import { toolRoutes, type ToolId } from "~/content/tool-routes";
import { getLanguage } from "~/i18n/i18next.server";
import { rootData } from "~/lib/page-meta";
import { isPlanId, planName } from "~/plans/catalog";
import { createDb } from "../../db/client.server";
import { profiles, thumbnails } from "../../db/schema";

/**
 * The signed-in home: who you are, your plan and this month's usage, the tools, and your thumbnails.
 * Spec 2 §2: without a session it sends the visitor to /.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  if (!user) throw redirect("/");
  const language = await getLanguage(request);
  const db = createDb(env.DB);
  // A month after the usage period began, the bars start again from zero.
  await refreshUsagePeriod(env.DB, user.id);
  const [[profile], [total], recent] = await Promise.all([
    db
      .select({
        plan: profiles.plan,
        usedThumbnails: profiles.usedThumbnails,
        thumbnailsLimit: profiles.monthlyThumbnailsLimit,
        usedAiCredits: profiles.usedAiCredits,
        aiCredits: profiles.monthlyAiCredits,
        bonusAiCredits: profiles.bonusAiCredits,
      })
      .from(profiles)
      .where(eq(profiles.id, user.id)),
    db.select({ value: count() }).from(thumbnails).where(eq(thumbnails.userId, user.id)),
    db
      .select({
        id: thumbnails.id,
        title: thumbnails.title,
        niche: thumbnails.niche,
        createdAt: thumbnails.createdAt,
      })
      .from(thumbnails)
      .where(eq(thumbnails.userId, user.id))
      .orderBy(desc(thumbnails.createdAt))
      .limit(24),
  ]);
  const plan = profile && isPlanId(profile.plan) ? profile.plan : "free";
  const tools = landingCopy(language).tools.items;
  return {
    name: user.fullName || user.email,
    planName: planName(plan, language),
    usage: {
      thumbnails: { used: profile?.usedThumbnails ?? 0, limit: profile?.thumbnailsLimit ?? 0 },
      credits: {
        used: profile?.usedAiCredits ?? 0,
        limit: (profile?.aiCredits ?? 0) + (profile?.bonusAiCredits ?? 0),
      },
    },
    tools: (Object.keys(toolRoutes) as ToolId[]).map((id) => ({
      id,
      to: toolRoutes[id],
      title: tools[id].title,
    })),
    total: total?.value ?? 0,
    recent,
  };
}

/** The feedback dialog's submission (spec 2 §5 "Feedback", §8). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  const user = await getSessionUser(request, env);
  if (!user)
    return redirectWithToast(
      request,
      env,
      "/login",
      { type: "error", title: t("feedback.loginRequired") },
      { status: 303 },
    );
  const submission = parseWithZod(await readForm(request), { schema: FeedbackSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await submitFeedback(context.cloudflare, t, user, submission.value);
  } catch (error) {
    console.error("feedback: could not be saved", error);
    const headers = {
      "Set-Cookie": await createToastHeader(request, env, { type: "error", title: t("feedback.failed") }),
    };
    return data({ result: submission.reply() }, { status: 503, headers });
  }
  return redirectWithToast(
    request,
    env,
    "/dashboard",
    { type: "success", title: t("feedback.success") },
    { status: 303 },
  );
}

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { percent, warning } = usageLevel(used, limit);
  return (
    <div>
      <p className="text-sm font-semibold">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full ${warning ? "bg-destructive" : "bg-primary"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export default function Dashboard() {
  const { name, planName, usage, tools, total, recent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const feedbackOpen = new URLSearchParams(location.search).get("feedback") === "1";
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "pt" ? "pt-BR" : "en-US";
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const linkClass = "font-semibold text-primary underline-offset-4 hover:underline";
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
      <aside className="space-y-6">
        <Link
          to={toolRoutes.expert}
          className="block rounded-lg bg-primary px-4 py-3 text-center font-bold text-primary-foreground hover:opacity-90"
        >
          {t("dashboard.startExpert")}
        </Link>
        <nav aria-labelledby="tools-title">
          <h2
            id="tools-title"
            className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {t("dashboard.toolsTitle")}
          </h2>
          <ul className="mt-2 space-y-1">
            {tools.map((tool) => (
              <li key={tool.id}>
                <Link to={tool.to} className="block rounded px-2 py-1.5 hover:bg-muted">
                  {tool.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="shortcuts-title">
          <h2
            id="shortcuts-title"
            className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {t("dashboard.links")}
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/assinatura" className="block rounded px-2 py-1.5 hover:bg-muted">
                {t("dashboard.plans")}
              </Link>
            </li>
            <li>
              <Link to="/configuracoes" className="block rounded px-2 py-1.5 hover:bg-muted">
                {t("dashboard.settings")}
              </Link>
            </li>
            <li>
              <Link to="?feedback=1" preventScrollReset className="block rounded px-2 py-1.5 hover:bg-muted">
                {t("feedback.open")}
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="space-y-8">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-black tracking-tight">{t("dashboard.greeting", { name })}</h1>
            <p className="mt-1 text-muted-foreground">{t("dashboard.lead")}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="rounded-full bg-muted px-3 py-1 text-sm font-bold" data-testid="plan-badge">
              {t("dashboard.plan", { plan: planName })}
            </span>
            <Form method="post" action="/sair">
              <button
                type="submit"
                className="rounded-lg border border-border px-3 py-1.5 text-sm font-semibold hover:bg-muted"
              >
                {t("auth.logout.submit")}
              </button>
            </Form>
          </div>
        </header>
        <section
          aria-labelledby="usage-title"
          className="grid gap-4 rounded-xl border border-border p-5 sm:grid-cols-2"
        >
          <h2 id="usage-title" className="sr-only">
            {t("dashboard.usageTitle")}
          </h2>
          <UsageBar label={t("dashboard.thumbnailsUsage", usage.thumbnails)} {...usage.thumbnails} />
          <UsageBar label={t("dashboard.creditsUsage", usage.credits)} {...usage.credits} />
        </section>
        <section aria-labelledby="thumbnails-title">
          <h2 id="thumbnails-title" className="text-xl font-bold">
            {t("dashboard.myThumbnails")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("dashboard.count", { count: total })}</p>
          {recent.length === 0 ? (
            <div className="mt-4 rounded-xl border border-dashed border-border p-8 text-center">
              <p className="font-bold">{t("dashboard.emptyTitle")}</p>
              <p className="mt-1 text-muted-foreground">{t("dashboard.emptyBody")}</p>
              <Link to={toolRoutes.expert} className={`mt-4 inline-block ${linkClass}`}>
                {t("dashboard.startExpert")} →
              </Link>
            </div>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {recent.map((thumbnail) => (
                <li key={thumbnail.id} className="rounded-xl border border-border p-4">
                  <p className="font-semibold">{thumbnail.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {[thumbnail.niche, date.format(new Date(thumbnail.createdAt))]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {feedbackOpen ? <FeedbackDialog lastResult={actionData?.result} /> : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.translations.dashboard?.metaTitle ?? "Miniatura" },
  { name: "robots", content: "noindex" },
];
