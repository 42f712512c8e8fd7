/**
 * What the saved-history lists (channels, trend analyses) share: the date each entry shows, and the
 * small form that removes one entry (a plain POST, so it works without JavaScript).
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { dateFormat } from "~/core/i18n/formatters";

/** The day (and with `withTime`, the time) an entry was saved, in the page's language (stored in UTC). */
export function SavedDate({ at, withTime = false }: { at: number; withTime?: boolean }) {
  const { i18n } = useTranslation();
  const format = dateFormat(
    i18n.language,
    withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" },
  );
  return <time dateTime={new Date(at).toISOString()}>{format.format(at)}</time>;
}

/** Posts `intent` with the entry's id; the button is disabled while that entry's removal is on its way. */
export function RemoveEntryForm({
  intent,
  id,
  label,
  ariaLabel,
  className,
}: {
  intent: string;
  id: string;
  label: string;
  ariaLabel: string;
  className: string;
}) {
  const navigation = useNavigation();
  const removing = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={removing} aria-label={ariaLabel} className={className}>
        {label}
      </button>
    </Form>
  );
}
