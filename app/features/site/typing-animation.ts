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

/** A moment of one prompt's cycle: from `at` ms on, the first `length` characters are shown. */
export interface TypingFrame {
  at: number;
  length: number;
}

/**
 * One prompt's whole cycle as `nextTypingStep` plays it, from the moment its first character is
 * typed: every frame, and the cycle's duration (when the next prompt's first character appears).
 */
export function promptCycle(
  prompts: readonly string[],
  prompt: number,
): { frames: TypingFrame[]; duration: number } {
  const frames: TypingFrame[] = [];
  let state: TypingState = { prompt, length: 0, phase: "typing" };
  let at = 0;
  do {
    const next = nextTypingStep(state, prompts);
    state = next.state;
    frames.push({ at, length: state.length });
    at += next.delay;
  } while (state.length > 0);
  return { frames, duration: at };
}

/** Where a laid-out character ends: its line (0 first), and its right edge from the line's start, in px. */
export interface LetterEnd {
  line: number;
  right: number;
}

/**
 * The keyframes of one line's cover (the box's own colour, over the line's text): at each frame it
 * sits just after the line's last shown character, so what is left of it shows and the rest stays
 * hidden. Every keyframe holds until the next (`step-end`), so the compositor can play the whole
 * cycle without the main thread.
 */
export function lineCoverKeyframes(
  cycle: { frames: readonly TypingFrame[]; duration: number },
  letters: readonly LetterEnd[],
  line: number,
): Keyframe[] {
  const shiftAt = (length: number) => {
    let shift = 0;
    for (let index = 0; index < Math.min(length, letters.length); index++) {
      if (letters[index]!.line === line) shift = letters[index]!.right;
    }
    return shift;
  };
  const keyframes: Keyframe[] = [];
  let last: number | undefined;
  for (const frame of cycle.frames) {
    const shift = shiftAt(frame.length);
    if (shift === last) continue;
    keyframes.push({
      offset: frame.at / cycle.duration,
      transform: `translateX(${shift}px)`,
      easing: "step-end",
    });
    last = shift;
  }
  keyframes.push({ offset: 1, transform: `translateX(${last ?? 0}px)` });
  return keyframes;
}
