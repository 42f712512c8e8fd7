/**
 * At hydration, hands React (and conform) what was typed before it took over.
 *
 * Why: the page paints before its scripts run and holds events until the tree has hydrated
 * (docs/decisions/007-paint-first-hydrate-after.md, Typing before hydration), so a creator on a slow phone types
 * into fields whose `input` events React never sees. React hydrates without touching a field's text,
 * but a controlled field's state still holds the server's value, and its next render writes that
 * back: text filled at once came out empty (with Send disabled), text typed key by key lost its
 * first letters. Counters and conform's field values missed the text the same way.
 *
 * So once the events are released, every text field or select whose content differs from what the
 * server rendered gets one `input` (or `change`) event, as if the creator had just typed it: each
 * component's own onChange takes the text, and whatever follows it (Send, counters, a preview)
 * follows too. One place for every form, present and future, instead of a hook in each field.
 */

/** Inputs whose value is not typed text (React reads them through clicks or files, not `input`). */
const notTyped = new Set(["button", "checkbox", "file", "hidden", "image", "radio", "reset", "submit"]);

type TypedField = HTMLInputElement | HTMLTextAreaElement;

function isTypedField(element: Element): element is TypedField {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !notTyped.has(element.type);
}

/** The value setter of the element's own prototype, which React's value tracker does not wrap. */
function nativeValueSetter(field: TypedField) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, "value")?.set;
}

/**
 * React fires onChange for an `input` event only if the field's value differs from the one its
 * tracker last saw, and at hydration the tracker saw the typed text. Setting the server's value
 * through the element (the tracker records it) and the typed text back through the prototype (it
 * does not) makes the typed text a change again, without the field ever showing anything else.
 */
function replayTyping(field: TypedField) {
  const typed = field.value;
  const focused = field.ownerDocument.activeElement === field;
  const selection = focused
    ? { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection }
    : null;
  field.value = field.defaultValue;
  const setNative = nativeValueSetter(field);
  if (setNative) setNative.call(field, typed);
  else field.value = typed;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  // React writes a controlled field's value back as it takes the change, which puts the caret at
  // the end; once that render is done, the caret goes back where the creator left it.
  if (selection && selection.start !== null && selection.end !== null) {
    const { start, end, direction } = selection;
    queueMicrotask(() => {
      if (field.value !== typed || field.ownerDocument.activeElement !== field) return;
      try {
        field.setSelectionRange(start, end, direction ?? undefined);
      } catch {
        // Some input types (email, number) have no selection to restore.
      }
    });
  }
}

function selectChanged(select: HTMLSelectElement) {
  return Array.from(select.options).some((option) => option.selected !== option.defaultSelected);
}

/** Call once the tree has hydrated and React receives events again. */
export function replayTypedValues(root: ParentNode = document) {
  for (const element of Array.from(root.querySelectorAll("input, textarea, select"))) {
    if (element instanceof HTMLSelectElement) {
      if (selectChanged(element)) element.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (isTypedField(element) && element.value !== element.defaultValue) {
      replayTyping(element);
    }
  }
}
