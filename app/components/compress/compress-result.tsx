import { useTranslation } from "react-i18next";
import { formatFileSize, reductionPercent } from "~/media/file-size";

export interface CompressResultView {
  originalSize: number;
  compressedSize: number;
  originalSrc: string;
  compressedSrc: string;
  downloadHref: string;
  downloadName: string;
  targetMb: number;
  reachedTarget: boolean;
  /** Made in the browser: nothing was uploaded. */
  local: boolean;
}

/**
 * The compressor's result (spec 2 §2, §9): the original and compressed sizes in Bytes, KB or MB with
 * 2 decimals, the reduction (rounded percent), both pictures side by side and the download named
 * compressed-image-{N}mb.jpg.
 */
export function CompressResult({ result }: { result: CompressResultView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "pt" ? "pt" : "en";
  const figure = "rounded-lg border border-border bg-card p-3";
  return (
    <section aria-labelledby="compress-result-title" className="space-y-4" data-testid="compress-result">
      <h2 id="compress-result-title" className="text-xl font-bold">
        {t("compress.done")}
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className={figure}>
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">
            {t("compress.originalSize")}
          </dt>
          <dd className="text-lg font-bold" data-testid="original-size">
            {formatFileSize(result.originalSize, language)}
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">
            {t("compress.compressedSize")}
          </dt>
          <dd className="text-lg font-bold" data-testid="compressed-size">
            {formatFileSize(result.compressedSize, language)}
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">{t("compress.reduction")}</dt>
          <dd className="text-lg font-bold" data-testid="reduction">
            {reductionPercent(result.originalSize, result.compressedSize)}%
          </dd>
        </div>
      </dl>
      {!result.reachedTarget ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("compress.notReached", { target: result.targetMb })}
        </p>
      ) : null}
      {result.compressedSize === result.originalSize ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("compress.alreadySmall")}
        </p>
      ) : null}
      {result.local ? <p className="text-sm text-muted-foreground">{t("compress.localNote")}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <figure>
          <img
            src={result.originalSrc}
            alt={t("compress.original")}
            className="w-full rounded-xl border border-border"
          />
          <figcaption className="mt-1 text-sm font-semibold">{t("compress.original")}</figcaption>
        </figure>
        <figure>
          <img
            src={result.compressedSrc}
            alt={t("compress.compressed")}
            className="w-full rounded-xl border border-border"
          />
          <figcaption className="mt-1 text-sm font-semibold">{t("compress.compressed")}</figcaption>
        </figure>
      </div>
      <a
        href={result.downloadHref}
        download={result.downloadName}
        className="inline-flex items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
      >
        {t("compress.download", { name: result.downloadName })}
      </a>
    </section>
  );
}
