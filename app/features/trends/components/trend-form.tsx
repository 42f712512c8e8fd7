import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { ErrorList, Field, FormAlert } from "~/ui/forms";
import { PlanNotice, UpgradeLink } from "~/ui/plan-notice";
import { trendLimits } from "~/features/trends/trend-limits";
import { useLateZodForm } from "~/ui/use-late-zod-form";
import type { TrendInputs } from "~/features/trends/trend-types";

const inputClass =
  "mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-base shadow-sm focus:border-primary aria-[invalid=true]:border-red-600";

/** The one-line fields, in the order the form shows them. */
const textFields = [
  { name: "niche", label: "trends.niche", placeholder: "trends.nichePlaceholder" },
  { name: "targetAudience", label: "trends.audience", placeholder: "trends.audiencePlaceholder" },
  { name: "contentType", label: "trends.contentType", placeholder: "trends.contentTypePlaceholder" },
] as const;

/**
 * The analysis form (docs/product.md, Trend analysis): niche, target audience, content type, goals
 * and competitors. A refused submit keeps everything typed; an opened analysis fills the form with
 * its inputs, so a tweak and Analyze runs a new one. The plan's analyses this month are shown above
 * the button.
 */
export function TrendForm({
  requestId,
  lastResult,
  limit,
  allowance,
  defaults,
}: {
  requestId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  limit: boolean;
  allowance: { used: number; limit: number; unlimited: boolean; canAnalyze: boolean };
  defaults: TrendInputs | null;
}) {
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/trends/trend-form").then((m) => m.TrendFormSchema),
    {
      id: "trend-analysis",
      lastResult,
      defaultValue: {
        intent: "analyze",
        niche: defaults?.niche ?? "",
        targetAudience: defaults?.targetAudience ?? "",
        contentType: defaults?.contentType ?? "",
        goals: defaults?.goals.join("\n") ?? "",
        competitors: defaults?.competitors.join("\n") ?? "",
      },
      shouldValidate: "onSubmit",
      fields: {
        intent: {},
        niche: { required: true, maxLength: trendLimits.niche },
        targetAudience: { maxLength: trendLimits.targetAudience },
        contentType: { maxLength: trendLimits.contentType },
        goals: { maxLength: trendLimits.goalsField },
        competitors: { maxLength: trendLimits.competitorsField },
      },
    },
  );
  const exhausted = !allowance.canAnalyze;
  const navigation = useNavigation();
  const analyzing = navigation.state === "submitting" && navigation.formData?.get("intent") === "analyze";
  return (
    <Form method="post" {...form.props} className="space-y-4 rounded-xl border border-border bg-card p-4">
      <FormAlert title={limit ? t("trends.limitTitle") : t("trends.errorTitle")} messages={form.errors}>
        {limit ? <UpgradeLink label={t("trends.upgrade")} /> : null}
      </FormAlert>
      <input {...fields.intent.input("hidden")} />
      <input type="hidden" name="requestId" value={requestId} />
      {textFields.map(({ name, label, placeholder }) => (
        <Field
          key={name}
          label={t(label)}
          inputProps={fields[name].input("text", { placeholder: t(placeholder) })}
          errors={fields[name].errors}
          errorId={fields[name].errorId}
        />
      ))}
      <div>
        <label htmlFor={fields.goals.id} className="block text-sm font-semibold">
          {t("trends.goals")}{" "}
          <span className="font-normal text-muted-foreground">({t("trends.goalsHint")})</span>
        </label>
        <textarea
          {...fields.goals.textarea()}
          rows={3}
          placeholder={t("trends.goalsPlaceholder")}
          className={inputClass}
        />
        <ErrorList id={fields.goals.errorId} errors={fields.goals.errors} />
      </div>
      <div>
        <label htmlFor={fields.competitors.id} className="block text-sm font-semibold">
          {t("trends.competitors")}
        </label>
        <textarea
          {...fields.competitors.textarea()}
          rows={3}
          spellCheck={false}
          placeholder={t("trends.competitorsPlaceholder")}
          className={inputClass}
        />
        <p className="mt-1 text-xs text-muted-foreground">{t("trends.competitorsHint")}</p>
        <ErrorList id={fields.competitors.errorId} errors={fields.competitors.errors} />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="trend-usage">
        {allowance.unlimited
          ? t("trends.usageUnlimited")
          : t("trends.usage", { used: allowance.used, limit: allowance.limit })}
      </p>
      {exhausted && !limit ? (
        <PlanNotice
          title={t("trends.limitTitle")}
          body={t("trends.limitBody", { count: allowance.limit })}
          upgradeLabel={t("trends.upgrade")}
        />
      ) : null}
      <button
        type="submit"
        disabled={analyzing || exhausted}
        className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground shadow-sm hover:opacity-90 disabled:opacity-70"
      >
        {analyzing ? t("trends.analyzing") : t("trends.analyze")}
      </button>
    </Form>
  );
}
