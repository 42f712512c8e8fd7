import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { z } from "zod";
import { requireUser } from "~/core/auth/session.server";
import { SubmitButton } from "~/ui/forms";
import { isDevelopment } from "~/core/env.server";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import { userLiveChannel } from "~/core/live/events";
import { createDb } from "~/core/db/client.server";
import { countThumbnails } from "~/features/dashboard/dashboard-summary.server";
import { notFound } from "~/core/http/not-found.server";

const SamplesForm = z.object({ count: z.coerce.number().int().min(1).max(6) });

/**
 * Development only: queues a job that adds sample thumbnails to the signed-in account, so a local
 * dashboard has something to show and the live path (queue → job → D1/R2 → UserLive → page) can be
 * watched before the real generation exists.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  if (!isDevelopment(env)) notFound();
  await requireUser(request, env);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  if (!isDevelopment(env)) notFound();
  const user = await requireUser(request, env);
  const { t } = await getServerT(request);
  const parsed = SamplesForm.safeParse(Object.fromEntries(await readForm(request)));
  const wanted = parsed.success ? parsed.data.count : 3;
  const db = createDb(env.DB);
  const existing = await countThumbnails(db, user.id);
  try {
    await enqueueJob(db, env, {
      type: "samples",
      userId: user.id,
      liveChannel: userLiveChannel(user.id),
      payload: { count: wanted, language: await getLanguage(request), offset: existing },
    });
  } catch (error) {
    console.error("dev: could not queue the samples job", error);
    return redirectAfterPost(request, env, "/dev/thumbnails", {
      type: "error",
      title: t("dashboard.samples.failed"),
    });
  }
  return redirectAfterPost(request, env, "/dashboard", {
    type: "info",
    title: t("dashboard.samples.queued", { count: wanted }),
  });
}

export default function DevThumbnails() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("dashboard.samples.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("dashboard.samples.lead")}</p>
      <Form method="post" className="mt-6 flex items-end gap-3">
        <label className="block text-sm font-semibold">
          {t("dashboard.samples.count")}
          <select
            name="count"
            defaultValue="3"
            className="mt-1 block rounded-lg border border-border bg-background px-3 py-2"
          >
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <SubmitButton label={t("dashboard.samples.submit")} pendingLabel={t("dashboard.samples.submit")} />
      </Form>
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Samples — Miniatura (dev)" },
  { name: "robots", content: "noindex" },
];
