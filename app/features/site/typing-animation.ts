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

export const initialTypingState: TypingState = { prompt: 0, length: 0, phase: "typing" };

/**
 * One tick of the animation: the next state and how long to wait before showing it. Types the
 * prompt, pauses when it is complete, erases it, then moves to the next prompt (cycling).
 */
export function nextTypingStep(
  state: TypingState,
  prompts: readonly string[],
): { state: TypingState; delay: number } {
  const text = [...(prompts[state.prompt] ?? "")];
  if (state.phase === "typing") {
    if (state.length < text.length) {
      return { state: { ...state, length: state.length + 1 }, delay: typingTimings.typeMs };
    }
    return { state: { ...state, phase: "erasing", length: text.length - 1 }, delay: typingTimings.pauseMs };
  }
  if (state.length > 0)
    return { state: { ...state, length: state.length - 1 }, delay: typingTimings.eraseMs };
  return {
    state: { prompt: (state.prompt + 1) % Math.max(prompts.length, 1), length: 0, phase: "typing" },
    delay: typingTimings.eraseMs,
  };
}

/** The visible text of a state; counts characters, not UTF-16 units, so accents never split. */
export function typedText(state: TypingState, prompts: readonly string[]) {
  return [...(prompts[state.prompt] ?? "")].slice(0, state.length).join("");
}
