/**
 * Until React has hydrated, the page behaves as it does without JavaScript: typing, clicking links
 * and submitting forms work natively, and React does not see those events.
 *
 * Why: the page paints before its scripts run (docs/decisions/007), so a creator can type before
 * hydration. React 18 answers an input event on a not-yet-hydrated root by hydrating synchronously,
 * and while Remix's RemixBrowser is still decoding its streamed data that render suspends and React
 * throws error #345 ("Root did not complete"). Stopping these events at the window, in the capture
 * phase, keeps them from React's root listeners; their default actions still happen.
 */
/** Every event React 18 handles as discrete (react-dom's getEventPriority). */
const discreteEvents = [
  "auxclick",
  "beforeinput",
  "blur",
  "cancel",
  "change",
  "click",
  "close",
  "compositionend",
  "compositionstart",
  "compositionupdate",
  "contextmenu",
  "copy",
  "cut",
  "dblclick",
  "dragend",
  "dragstart",
  "drop",
  "focus",
  "focusin",
  "focusout",
  "fullscreenchange",
  "input",
  "invalid",
  "keydown",
  "keypress",
  "keyup",
  "mousedown",
  "mouseup",
  "paste",
  "pause",
  "play",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "ratechange",
  "reset",
  "resize",
  "seeked",
  "select",
  "selectionchange",
  "selectstart",
  "submit",
  "textInput",
  "touchcancel",
  "touchend",
  "touchstart",
  "volumechange",
] as const;

/** Starts holding events; call the returned function once the tree has hydrated. */
export function holdEventsUntilHydrated(target: Window = window): () => void {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of discreteEvents) target.addEventListener(type, stop, true);
  return () => {
    for (const type of discreteEvents) target.removeEventListener(type, stop, true);
  };
}
