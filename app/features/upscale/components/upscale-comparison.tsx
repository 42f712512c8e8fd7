import { useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { useHydrated } from "~/ui/use-hydrated";
import { upscaledFileName } from "~/features/upscale/upscale-options";

/**
 * Before and after (docs/product.md, Image upscaling: a comparison slider from 0 to 100, default
 * 50). With JavaScript the upscaled picture sits under the original and the slider uncovers it;
 * without it they are shown side by side. The download is the upscaled JPEG as
 * 'upscaled-image.jpg'.
 */
export function UpscaleComparison({
  jobId,
  result,
  megabytes,
}: {
  jobId: string;
  result: { width: number; height: number; bytes: number };
  /** The file's size in megabytes as the page shows it ("3,2"), from the loader. */
  megabytes: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [position, setPosition] = useState(50);
  const before = `/image-upscale/${jobId}/antes`;
  const after = `/image-upscale/${jobId}/depois`;
  const ratio = `${result.width} / ${result.height}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" data-testid="upscale-size">
        {t("upscale.resultSize", { width: result.width, height: result.height, megabytes })}
      </p>
      {hydrated ? (
        <div className="space-y-2">
          <div
            className="relative overflow-hidden rounded-xl border border-border"
            style={{ aspectRatio: ratio }}
          >
            <img
              src={after}
              alt={t("upscale.after")}
              className="absolute inset-0 h-full w-full object-cover"
            />
            <img
              src={before}
              alt={t("upscale.before")}
              className="absolute inset-0 h-full w-full object-cover"
              style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
            />
            <div
              aria-hidden="true"
              className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_4px_rgba(0,0,0,0.6)]"
              style={{ left: `${position}%` }}
            />
            <span className="absolute left-2 top-2 rounded bg-black/70 px-2 py-0.5 text-xs font-bold text-white">
              {t("upscale.before")}
            </span>
            <span className="absolute right-2 top-2 rounded bg-black/70 px-2 py-0.5 text-xs font-bold text-white">
              {t("upscale.after")}
            </span>
          </div>
          <label className="block text-sm font-semibold">
            {t("upscale.compare")}
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={position}
              onChange={(event) => setPosition(Number(event.currentTarget.value))}
              className="mt-1 block w-full accent-primary"
              data-testid="upscale-slider"
            />
          </label>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <figure>
            <img src={before} alt={t("upscale.before")} className="w-full rounded-xl border border-border" />
            <figcaption className="mt-1 text-sm font-semibold">{t("upscale.before")}</figcaption>
          </figure>
          <figure>
            <img
              src={after}
              alt={t("upscale.after")}
              loading="lazy"
              decoding="async"
              className="w-full rounded-xl border border-border"
            />
            <figcaption className="mt-1 text-sm font-semibold">{t("upscale.after")}</figcaption>
          </figure>
        </div>
      )}
      <a
        href={`/image-upscale/${jobId}/baixar`}
        download={upscaledFileName}
        className="inline-flex items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
      >
        {t("upscale.download")}
      </a>
    </div>
  );
}
