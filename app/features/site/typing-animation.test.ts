import { describe, expect, it } from "vitest";
import {
  nextTypingStep,
  promptLetters,
  shownPromptState,
  typingTimings,
  type TypingState,
} from "~/features/site/typing-animation";

const empty: TypingState = { prompt: 0, length: 0, phase: "typing" };

/** The text a state shows: the first `length` letters of its prompt (the layer's visible letters). */
function typedText(state: TypingState, prompts: string[]) {
  return promptLetters(prompts, state.prompt).slice(0, state.length).join("");
}

/** The placeholder's frames from `state` on: each text and how long it stays on screen. */
function run(prompts: string[], steps: number, state: TypingState = empty) {
  const frames: Array<{ text: string; delay: number }> = [];
  for (let i = 0; i < steps; i++) {
    const next = nextTypingStep(state, prompts);
    state = next.state;
    frames.push({ text: typedText(state, prompts), delay: next.delay });
  }
  return frames;
}

describe("the hero's typing placeholder", () => {
  it("types at 50 ms a character, leaves the complete prompt up 2 s, erases at 30 ms a character, then moves on", () => {
    expect(run(["ab", "xyz"], 8)).toEqual([
      { text: "a", delay: 50 },
      { text: "ab", delay: 2000 },
      { text: "a", delay: 30 },
      { text: "", delay: 30 },
      { text: "x", delay: 50 },
      { text: "xy", delay: 50 },
      { text: "xyz", delay: 2000 },
      { text: "xy", delay: 30 },
    ]);
    expect(typingTimings).toEqual({ typeMs: 50, eraseMs: 30, pauseMs: 2000 });
  });

  it("goes on from the first prompt the page showed complete: erases it, then types the second", () => {
    const shown = shownPromptState(["ab", "xyz"]);
    expect(typedText(shown, ["ab", "xyz"])).toBe("ab");
    expect(run(["ab", "xyz"], 4, shown).map((frame) => frame.text)).toEqual(["a", "", "x", "xy"]);
  });

  it("cycles back to the first of five prompts", () => {
    const prompts = ["a", "b", "c", "d", "e"];
    const seen = new Set(
      run(prompts, 40)
        .map((f) => f.text)
        .filter(Boolean),
    );
    expect([...seen].sort()).toEqual(prompts);
    // A one-character prompt takes 2 steps (typed and paused, erased): 5 prompts = 10 steps.
    expect(run(prompts, 11).at(-1)?.text).toBe("a");
  });

  it("never splits an accented or emoji character", () => {
    const frames = run(["Ação 🎬"], 7);
    expect(frames.map((f) => f.text)).toEqual(["A", "Aç", "Açã", "Ação", "Ação ", "Ação 🎬", "Ação "]);
  });
});
