import { useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { useHydrated } from "~/ui/use-hydrated";

/**
 * A read-only value with a Copy button. Without JavaScript the button is absent and the value can be
 * selected and copied by hand; with it, a click copies and says so in a live region.
 */
export function CopyField({
  id,
  label,
  value,
  copiedMessage,
}: {
  id: string;
  label: string;
  value: string;
  copiedMessage: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Older browsers and insecure origins: select the text so Ctrl+C works.
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.select();
      document.execCommand?.("copy");
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 3000);
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border border-border bg-muted px-3 py-2.5 font-mono text-sm"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={copy}
            className="shrink-0 rounded-lg border border-border px-4 font-semibold hover:bg-muted"
          >
            {t("settings.affiliates.copy")}
          </button>
        ) : null}
      </div>
      <p
        role="status"
        aria-live="polite"
        className="mt-1 min-h-5 text-sm font-semibold text-green-700 dark:text-green-400"
      >
        {copied ? copiedMessage : ""}
      </p>
    </div>
  );
}
