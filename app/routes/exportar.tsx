import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { createDb } from "~/core/db/client.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { readForm } from "~/core/http/read-form.server";
import { planName, type PlanId } from "~/core/plans/catalog";
import { thumbnailDownloadUrl } from "~/core/thumbnails/image-urls";
import { exportSizes, type ExportSizeId } from "~/engines/render/export/export-sizes";
import { readExportField } from "~/features/export/export-form";
import { startImageExport, type ExportRefusal } from "~/features/export/export-store.server";
import { secondaryButton } from "~/ui/button-styles";
import { UpgradeLink } from "~/ui/plan-notice";

type Refused = (ExportRefusal | { reason: "invalid" } | { reason: "unavailable" }) & { size?: ExportSizeId };

const refusalStatus: Record<Refused["reason"], number> = {
  invalid: 400,
  not_found: 404,
  plan: 403,
  no_document: 409,
  rate_limited: 429,
  unavailable: 503,
};

/** Nothing to show without a request: the sizes are chosen where the thumbnails are. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return null;
}

/**
 * A download at a size (docs/product.md, Export sizes): 720p goes to today's download; a larger size
 * the plan has starts (or finds) its export job and goes to its progress page; anything else is
 * refused here, whoever sent it, with what it takes.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const wanted = readExportField((await readForm(request)).get("export"));
  const refuse = (refused: Refused) => data({ refused }, { status: refusalStatus[refused.reason] });
  if (!wanted) return refuse({ reason: "invalid" });
  let started: Awaited<ReturnType<typeof startImageExport>>;
  try {
    started = await startImageExport(createDb(env.DB), env, request, { userId: user.id, ...wanted });
  } catch (error) {
    console.error("export: could not start an export", error);
    return refuse({ reason: "unavailable", size: wanted.size });
  }
  if (!started.ok) {
    const { ok: _ok, ...refusal } = started;
    return refuse({ ...refusal, size: wanted.size });
  }
  if (started.kind === "direct") return redirect(thumbnailDownloadUrl(wanted.thumbnailId), { status: 303 });
  return redirect(`/exportar/${started.jobId}`, { status: 303 });
}

export default function ExportRequest() {
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const refused = actionData?.refused;
  const label = refused?.size ? exportSizes[refused.size].label : "";
  const message = !refused
    ? t("export.chooseSize")
    : refused.reason === "plan"
      ? t("export.planRefused", {
          label,
          plan: planName(refused.plan as PlanId, i18n.language === "en" ? "en" : "pt"),
        })
      : refused.reason === "no_document"
        ? t("export.noDocument")
        : refused.reason === "not_found"
          ? t("export.notFound")
          : refused.reason === "rate_limited"
            ? t("errors.tooManyRequests")
            : refused.reason === "unavailable"
              ? t("export.failedBody")
              : t("export.chooseSize");
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{refused ? t("export.refusedTitle") : t("export.metaTitle")}</h1>
      <div role={refused ? "alert" : "status"} className="rounded-lg border border-border bg-card p-4">
        <p>{message}</p>
        {refused?.reason === "plan" ? <UpgradeLink label={t("export.upgrade")} /> : null}
      </div>
      <Link to="/dashboard" className={secondaryButton}>
        {t("export.back")}
      </Link>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "export", "Exportar — Miniatura");
