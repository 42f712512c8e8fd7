import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { getLanguage } from "~/core/i18n/i18next.server";
import { megabytesFigure } from "~/core/i18n/labels.server";
import { requireUser } from "~/core/auth/session.server";
import { ErrorList, FormAlert, FileField } from "~/ui/forms";
import { PlanNotice, UpgradeLink } from "~/ui/plan-notice";
import { ToolHeader } from "~/ui/tool-header";
import { UpscaleComparison } from "~/features/upscale/components/upscale-comparison";
import { UpscaleProgress } from "~/features/upscale/components/upscale-progress";
import { toolRoutes } from "~/core/http/tool-routes";
import { isUuid } from "~/core/db/ids";
import { errorMessage } from "~/core/i18n/error-message";
import { privatePageMeta } from "~/core/http/page-meta";
import { readFormWithin } from "~/core/http/read-form.server";
import { liveSinceNow } from "~/core/live/live-since";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { aiCreditCosts } from "~/core/plans/catalog";
import { UpscaleFormSchema } from "~/features/upscale/upscale-form";
import { upscaleMaxBytes, upscaleTargetIds, upscaleTargets } from "~/features/upscale/upscale-options";
import { startUpscale, upscaleAllowance, upscaleJobView } from "~/features/upscale/upscale-store.server";
import { createDb } from "~/core/db/client.server";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";

/** Without JavaScript, the page reloads itself this often while the upscale runs. */
const pendingRefreshSeconds = 3;
/** Bodies beyond this are refused unread (the file limit is 10 MB). */
const maxBodyBytes = upscaleMaxBytes + 64 * 1024;

/**
 * Upscaling (docs/product.md, Image upscaling): a PNG, JPG or WEBP up to 10 MB is checked from its
 * bytes and header, then an `upscale` job makes a 4K (Creator, Pro) or 8K (Elite) JPEG in the jobs
 * Worker, strip by strip within the Worker's memory. `?job=<id>` shows its progress (live with
 * JavaScript, a self-refreshing page without), then the before/after comparison and the download.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await requireUser(request, env);
  const db = createDb(env.DB);
  const jobId = new URL(request.url).searchParams.get("job");
  if (jobId !== null && !isUuid(jobId)) throw new Response("Not Found", { status: 404 });
  const [allowance, job] = await Promise.all([
    upscaleAllowance(db, env.DB, user.id),
    jobId ? upscaleJobView(db, user.id, jobId) : Promise.resolve(null),
  ]);
  if (jobId && !job) throw new Response("Not Found", { status: 404 });
  // The result's size as the page shows it, formatted here (no Intl in the browser).
  const megabytes = job?.result ? megabytesFigure(await getLanguage(request), job.result.bytes) : null;
  return { allowance, job, megabytes, liveSince: since };
}

type Refused = { image?: string[]; target?: string[]; formErrors?: string[] };

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const read = await readFormWithin(request, maxBodyBytes);
  const submission = parseWithZod(read.form, { schema: UpscaleFormSchema });
  const refuse = (status: number, { formErrors, ...fieldErrors }: Refused, upgrade = false) =>
    data({ result: submission.reply({ formErrors, fieldErrors }), upgrade }, { status });
  if (read.tooLarge) return refuse(413, { image: ["upscale.tooLarge", "upscale.tooLargeBody"] });
  if (submission.status !== "success")
    return data({ result: submission.reply(), upgrade: false }, { status: 400 });
  if (!(await allowAction(request, env, "ai", user.id)))
    return refuse(429, { formErrors: [tooManyRequestsKey] });
  const { image, target } = submission.value;
  const db = createDb(env.DB);
  const allowance = await upscaleAllowance(db, env.DB, user.id);
  let started: Awaited<ReturnType<typeof startUpscale>>;
  try {
    started = await startUpscale(db, env, { userId: user.id, file: image, target, allowance });
  } catch (error) {
    console.error("upscale: could not queue the job", error);
    return refuse(503, { formErrors: ["upscale.failedBody"] });
  }
  if (started.ok) return redirect(`${toolRoutes.upscale}?job=${started.jobId}`, { status: 303 });
  switch (started.reason) {
    case "too_large":
      return refuse(413, { image: ["upscale.tooLarge", "upscale.tooLargeBody"] });
    case "not_an_image":
      return refuse(415, { image: ["upscale.notAnImage"] });
    case "too_many_pixels": {
      // Said with the picture's own size: the key carries the figure (translated at render).
      return refuse(413, {
        image: [errorMessage("upscale.tooManyPixels", { megapixels: started.megapixels.toFixed(1) })],
      });
    }
    case "plan":
      return refuse(
        403,
        { target: [started.targets.length === 0 ? "upscale.planNone" : "upscale.plan8K"] },
        true,
      );
    case "credits":
      return refuse(403, { formErrors: ["upscale.credits"] }, true);
  }
}

export default function ImageUpscale() {
  const { allowance, job, megabytes, liveSince } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const pending = job?.status === "queued" || job?.status === "running";
  useLiveRevalidation(liveSince, pending);
  const error = actionData?.result.error;
  const upgrade = actionData?.upgrade ?? false;
  const blocked = allowance.targets.length === 0;
  // docs/product.md, Image upscaling: choosing a new image clears the previous result.
  const [cleared, setCleared] = useState(false);
  useEffect(() => setCleared(false), [job?.id]);
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <RefreshWhilePending pending={pending} seconds={pendingRefreshSeconds} />
      <ToolHeader title={t("upscale.title")} lead={t("upscale.lead")} backLabel={t("upscale.back")} />
      {blocked ? <PlanNotice title={t("upscale.planNone")} upgradeLabel={t("upscale.upgrade")} /> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-5 rounded-xl border border-border bg-card p-5"
      >
        <FormAlert title={t("upscale.failedTitle")} messages={error?.[""]}>
          {upgrade ? <UpgradeLink label={t("upscale.upgrade")} /> : null}
        </FormAlert>
        <FileField
          id="upscale-image"
          name="image"
          label={t("upscale.imageLabel")}
          accept="image/png,image/jpeg,image/webp"
          hint={t("upscale.imageHint")}
          errors={error?.image}
          disabled={blocked}
          onChange={() => setCleared(true)}
        />
        <fieldset>
          <legend className="text-sm font-semibold">{t("upscale.targetLabel")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {upscaleTargetIds.map((target, index) => {
              const allowed = allowance.targets.includes(target);
              return (
                <label
                  key={target}
                  className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:disabled]:opacity-60"
                >
                  <input
                    type="radio"
                    name="target"
                    value={target}
                    disabled={!allowed}
                    defaultChecked={
                      allowed && (index === 0 || !allowance.targets.includes(upscaleTargetIds[0]!))
                    }
                  />
                  <span>
                    {t("upscale.target", {
                      target,
                      width: upscaleTargets[target].width,
                      height: upscaleTargets[target].height,
                    })}
                  </span>
                  {!allowed ? (
                    <span className="text-xs text-muted-foreground">({t("upscale.notInPlan")})</span>
                  ) : null}
                </label>
              );
            })}
          </div>
          <ErrorList errors={error?.target} />
          {error?.target?.length && upgrade ? (
            <UpgradeLink label={t("upscale.upgrade")} className="mt-1 text-sm" />
          ) : null}
        </fieldset>
        <p className="text-xs text-muted-foreground">
          {t("upscale.cost", { credits: aiCreditCosts.upscale })}
        </p>
        <button
          type="submit"
          disabled={blocked || sending || (pending && !cleared)}
          className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground hover:opacity-90 disabled:opacity-60"
        >
          {sending ? t("upscale.sending") : t("upscale.submit")}
        </button>
      </Form>
      {job && !cleared ? (
        <section aria-labelledby="upscale-result-title" className="space-y-4" aria-live="polite">
          <h2 id="upscale-result-title" className="text-xl font-bold">
            {t("upscale.resultTitle", { target: job.target })}
          </h2>
          <UpscaleProgress status={job.status} />
          {job.status === "failed" ? (
            <FormAlert title={t("upscale.failedTitle")} messages={[t("upscale.failedBody")]} />
          ) : null}
          {job.status === "succeeded" && job.result ? (
            <UpscaleComparison jobId={job.id} result={job.result} megabytes={megabytes ?? ""} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "upscale", "Upscale — Miniatura");
