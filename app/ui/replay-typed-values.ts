/**
 * At hydration, hands React (and conform) what was typed before it took over.
 *
 * Why: the page paints before its scripts run and holds events until the tree has hydrated
 * (docs/decisions/007-paint-first-hydrate-after.md, Typing before hydration), so a creator on a slow
 * phone types into fields whose `input` events React never sees. Hydration then loses that text:
 * a <textarea> with server text gets that text put back, a controlled field's state still holds the
 * server's value and its next render writes it back (text filled at once came out empty with Send
 * disabled; typed key by key, it lost its first letters), and counters and conform's values miss it.
 *
 * So what is typed is noted from the moment the scripts run, and once the events are released each
 * field gets its typed text back and one `input` (a select one `change`) event, as if the creator
 * had just typed it: each component's own onChange takes the text, and what follows it (Send,
 * counters, a preview) follows too. One place for every form, present and future, rather than a
 * hook in each field.
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
/** Puts `value` in the field through the prototype's setter (see nativeValueSetter). */
function setUntracked(field: TypedField, value: string) {
  const setNative = nativeValueSetter(field);
  if (setNative) setNative.call(field, value);
  else field.value = value;
}

/** Puts the caret (or selection) back; some input types (email, number) have none. */
function restoreSelection(
  field: TypedField,
  start: number | null,
  end: number | null,
  direction?: "forward" | "backward" | "none" | null,
) {
  if (start === null || end === null) return;
  try {
    field.setSelectionRange(start, end, direction ?? undefined);
  } catch {
    // No selection on this input type.
  }
}

function replayTyping(field: TypedField) {
  const typed = field.value;
  const focused = field.ownerDocument.activeElement === field;
  const selection = focused
    ? { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection }
    : null;
  field.value = field.defaultValue;
  setUntracked(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  // React writes a controlled field's value back as it takes the change, which puts the caret at
  // the end; once that render is done, the caret goes back where the creator left it.
  if (selection) {
    queueMicrotask(() => {
      if (field.value !== typed || field.ownerDocument.activeElement !== field) return;
      restoreSelection(field, selection.start, selection.end, selection.direction);
    });
  }
}

function selectChanged(select: HTMLSelectElement) {
  return Array.from(select.options).some((option) => option.selected !== option.defaultSelected);
}

/** A field's text and caret as the creator last left them. */
interface Typed {
  value: string;
  start: number | null;
  end: number | null;
}

/**
 * Starts noting what is typed; call the returned function once the tree has hydrated and React
 * receives events again. Noting is needed because React's hydration of a <textarea> whose server
 * text is not empty puts that text back into it (react-dom's textarea postMountWrapper), so the
 * typed text must be known from before.
 *
 * The rest of the page hydrates after that field, and on a slow phone the creator goes on typing
 * meanwhile. A field only changes under the creator's hands through typing, so when a key is about
 * to land (`beforeinput`) in a field that no longer holds what was last typed there, hydration put
 * the server's text back: the typed text and its caret go back first, and the key lands on them.
 */
export function keepTypedValues(root: Document = document): () => void {
  const typed = new Map<TypedField, Typed>();
  const note = (field: Element | EventTarget | null) => {
    if (field instanceof Element && isTypedField(field))
      typed.set(field, { value: field.value, start: field.selectionStart, end: field.selectionEnd });
  };
  // Typed before this script ran: the fields that no longer hold what the server sent.
  for (const element of Array.from(root.querySelectorAll("input, textarea"))) {
    if (isTypedField(element) && element.value !== element.defaultValue) note(element);
  }
  const onInput = (event: Event) => note(event.target);
  const beforeInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof Element) || !isTypedField(field)) return;
    const last = typed.get(field);
    if (!last || field.value === last.value) return;
    setUntracked(field, last.value);
    restoreSelection(field, last.start, last.end);
  };
  const view = root.defaultView;
  view?.addEventListener("beforeinput", beforeInput, true);
  view?.addEventListener("input", onInput, true);
  return () => {
    view?.removeEventListener("beforeinput", beforeInput, true);
    view?.removeEventListener("input", onInput, true);
    for (const [field, { value }] of typed) {
      if (!field.isConnected || field.value === value) continue;
      setUntracked(field, value);
    }
    replayTypedValues(root);
  };
}

/** Hands every field whose content differs from the server's to its components, as if just typed. */
export function replayTypedValues(root: Document | Element = document) {
  for (const element of Array.from(root.querySelectorAll("input, textarea, select"))) {
    if (element instanceof HTMLSelectElement) {
      if (selectChanged(element)) element.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (isTypedField(element) && element.value !== element.defaultValue) {
      replayTyping(element);
    }
  }
}
