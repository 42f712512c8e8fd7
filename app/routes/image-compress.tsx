import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type MouseEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { compressInBrowser } from "~/features/compress/browser-compress";
import {
  compressedView,
  compressJobView,
  compressMaxBytes,
  startCompress,
} from "~/features/compress/compress-store.server";
import { CompressResult, type CompressResultView } from "~/features/compress/components/compress-result";
import { ErrorList, FormAlert, FileField } from "~/ui/forms";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { ToolHeader } from "~/ui/tool-header";
import { toolRoutes } from "~/core/http/tool-routes";
import { getServerT } from "~/core/i18n/i18next.server";
import { readCompressForm } from "~/features/compress/compress-fields";
import { CompressFormSchema } from "~/features/compress/compress-form";
import { showClientToast } from "~/ui/client-toast";
import { privatePageMeta } from "~/core/http/page-meta";
import { readFormWithin } from "~/core/http/read-form.server";
import { redirectWithToast } from "~/core/http/toast.server";
import { useHydrated } from "~/ui/use-hydrated";
import { liveSinceNow } from "~/core/live/live-since";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";
import { createDb } from "~/core/db/client.server";
import { compressedFileName, defaultTargetMb, mbToBytes, targetMbRange } from "~/engines/media/file-size";

/**
 * The image compressor (docs/product.md, Image compressor). With JavaScript the picture is compressed
 * in the browser and never uploaded; without it the form posts the picture, which a `compress` job
 * compresses with the same schedule (issue 24: never inside a page request); the page follows the
 * job at `?job=<id>` (live, or refreshing itself without JavaScript), then shows `?resultado=<id>`.
 * Back goes to the previous page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await requireUser(request, env);
  const url = new URL(request.url);
  const jobId = url.searchParams.get("job");
  if (jobId !== null) {
    const job = await compressJobView(createDb(env.DB), user.id, jobId);
    if (!job) throw new Response("Not Found", { status: 404 });
    if (job.status === "succeeded") {
      const { t } = await getServerT(request);
      throw await redirectWithToast(request, env, `${toolRoutes.compress}?resultado=${job.id}`, {
        type: "success",
        title: t("compress.done"),
      });
    }
    return { result: null, job, liveSince: since };
  }
  const id = url.searchParams.get("resultado");
  const result = id ? await compressedView(env, user.id, id) : null;
  if (id && !result) throw new Response("Not Found", { status: 404 });
  return { result, job: null, liveSince: since };
}

/** Without JavaScript, how often the page looks again while the job runs. */
const pendingRefreshSeconds = 2;

type Errors = Record<string, string[] | null>;

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const read = await readFormWithin(request, compressMaxBytes);
  const submission = parseWithZod(read.form, { schema: CompressFormSchema });
  const refuse = (status: number, errors: { image?: string[]; formErrors?: string[] }) => {
    const { formErrors, ...fieldErrors } = errors;
    return data({ result: submission.reply({ formErrors, fieldErrors }) }, { status });
  };
  if (read.tooLarge) return refuse(413, { image: ["compress.tooLarge"] });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { image, targetMb } = submission.value;
  // Server compression is CPU-heavy: it counts as an AI action (docs/decisions/017).
  if (!(await allowAction(request, env, "ai", user.id)))
    return refuse(429, { formErrors: [tooManyRequestsKey] });
  let started: Awaited<ReturnType<typeof startCompress>>;
  try {
    started = await startCompress(createDb(env.DB), env, {
      userId: user.id,
      bytes: new Uint8Array(await image.arrayBuffer()),
      targetMb,
    });
  } catch (error) {
    console.error("compress: could not queue the compression", error);
    return refuse(503, { formErrors: ["compress.failedBody"] });
  }
  if (!started.ok)
    return started.reason === "too_many_pixels"
      ? refuse(413, { image: ["compress.tooManyPixels"] })
      : refuse(415, { image: ["compress.invalidImage"] });
  return redirect(`${toolRoutes.compress}?job=${started.jobId}`, { status: 303 });
}

export default function ImageCompress() {
  const { result, job, liveSince } = useLoaderData<typeof loader>();
  const pending = job?.status === "queued" || job?.status === "running";
  useLiveRevalidation(liveSince, pending);
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [local, setLocal] = useState<CompressResultView | null>(null);
  const [localError, setLocalError] = useState<Errors | null>(null);
  const [working, setWorking] = useState(false);
  const [cleared, setCleared] = useState(false);
  useEffect(() => setCleared(false), [result?.id]);
  // Object URLs made for a local result are let go when it is replaced.
  useEffect(
    () => () => {
      if (local) [local.originalSrc, local.compressedSrc].forEach((url) => URL.revokeObjectURL(url));
    },
    [local],
  );

  const jobError: Errors | null =
    job?.status === "failed"
      ? { "": [job.reason === "not_an_image" ? "compress.invalidImage" : "compress.failedBody"] }
      : null;
  const error = localError ?? actionData?.result.error ?? jobError;
  const busy = working || navigation.state === "submitting";
  const kept = actionData?.result.initialValue?.targetMb;
  const keptTarget = typeof kept === "string" ? kept : "";

  async function compressHere(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readCompressForm(new FormData(event.currentTarget));
    setLocalError(null);
    if ("errors" in read) return setLocalError(read.errors);
    const { image: file, targetMb } = read;
    setWorking(true);
    try {
      const targetBytes = mbToBytes(targetMb);
      const made = await compressInBrowser(file, targetBytes);
      // A JPEG already within the target is kept as it is rather than re-encoded into a bigger file.
      const keep = file.type === "image/jpeg" && file.size <= Math.min(targetBytes, made.size);
      const compressed = keep ? { data: file as Blob, size: file.size, reachedTarget: true } : made;
      const compressedSrc = URL.createObjectURL(compressed.data);
      setLocal({
        originalSize: file.size,
        compressedSize: compressed.size,
        originalSrc: URL.createObjectURL(file),
        compressedSrc,
        downloadHref: compressedSrc,
        downloadName: compressedFileName(targetMb),
        targetMb,
        reachedTarget: compressed.reachedTarget,
        local: true,
      });
      setCleared(true);
      showClientToast({ type: "success", title: t("compress.done") });
    } catch {
      setLocalError({ "": ["compress.failedBody"] });
      showClientToast({ type: "error", title: t("compress.failedTitle") });
    } finally {
      setWorking(false);
    }
  }

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (window.history.length > 1) {
      event.preventDefault();
      navigate(-1);
    }
  }

  const serverResult: CompressResultView | null =
    result && !cleared
      ? {
          originalSize: result.originalSize,
          compressedSize: result.compressedSize,
          originalSrc: `/image-compress/${result.id}/original`,
          compressedSrc: `/image-compress/${result.id}/comprimida`,
          downloadHref: `/image-compress/${result.id}/baixar`,
          downloadName: compressedFileName(result.targetMb),
          targetMb: result.targetMb,
          reachedTarget: result.reachedTarget,
          local: false,
        }
      : null;
  const shown = local ?? serverResult;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <RefreshWhilePending pending={pending} seconds={pendingRefreshSeconds} />
      <ToolHeader
        title={t("compress.title")}
        lead={t("compress.lead")}
        backLabel={t("compress.back")}
        onBack={goBack}
      />
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={hydrated ? compressHere : undefined}
        className="space-y-5 rounded-xl border border-border bg-card p-5"
      >
        <FormAlert title={t("compress.failedTitle")} messages={error?.[""]} />
        <FileField
          id="compress-image"
          name="image"
          label={t("compress.imageLabel")}
          accept="image/*"
          errors={error?.image}
          onChange={() => {
            setLocal(null);
            setCleared(true);
            setLocalError(null);
          }}
        />
        <div>
          <label htmlFor="compress-target" className="block text-sm font-semibold">
            {t("compress.targetLabel")}
          </label>
          <input
            id="compress-target"
            name="targetMb"
            type="number"
            inputMode="decimal"
            min={targetMbRange.min}
            max={targetMbRange.max}
            step={targetMbRange.step}
            defaultValue={keptTarget || String(defaultTargetMb)}
            aria-invalid={error?.targetMb?.length ? true : undefined}
            aria-describedby="compress-target-hint compress-target-error"
            className="mt-1 block w-40 rounded-lg border border-border bg-background px-3 py-2.5 text-base shadow-sm focus:border-primary aria-[invalid=true]:border-red-600"
          />
          <p id="compress-target-hint" className="mt-1 text-xs text-muted-foreground">
            {t("compress.targetHint")}
          </p>
          <ErrorList id="compress-target-error" errors={error?.targetMb} />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground hover:opacity-90 disabled:opacity-60"
        >
          {busy ? t("compress.working") : t("compress.submit")}
        </button>
      </Form>
      {pending && !local ? (
        <div
          role="status"
          data-testid="compress-pending"
          className="rounded-xl border border-border bg-card p-5"
        >
          <p className="font-semibold">{t("compress.pendingTitle")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("compress.pendingBody")}</p>
        </div>
      ) : null}
      {shown ? <CompressResult result={shown} /> : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "compress", "Compressor — Miniatura");
