import { readForm } from "~/core/http/read-form.server";
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
import { z } from "zod";
import { createDb } from "~/core/db/client.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { aiTasks } from "~/core/ai/ai-provider-choice";
import { healthCheckNames } from "~/core/http/health";
import { checkHealth } from "~/core/http/health.server";
import { createToastHeader } from "~/core/http/toast.server";
import { ensureLiveChannel } from "~/core/live/channel.server";
import { liveSinceNow } from "~/core/live/live-since";
import { LiveStatus } from "~/core/live/live-status";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { publicPageMeta } from "~/core/http/page-meta";
import { pingRefusal } from "~/features/status/ping-brakes.server";
import { findPingJob } from "~/features/status/queries.server";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { dateFormat } from "~/core/i18n/formatters";
import { scriptsAfterPaint } from "~/ui/paint-first";

/** The one post on the page: send a test job (docs/product.md, Status page). */
const StatusActionSchema = z.object({ intent: z.literal("ping") });

const pendingRefreshSeconds = 2;

/** A page to read: its scripts load after the first paint (docs/decisions/007-paint-first-hydrate-after.md). */
export const handle = scriptsAfterPaint;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const { channel, setCookie } = await ensureLiveChannel(request, env);
  const jobId = new URL(request.url).searchParams.get("job");
  const [health, job] = await Promise.all([
    checkHealth(env),
    jobId ? findPingJob(createDb(env.DB), jobId, channel) : Promise.resolve(undefined),
  ]);
  return data(
    { health, jobId, job: job ?? null, liveSince: since },
    {
      status: health.ok ? 200 : 503,
      headers: setCookie ? { "Set-Cookie": setCookie } : undefined,
    },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const submission = parseWithZod(await readForm(request), { schema: StatusActionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { t } = await getServerT(request);
  const headers = new Headers();
  const live = await ensureLiveChannel(request, env);
  if (live.setCookie) headers.append("Set-Cookie", live.setCookie);
  const db = createDb(env.DB);
  const refused = await pingRefusal(request, env, db);
  if (refused)
    return data(
      { result: submission.reply({ formErrors: [`status.pingRefused.${refused}`] }) },
      { status: 429, headers },
    );
  try {
    const jobId = await enqueueJob(db, env, { type: "ping", liveChannel: live.channel });
    headers.append(
      "Set-Cookie",
      await createToastHeader(request, env, {
        type: "success",
        title: t("status.jobQueued"),
        description: t("status.jobQueuedDescription"),
      }),
    );
    return redirect(`/status?job=${jobId}`, { status: 303, headers });
  } catch (error) {
    console.error("status: could not enqueue the ping job", error);
    headers.append(
      "Set-Cookie",
      await createToastHeader(request, env, { type: "error", title: t("status.jobFailedToQueue") }),
    );
    return redirect("/status", { status: 303, headers });
  }
}

export default function StatusPage() {
  const { health, job, jobId, liveSince } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.result.error?.[""];
  const { t, i18n } = useTranslation();
  // Refusals are i18n keys chosen at run time, so they are looked up untyped.
  const translate = t as unknown as (key: string) => string;
  const navigation = useNavigation();
  const pending = job?.status === "queued" || job?.status === "running";
  const { status: live } = useLiveRevalidation(liveSince);
  const aiProviders = health.ai.ok ? health.ai.providers : null;
  // From the click until the job's page has loaded (the redirect's load included): a second click
  // in between would only interrupt that load.
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "ping";

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <RefreshWhilePending pending={pending} seconds={pendingRefreshSeconds} />
      <h1 className="text-3xl font-bold">{t("status.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("status.lead")}</p>

      <section aria-labelledby="checks-title" className="mt-10">
        <h2 id="checks-title" className="text-xl font-semibold">
          {t("status.checksTitle")}
        </h2>
        <p className="mt-2" role="status">
          {health.ok ? t("status.allHealthy") : t("status.someUnhealthy")}
        </p>
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border">
          {healthCheckNames.map((name) => {
            const check = health.checks[name];
            return (
              <li key={name} className="flex items-center justify-between px-4 py-3" data-check={name}>
                <span>{t(`status.checks.${name}`)}</span>
                <span className={check.ok ? "font-semibold text-success" : "font-semibold text-destructive"}>
                  {check.ok ? t("status.healthy") : t("status.unhealthy")}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="ai-title" className="mt-12">
        <h2 id="ai-title" className="text-xl font-semibold">
          {t("status.ai.title")}
        </h2>
        {aiProviders ? (
          <ul className="mt-4 divide-y divide-border rounded-lg border border-border">
            {aiTasks.map((task) => (
              <li key={task} className="flex items-center justify-between px-4 py-3" data-ai-task={task}>
                <span>{t(`status.ai.tasks.${task}`)}</span>
                <span className="font-semibold" data-ai-provider={aiProviders[task]}>
                  {t(`status.ai.providers.${aiProviders[task]}`)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 font-semibold text-destructive" role="alert">
            {t("status.ai.misconfigured")}
          </p>
        )}
      </section>

      <section aria-labelledby="job-title" className="mt-12">
        <h2 id="job-title" className="text-xl font-semibold">
          {t("status.jobTitle")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("status.jobLead")}</p>
        <Form method="post" className="mt-4">
          <button
            type="submit"
            name="intent"
            value="ping"
            disabled={sending}
            className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60"
          >
            {sending ? t("status.runningJob") : t("status.runJob")}
          </button>
        </Form>
        {refused?.length ? (
          <p className="mt-4 text-destructive" role="alert">
            {refused.map(translate).join(" ")}
          </p>
        ) : null}

        {jobId && !job ? <p className="mt-6 text-destructive">{t("status.jobNotFound")}</p> : null}
        {job ? (
          <div className="mt-6 rounded-lg border border-border p-4" aria-live="polite" data-testid="ping-job">
            <p className="font-semibold">
              {t("status.jobLabel")}:{" "}
              <span data-job-status={job.status}>{t(`status.jobStates.${job.status}`)}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t("status.jobCreated", {
                // toLocaleTimeString's own fields, from a formatter built once.
                date: dateFormat(i18n.language, {
                  hour: "numeric",
                  minute: "numeric",
                  second: "numeric",
                }).format(job.createdAt),
              })}
            </p>
            {job.status === "succeeded" && typeof job.result?.latencyMs === "number" ? (
              <p className="mt-1 text-sm">{t("status.jobFinishedIn", { ms: job.result.latencyMs })}</p>
            ) : null}
            {job.status === "failed" ? (
              <p className="mt-1 text-sm text-destructive">
                {t("status.jobFailed", { error: job.error ?? "" })}
              </p>
            ) : null}
          </div>
        ) : null}
        <LiveStatus status={live}>
          <p className="mt-4 text-xs text-muted-foreground" data-testid="live-connected">
            {t("status.liveConnected")}
          </p>
        </LiveStatus>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  publicPageMeta(args, ({ translations }) => {
    const copy = translations.status;
    return copy
      ? {
          title: `${copy.title} — Miniatura`,
          description: copy.lead,
        }
      : undefined;
  });
