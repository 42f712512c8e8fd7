import { useTranslation } from "~/core/i18n/use-translation";
import { formatFileSize, reductionPercent } from "~/engines/media/file-size";

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
 * The compressor's result (docs/product.md, Image compressor): the original and compressed sizes in
 * Bytes, KB or MB with 2 decimals, the reduction (rounded percent), both pictures side by side and
 * the download named compressed-image-{N}mb.jpg.
 */
export function CompressResult({ result }: { result: CompressResultView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "pt" ? "pt" : "en";
  const figures = [
    {
      id: "original-size",
      label: t("compress.originalSize"),
      value: formatFileSize(result.originalSize, language),
    },
    {
      id: "compressed-size",
      label: t("compress.compressedSize"),
      value: formatFileSize(result.compressedSize, language),
    },
    {
      id: "reduction",
      label: t("compress.reduction"),
      value: <>{reductionPercent(result.originalSize, result.compressedSize)}%</>,
    },
  ];
  return (
    <section aria-labelledby="compress-result-title" className="space-y-4" data-testid="compress-result">
      <h2 id="compress-result-title" className="text-xl font-bold">
        {t("compress.done")}
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {figures.map(({ id, label, value }) => (
          <div key={id} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className="text-lg font-bold" data-testid={id}>
              {value}
            </dd>
          </div>
        ))}
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
