import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { FileField, FormAlert } from "~/ui/forms";
import { UpgradeLink } from "~/ui/plan-notice";
import { VideoCost, VideoTitleField } from "~/features/video/components/video-fields";

/**
 * The frames as pictures: the way in without JavaScript (the page's form), and with it a fallback
 * for a video the browser cannot read (folded away under the video form).
 */
export function PicturesForm({
  collapsed,
  blocked,
  errors,
  upgrade,
  title,
  titleErrors,
}: {
  collapsed: boolean;
  blocked: boolean;
  errors: string[] | null;
  upgrade: boolean;
  title: string;
  titleErrors: string[] | null | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "pictures";
  const form = (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-5 rounded-xl border border-border bg-card p-5"
    >
      <input type="hidden" name="intent" value="pictures" />
      <div className="space-y-1">
        <h2 className="text-lg font-bold">{t("video.picturesTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("video.picturesLead")}</p>
      </div>
      {upgrade && errors ? (
        <FormAlert title={t("video.failedTitle")} messages={errors}>
          <UpgradeLink label={t("video.upgrade")} />
        </FormAlert>
      ) : null}
      <FileField
        id="video-pictures"
        name="pictures"
        multiple
        label={t("video.picturesLabel")}
        accept="image/png,image/jpeg,image/webp"
        hint={t("video.picturesHint")}
        errors={upgrade ? null : errors}
        disabled={blocked}
      />
      <VideoTitleField
        id="video-pictures-title"
        defaultValue={title}
        disabled={blocked}
        errors={titleErrors}
      />
      <VideoCost />
      <button
        type="submit"
        disabled={blocked || sending}
        className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground hover:opacity-90 disabled:opacity-60"
      >
        {sending ? t("video.working") : t("video.picturesSubmit")}
      </button>
    </Form>
  );
  if (!collapsed) return form;
  return (
    <details open={errors !== null} className="rounded-xl border border-dashed border-border p-4">
      <summary className="cursor-pointer text-sm font-semibold">{t("video.picturesOpen")}</summary>
      <div className="mt-4">{form}</div>
    </details>
  );
}
