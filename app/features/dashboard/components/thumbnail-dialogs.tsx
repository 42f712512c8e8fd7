import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { Modal, withoutParam } from "~/ui/modal";
import { thumbnailDownloadUrl } from "~/core/thumbnails/image-urls";
import { ConfirmDeleteDialog } from "~/ui/confirm-delete-dialog";
import { DownloadLink } from "~/ui/download-link";

/**
 * 'Excluir Thumbnail' (docs/product.md, Dashboard): a page state with a form, so it confirms
 * without JavaScript.
 */
export function DeleteThumbnailDialog({ thumbnail }: { thumbnail: { id: string; title: string } }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <ConfirmDeleteDialog
      id="delete-thumbnail"
      title={t("dashboard.deleteTitle")}
      lead={t("dashboard.deleteBody")}
      itemName={thumbnail.title}
      fields={{ id: thumbnail.id }}
      action={withoutParam(pathname, search, "delete")}
      labels={{
        cancel: t("dashboard.cancel"),
        confirm: t("dashboard.deleteConfirm"),
        pending: t("dashboard.deleting"),
      }}
    />
  );
}

/**
 * Free plans see this before a download (docs/product.md, Downloads and the watermark): the file
 * will carry the watermark.
 */
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
