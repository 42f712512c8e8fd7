import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { useHydrated } from "~/ui/use-hydrated";

type Status = "queued" | "running" | "succeeded" | "failed";

/** Every 500 ms while pending (docs/product.md, Image upscaling), a random rise, never past 90. */
const tickMs = 500;
const ceiling = 90;
const clearAfterMs = 1000;

/**
 * The upscale's progress. With JavaScript it follows docs/product.md, Image upscaling: it starts at
 * 0 and rises at random up to 90 while the job runs, jumps to 100 when it is done, resets to 0 on
 * an error, and is cleared 1 s after finishing. Without JavaScript the page refreshes itself and
 * shows a bar that only says it is working.
 */
export function UpscaleProgress({ status }: { status: Status }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const pending = status === "queued" || status === "running";
  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(pending);
  const wasPending = useRef(pending);

  useEffect(() => {
    if (pending) {
      setVisible(true);
      const timer = setInterval(() => setValue((v) => Math.min(ceiling, v + 1 + Math.random() * 9)), tickMs);
      wasPending.current = true;
      return () => clearInterval(timer);
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    setValue(status === "succeeded" ? 100 : 0);
    const timer = setTimeout(() => setVisible(false), clearAfterMs);
    return () => clearTimeout(timer);
  }, [pending, status]);

  if (!hydrated)
    return pending ? (
      <div className="space-y-2">
        <progress className="h-3 w-full accent-primary" aria-label={t("upscale.processing")} />
        <p className="text-sm font-semibold">{t("upscale.processingNoScript")}</p>
      </div>
    ) : null;
  if (!visible) return null;
  const rounded = Math.round(value);
  return (
    <div className="space-y-2" data-testid="upscale-progress">
      <progress
        max={100}
        value={rounded}
        className="h-3 w-full accent-primary"
        aria-label={t("upscale.processing")}
      />
      <p className="text-sm font-semibold">{t("upscale.progress", { percent: rounded })}</p>
    </div>
  );
}
