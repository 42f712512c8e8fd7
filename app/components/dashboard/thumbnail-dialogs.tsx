import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "~/components/button-styles";
import { Modal, withoutParam } from "~/components/modal";
import { thumbnailDownloadUrl } from "~/thumbnails/image-urls";
import { DownloadLink } from "./download-link";

/** 'Excluir Thumbnail' (spec 2 §2): a page state with a form, so it confirms without JavaScript. */
export function DeleteThumbnailDialog({ thumbnail }: { thumbnail: { id: string; title: string } }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const closeHref = withoutParam(pathname, search, "delete");
  return (
    <Modal
      id="delete-thumbnail"
      role="alertdialog"
      title={t("dashboard.deleteTitle")}
      lead={t("dashboard.deleteBody")}
      closeHref={closeHref}
    >
      <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-sm font-semibold">{thumbnail.title}</p>
      <Form method="post" action={closeHref} className="mt-5 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={thumbnail.id} />
        <Link to={closeHref} preventScrollReset className={secondaryButton}>
          {t("dashboard.cancel")}
        </Link>
        <button
          type="submit"
          disabled={deleting}
          className="rounded-lg bg-destructive px-4 py-2 font-bold text-destructive-foreground hover:opacity-90 disabled:opacity-60"
        >
          {deleting ? t("dashboard.deleting") : t("dashboard.deleteConfirm")}
        </button>
      </Form>
    </Modal>
  );
}

/** Free plans see this before a download (spec 2 §8): the file will carry the watermark. */
export function WatermarkNotice({ thumbnail }: { thumbnail: { id: string; title: string } }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Modal
      id="watermark-notice"
      title={t("dashboard.watermarkTitle")}
      lead={t("dashboard.watermarkBody")}
      closeHref={withoutParam(pathname, search, "download")}
    >
      <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-sm font-semibold">{thumbnail.title}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Link to="/assinatura" className={secondaryButton}>
          {t("dashboard.watermarkUpgrade")}
        </Link>
        <DownloadLink href={thumbnailDownloadUrl(thumbnail.id)} className={primaryButton}>
          {t("dashboard.watermarkDownload")}
        </DownloadLink>
      </div>
    </Modal>
  );
}
