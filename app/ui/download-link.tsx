import type { TFunction } from "i18next";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { showClientToast } from "~/ui/client-toast";

function fileNameFrom(disposition: string | null) {
  const encoded = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return encoded ? decodeURIComponent(encoded) : "thumbnail.jpg";
}

/**
 * Fetches the file behind a download link and saves it, then tells the creator it is done or failed.
 * Also used for the links inside the dashboard's static card grid (docs/decisions/027-less-to-hydrate.md).
 */
export async function downloadWithToast(href: string, t: TFunction) {
  try {
    const response = await fetch(href, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`download answered ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = fileNameFrom(response.headers.get("Content-Disposition"));
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    showClientToast({
      type: "success",
      title: t("dashboard.downloadDone"),
      description: t("dashboard.downloadDoneBody"),
    });
  } catch {
    showClientToast({
      type: "error",
      title: t("dashboard.downloadError"),
      description: t("dashboard.downloadErrorBody"),
    });
  }
}

/** A plain left click on a link that downloads, which `downloadWithToast` can take over. */
export const isPlainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);

/**
 * A link that downloads a thumbnail. Without JavaScript it is a plain link (the server sends the
 * file as an attachment); with it the file is fetched first, so the creator is told when the
 * download is done or failed (docs/product.md, Dashboard; shared with the Thumbnail Expert).
 */
export function DownloadLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  function download(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void downloadWithToast(href, t);
  }
  return (
    <a href={href} download onClick={download} className={className}>
      {children}
    </a>
  );
}
