// Over 400 lines because the input form beside the action reads the action's data by its type.
import { useLateZodForm } from "~/ui/use-late-zod-form";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms";
import { GeneratorHeader } from "~/features/generator/components/generator-header";
import { GeneratorSteps } from "~/features/generator/components/generator-steps";
import { QuickResults } from "~/features/generator/components/quick-results";
import { GeneratingProgress } from "~/features/generator/components/generating-progress";
import { isUuid } from "~/core/db/ids";
import { storeReferenceImage, uploadedReferenceKey } from "~/features/expert/reference-images.server";
import { QuickGenerateSchema } from "~/features/generator/quick-form";
import { quickLimits, quickMaxBodyBytes, titlesOf } from "~/features/generator/quick-limits";
import { quickAllowance, quickJobView, startQuickGeneration } from "~/features/generator/quick-page.server";
import { getLanguage } from "~/core/i18n/i18next.server";
import { downloadOffers } from "~/core/plans/export-sizes-for-plan";
import { errorMessage } from "~/core/i18n/error-message";
import { megapixelFigure } from "~/core/i18n/numbers";
import { privatePageMeta } from "~/core/http/page-meta";
import { readFormWithin } from "~/core/http/read-form.server";
import { liveSinceNow } from "~/core/live/live-since";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { createDb } from "~/core/db/client.server";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { CutoutStatus, usePhotoCutout } from "~/ui/cutout/photo-cutout";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";
import { notFound } from "~/core/http/not-found.server";
import { chooseTemplate } from "~/features/templates/template-choice";
import { chosenTemplateView, type ChosenTemplateView } from "~/features/templates/chosen-template";
import { ChosenTemplate, clearTemplateHref } from "~/features/generator/components/chosen-template";

/** Without JavaScript, the page reloads itself this often while the generation runs. */
const pendingRefreshSeconds = 3;

/**
 * The quick generator (docs/product.md, Quick generator): step 1 takes a niche, titles
 * and an optional image; the action queues a generation job and sends the creator to `?job=<id>`,
 * which shows step 2 (live progress, or a self-refreshing page without JavaScript) and then step 3,
 * the 4 options of each title, saved to the dashboard, each opening the editor (step 4).
 * `?template=<id>` (from /templates) chooses a library template: the form shows it and sends it,
 * and each set's first option is that template with the title fitted (docs/product.md, Templates).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await requireUser(request, env);
  const language = await getLanguage(request);
  const url = new URL(request.url);
  const db = createDb(env.DB);
  const jobId = url.searchParams.get("job");
  if (jobId !== null && !isUuid(jobId)) notFound();
  const [allowance, view] = await Promise.all([
    quickAllowance(db, env.DB, user.id),
    jobId ? quickJobView(db, user.id, jobId, language) : Promise.resolve(null),
  ]);
  if (jobId && !view) notFound();
  // A retry keeps the failed attempt's template; otherwise the address's (checked against the plan).
  const templateId = view ? (view.payload.template ?? null) : url.searchParams.get("template");
  const step = !view
    ? ("input" as const)
    : view.status === "succeeded"
      ? ("results" as const)
      : view.status === "failed"
        ? ("failed" as const)
        : ("generating" as const);
  return {
    step,
    jobId,
    liveSince: since,
    allowance,
    view,
    // The download menus' sizes, worked out here so the page does not ship the plan catalog.
    downloadOffers: downloadOffers(allowance.plan, language),
    variant: allowance.hasWatermark ? ("wm" as const) : ("orig" as const),
    template: chosenTemplateView(templateId, allowance.plan, language),
    defaults: {
      niche: (url.searchParams.get("nicho") ?? view?.payload.niche ?? "").slice(0, quickLimits.niche),
      titles: (url.searchParams.get("titulos") ?? view?.payload.titles.join("\n") ?? "").slice(
        0,
        quickLimits.titlesField,
      ),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const language = await getLanguage(request);
  const read = await readFormWithin(request, quickMaxBodyBytes);
  if (read.tooLarge) {
    const submission = parseWithZod(read.form, { schema: QuickGenerateSchema });
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            image: [
              errorMessage("generator.validation.imageTooLarge"),
              errorMessage("generator.validation.imageTooLargeBody"),
            ],
          },
        }),
        limit: false,
        plans: false,
      },
      { status: 413 },
    );
  }
  const form = read.form;
  const submission = parseWithZod(form, { schema: QuickGenerateSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), limit: false, plans: false }, { status: 400 });

  const titles = titlesOf(submission.value.titles);
  const db = createDb(env.DB);
  const allowance = await quickAllowance(db, env.DB, user.id);
  const refuse = (
    status: number,
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
    limit = false,
    plans = limit,
  ) => data({ result: submission.reply(errors), limit, plans }, { status });
  if (!(await allowAction(request, env, "ai", user.id)))
    return refuse(429, { formErrors: [tooManyRequestsKey] });
  // The library's gate on direct requests too: an unknown id, or a premium one without the plan.
  const template = chooseTemplate(submission.value.template, allowance.plan);
  if (template && !template.ok)
    return template.reason === "premium"
      ? refuse(403, { formErrors: [errorMessage("generator.template.premium")] }, false, true)
      : refuse(400, { formErrors: [errorMessage("generator.template.unknown")] });
  if (titles.length > allowance.batchSize)
    return refuse(400, {
      fieldErrors: {
        titles: [errorMessage("generator.validation.tooManyTitles", { count: allowance.batchSize })],
      },
    });
  const sets = Math.max(1, titles.length);
  if (allowance.remaining === 0)
    return refuse(403, { formErrors: [errorMessage("generator.limitBody")] }, true);
  if (sets > allowance.remaining)
    return refuse(
      403,
      { formErrors: [errorMessage("generator.limitBatch", { count: allowance.remaining })] },
      true,
    );

  let referenceKey: string | null = null;
  const image = form.get("image");
  const kept = form.get("keptImage");
  // R2 failing under the upload (or the retry's check) is the creator's form again with a message:
  // nothing is queued, so nothing is held or charged.
  const storageFailed = (error: unknown) => {
    console.error("generator: could not store the reference image", error);
    return refuse(503, { formErrors: [errorMessage("generator.imageStoreFailed")] });
  };
  if (!(image instanceof File && image.size > 0) && typeof kept === "string") {
    // A retry uses the failed attempt's upload again, if it is this user's and still there.
    const key = uploadedReferenceKey(user.id, kept);
    try {
      if (key && (await env.MEDIA.head(key))) referenceKey = key;
    } catch (error) {
      return storageFailed(error);
    }
  }
  if (image instanceof File && image.size > 0) {
    let stored: Awaited<ReturnType<typeof storeReferenceImage>>;
    try {
      stored = await storeReferenceImage(env, user.id, image, {
        maxBytes: quickLimits.imageBytes,
        types: ["image/png", "image/jpeg"],
      });
    } catch (error) {
      return storageFailed(error);
    }
    if (!stored.ok)
      return stored.reason === "too_large"
        ? refuse(413, {
            fieldErrors: {
              image: [
                errorMessage("generator.validation.imageTooLarge"),
                errorMessage("generator.validation.imageTooLargeBody"),
              ],
            },
          })
        : stored.reason === "too_many_pixels"
          ? refuse(413, {
              fieldErrors: {
                image: [
                  errorMessage("errors.imageTooManyPixels", {
                    megapixels: megapixelFigure(language, stored.megapixels),
                  }),
                ],
              },
            })
          : refuse(415, { fieldErrors: { image: [errorMessage("generator.validation.imageType")] } });
    referenceKey = stored.key;
  }
  try {
    const jobId = await startQuickGeneration(db, env, {
      userId: user.id,
      language,
      niche: submission.value.niche ?? "",
      titles,
      referenceKey,
      ...(template?.ok ? { template: template.template.id } : {}),
    });
    return redirect(`/gerar?job=${jobId}`, 303);
  } catch (error) {
    console.error("generator: could not queue the generation", error);
    return refuse(503, { formErrors: [errorMessage("generator.startFailed")] });
  }
}

export default function QuickGenerator() {
  const {
    step,
    view,
    allowance,
    defaults,
    jobId,
    variant,
    template,
    liveSince,
    downloadOffers: offers,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useLiveRevalidation(liveSince, step === "generating");
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <RefreshWhilePending pending={step === "generating"} seconds={pendingRefreshSeconds} />
      <GeneratorHeader title={t("generator.title")} lead={t("generator.lead")}>
        <GeneratorSteps current={step === "failed" ? "generating" : step} />
      </GeneratorHeader>
      {step === "input" ? (
        <QuickInputForm allowance={allowance} defaults={defaults} template={template} />
      ) : step === "generating" && view ? (
        <GeneratingProgress done={view.done} total={view.total} />
      ) : step === "failed" && view ? (
        <div className="space-y-4">
          <FormAlert
            title={t("generator.failedTitle")}
            messages={[errorMessage(view.filtered ? "generator.imageFilteredBody" : "generator.failedBody")]}
          />
          <QuickInputForm
            allowance={allowance}
            defaults={{ niche: view.payload.niche, titles: view.payload.titles.join("\n") }}
            keptImage={view.keptImage}
            template={template}
            submitLabel={t("generator.retry")}
          />
        </div>
      ) : view && jobId ? (
        <QuickResults
          jobId={jobId}
          sets={view.sets}
          variant={variant}
          offers={offers}
          payload={view.payload}
        />
      ) : null}
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-base shadow-sm focus:border-primary aria-[invalid=true]:border-red-600";

function QuickInputForm({
  allowance,
  defaults,
  submitLabel,
  keptImage,
  template,
}: {
  allowance: { batchSize: number; remaining: number };
  /** The library template chosen for this generation, or null. */
  template: ChosenTemplateView | null;
  defaults: { niche: string; titles: string };
  submitLabel?: string;
  /** A retry's image: the upload of the failed attempt, used again unless another is chosen. */
  keptImage?: string | null;
}) {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [imageError, setImageError] = useState<string[] | null>(null);
  const cutout = usePhotoCutout();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/generator/quick-form").then((m) => m.QuickGenerateSchema),
    {
      id: "quick-generator",
      lastResult: actionData?.result,
      defaultValue: { intent: "generate", niche: defaults.niche, titles: defaults.titles },
      shouldValidate: "onSubmit",
      fields: {
        intent: {},
        niche: { maxLength: quickLimits.niche },
        titles: { maxLength: quickLimits.titlesField },
        template: {},
      },
    },
  );
  // With JavaScript the image is checked before it travels (the server checks its bytes again).
  const checkImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    let error: string[] | null = null;
    if (file && file.size > quickLimits.imageBytes)
      error = [
        errorMessage("generator.validation.imageTooLarge"),
        errorMessage("generator.validation.imageTooLargeBody"),
      ];
    else if (file && !["image/png", "image/jpeg"].includes(file.type))
      error = [errorMessage("generator.validation.imageType")];
    if (error) event.currentTarget.value = "";
    setImageError(error);
    cutout.reset();
    // The person cut out of the photo becomes the thumbnail's hero (docs/decisions/022-creator-photo-as-hero.md,
    // The cut-out in the browser); without a clear person the photo goes as chosen.
    if (file && !error) void cutout.cutOut(event.currentTarget, file);
  };
  const imageErrors = imageError ?? form.allErrors.image;
  // No generations left: said when the page opens, with the way to the plans, and the button is off
  // (docs/product.md, Quick generator) rather than the form refused after it was filled in.
  const limited = allowance.remaining === 0;
  return (
    <Form method="post" encType="multipart/form-data" {...form.props} className="max-w-2xl space-y-5">
      {limited && !actionData?.limit ? (
        <div role="status" className="rounded-lg border border-border p-4" data-testid="limit-notice">
          <p className="font-bold">{t("generator.limitTitle")}</p>
          <p className="text-sm">{t("generator.limitBody")}</p>
          <Link to="/assinatura" className="mt-2 inline-block font-semibold underline underline-offset-4">
            {t("generator.upgrade")}
          </Link>
        </div>
      ) : null}
      <FormAlert
        title={actionData?.limit ? t("generator.limitTitle") : t("generator.failedTitle")}
        messages={form.errors}
      >
        {actionData?.plans ? (
          <Link to="/assinatura" className="mt-2 inline-block font-semibold underline underline-offset-4">
            {t("generator.upgrade")}
          </Link>
        ) : null}
      </FormAlert>
      <input {...fields.intent.input("hidden")} />
      <ChosenTemplate
        chosen={template}
        errors={fields.template.errors}
        clearHref={clearTemplateHref(defaults)}
      />
      <div>
        <label htmlFor={fields.niche.id} className="block text-sm font-semibold">
          {t("generator.niche")}
        </label>
        <input
          {...fields.niche.input("text")}
          placeholder={t("generator.nichePlaceholder")}
          className={inputClass}
        />
        <ErrorList id={fields.niche.errorId} errors={fields.niche.errors} />
      </div>
      <div>
        <label htmlFor={fields.titles.id} className="block text-sm font-semibold">
          {t("generator.titles")}
        </label>
        <textarea
          {...fields.titles.textarea()}
          rows={allowance.batchSize > 1 ? 4 : 2}
          placeholder={t("generator.titlesPlaceholder")}
          className={inputClass}
        />
        <p className="mt-1 text-xs text-muted-foreground">
          {t("generator.titlesHint", { count: allowance.batchSize })}
        </p>
        <ErrorList id={fields.titles.errorId} errors={fields.titles.errors} />
      </div>
      <div>
        <label htmlFor="quick-image" className="block text-sm font-semibold">
          {t("generator.image")}
        </label>
        <input
          id="quick-image"
          name="image"
          type="file"
          accept="image/png,image/jpeg"
          onChange={checkImage}
          aria-describedby="quick-image-hint quick-image-cutout quick-image-errors"
          aria-invalid={imageErrors?.length ? true : undefined}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-card file:px-3 file:py-2 file:font-semibold"
        />
        <p id="quick-image-hint" className="mt-1 text-xs text-muted-foreground">
          {t("generator.imageHint")}
        </p>
        <CutoutStatus id="quick-image-cutout" state={cutout.state} />
        {keptImage ? (
          <p className="mt-1 text-sm">
            <input type="hidden" name="keptImage" value={keptImage} />
            {t("generator.keptImage")}
          </p>
        ) : null}
        <ErrorList id="quick-image-errors" errors={imageErrors} />
      </div>
      <fieldset disabled={limited} className="disabled:opacity-60">
        <SubmitButton label={submitLabel ?? t("generator.submit")} pendingLabel={t("generator.submitting")} />
      </fieldset>
    </Form>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "generator");
