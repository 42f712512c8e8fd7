import { useCallback, useRef, useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";

/**
 * The small part of the cut-out that ships with the pages that take a photo (the Thumbnail Expert's
 * attach and /gerar): the status it shows and the hook that, only once a photo is chosen, imports
 * the cut-out code and swaps the input's file for the cut-out PNG, so the form posts it as usual
 * (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser). Without JavaScript none
 * of this runs and the photo is uploaded as chosen.
 */

export type CutoutState = "idle" | "working" | "cut" | "kept";

export function usePhotoCutout() {
  const [state, setState] = useState<CutoutState>("idle");
  const latest = useRef<File | null>(null);
  const reset = useCallback(() => {
    latest.current = null;
    setState("idle");
  }, []);
  /**
   * Cuts the person out of `file`, chosen in `input`. Resolves to the PNG now in the input, or null
   * when the photo stays as it is: no clear person (the creator is told), another photo chosen
   * meanwhile, or a model that could not run (silently: the photo itself is a fine reference).
   */
  const cutOut = useCallback(async (input: HTMLInputElement, file: File): Promise<File | null> => {
    latest.current = file;
    setState("working");
    let cut: File | null;
    try {
      const { cutOutSubject } = await import("~/ui/cutout/cut-out-subject.client");
      cut = await cutOutSubject(file);
    } catch {
      if (latest.current === file) setState("idle");
      return null;
    }
    if (latest.current !== file || input.files?.[0] !== file) return null;
    if (!cut) {
      setState("kept");
      return null;
    }
    const files = new DataTransfer();
    files.items.add(cut);
    input.files = files.files;
    setState("cut");
    return cut;
  }, []);
  return { state, cutOut, reset };
}

/** The status line; `id` lets the file input name it in its aria-describedby. */
export function CutoutStatus({ state, id }: { state: CutoutState; id: string }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className="text-xs text-muted-foreground"
      data-testid="cutout-status"
    >
      {state === "working"
        ? t("cutout.working")
        : state === "cut"
          ? t("cutout.done")
          : state === "kept"
            ? t("cutout.kept")
            : null}
    </p>
  );
}
