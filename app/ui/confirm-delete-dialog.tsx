import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { secondaryButton } from "~/ui/button-styles";
import { Modal, withoutParam } from "~/ui/modal";

/**
 * A "delete this?" dialog that is a page state (`?delete=<id>`): the question, the item's name, a
 * cancel link back to the page and a form posting `intent=delete`, so it confirms without
 * JavaScript. Used for thumbnails and conversations.
 */
export function ConfirmDeleteDialog({
  id,
  title,
  lead,
  itemName,
  fields,
  labels,
  action,
}: {
  id: string;
  title: string;
  lead: string;
  itemName: string;
  /** Hidden fields posted with `intent=delete` (the id, where to go back…). */
  fields: Record<string, string>;
  labels: { cancel: string; confirm: string; pending: string };
  /** Where the form posts; the page itself when omitted. */
  action?: string;
}) {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const closeHref = withoutParam(pathname, search, "delete");
  return (
    <Modal id={id} role="alertdialog" title={title} lead={lead} closeHref={closeHref}>
      <p className="mt-4 truncate rounded-lg bg-muted px-3 py-2 text-sm font-semibold">{itemName}</p>
      <Form method="post" action={action} className="mt-5 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={closeHref} preventScrollReset className={secondaryButton}>
          {labels.cancel}
        </Link>
        <button
          type="submit"
          disabled={deleting}
          className="rounded-lg bg-destructive px-4 py-2 font-bold text-destructive-foreground hover:opacity-90 disabled:opacity-60"
        >
          {deleting ? labels.pending : labels.confirm}
        </button>
      </Form>
    </Modal>
  );
}
