import { useTranslation } from "~/core/i18n/use-translation";
import { aiCreditCosts } from "~/core/plans/catalog";
import { videoTitleMaxLength } from "~/features/video/video-limits";
import { Field } from "~/ui/forms";

/** What an analysis costs, under both forms. */
export function VideoCost() {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-muted-foreground">
      {t("video.cost", { credits: aiCreditCosts.videoAnalysis })}
    </p>
  );
}

/** The video's optional title: controlled in the video form, kept as typed in the pictures form. */
export function VideoTitleField({
  id = "video-title",
  value,
  defaultValue,
  onChange,
  disabled,
  errors,
}: {
  id?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled: boolean;
  errors: string[] | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("video.videoTitleLabel")}
      hint={t("video.videoTitleHint")}
      errors={errors}
      errorId={`${id}-error`}
      inputProps={{
        id,
        name: "title",
        type: "text",
        maxLength: videoTitleMaxLength,
        value,
        defaultValue,
        onChange: onChange ? (event) => onChange(event.currentTarget.value) : undefined,
        disabled,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": `${id}-error`,
      }}
    />
  );
}
