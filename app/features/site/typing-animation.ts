/**
 * The hero's typing placeholder (docs/product.md, Landing page): 50 ms a character typed, 30 ms
 * erased, 2 s pause.
 */
export const typingTimings = { typeMs: 50, eraseMs: 30, pauseMs: 2000 } as const;

export interface TypingState {
  /** Which prompt is on screen. */
  prompt: number;
  /** How many of its characters are shown. */
  length: number;
  phase: "typing" | "erasing";
}

/** What the server paints: the first prompt, complete (the box's static placeholder). */
export function shownPromptState(prompts: readonly string[]): TypingState {
  return { prompt: 0, length: promptLetters(prompts, 0).length, phase: "typing" };
}

/**
 * One tick of the animation: the next state and how long it stays on screen. Types the prompt a
 * character at a time, leaves the complete prompt up for the pause, erases it, then types the next
 * prompt (cycling).
 */
export function nextTypingStep(
  state: TypingState,
  prompts: readonly string[],
): { state: TypingState; delay: number } {
  const length = (prompt: number) => promptLetters(prompts, prompt).length;
  const full = length(state.prompt);
  if (state.phase === "typing" && state.length < full) {
    const typed = state.length + 1;
    return {
      state: { ...state, length: typed },
      delay: typed === full ? typingTimings.pauseMs : typingTimings.typeMs,
    };
  }
  if (state.phase === "typing" || state.length > 0) {
    return {
      state: { ...state, phase: "erasing", length: Math.max(Math.min(state.length, full) - 1, 0) },
      delay: typingTimings.eraseMs,
    };
  }
  const next = (state.prompt + 1) % Math.max(prompts.length, 1);
  return nextTypingStep({ prompt: next, length: 0, phase: "typing" }, prompts);
}

/**
 * A prompt's characters (not UTF-16 units, so accents never split): what the animation shows one at
 * a time. A state shows the first `length` of its prompt's.
 */
export function promptLetters(prompts: readonly string[], prompt: number) {
  return [...(prompts[prompt] ?? "")];
}
