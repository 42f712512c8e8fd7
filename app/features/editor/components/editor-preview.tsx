import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { secondaryButton } from "~/ui/button-styles";

/**
 * The editor's preview: the draft (rendered by the server from the address) or the saved version,
 * the readability checks of its text layers, and the link to the feed preview.
 */
export function EditorPreview({
  draftSrc,
  saved,
  warnings,
  feedUrl,
}: {
  draftSrc: string | null;
  saved: { src: string; srcSet: string };
  warnings: { kind: string; text: string }[];
  feedUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-4" aria-labelledby="preview-title">
      <h2 id="preview-title" className="text-sm font-semibold" data-testid="preview-state">
        {draftSrc ? t("editor.draft") : t("editor.savedVersion")}
      </h2>
      <img
        src={draftSrc ?? saved.src}
        srcSet={draftSrc ? undefined : saved.srcSet}
        sizes="(min-width: 1024px) 640px, 100vw"
        width={1280}
        height={720}
        alt={t("editor.previewAlt")}
        className="aspect-video w-full rounded-xl border border-border bg-muted object-cover"
        data-testid="editor-preview"
      />
      <div aria-live="polite" className="space-y-2" data-testid="readability">
        <h3 className="font-semibold">{t("editor.checksTitle")}</h3>
        {warnings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("editor.checksOk")}</p>
        ) : (
          <ul className="space-y-1">
            {warnings.map((warning) => (
              <li
                key={warning.text}
                className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                data-warning={warning.kind}
              >
                {warning.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to={feedUrl} className={secondaryButton}>
        {t("editor.feedPreview")}
      </Link>
    </section>
  );
}
