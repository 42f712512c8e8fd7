/**
 * What the saved-history lists (channels, trend analyses) share: the date each entry shows, and the
 * small form that removes one entry (a plain POST, so it works without JavaScript).
 */
import { Form, useNavigation } from "@remix-run/react";

/**
 * The day (or day and time) an entry was saved: `label` is formatted by the loader
 * (`dateLabel`, app/core/i18n/labels.server.ts), so the browser builds no Intl formatter.
 */
export function SavedDate({ at, label }: { at: number; label: string }) {
  return <time dateTime={new Date(at).toISOString()}>{label}</time>;
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
