import { describe, expect, it } from "vitest";
import {
  initialTypingState,
  nextTypingStep,
  typedText,
  typingTimings,
  type TypingState,
} from "~/features/site/typing-animation";

function run(prompts: string[], steps: number) {
  let state: TypingState = initialTypingState;
  const frames: Array<{ text: string; delay: number }> = [];
  for (let i = 0; i < steps; i++) {
    const next = nextTypingStep(state, prompts);
    state = next.state;
    frames.push({ text: typedText(state, prompts), delay: next.delay });
  }
  return frames;
}

describe("the hero's typing placeholder", () => {
  it("types at 50 ms a character, pauses 2 s, erases at 30 ms a character, then moves on", () => {
    const frames = run(["ab", "xyz"], 8);
    expect(frames).toEqual([
      { text: "a", delay: 50 },
      { text: "ab", delay: 50 },
      { text: "a", delay: 2000 },
      { text: "", delay: 30 },
      { text: "", delay: 30 },
      { text: "x", delay: 50 },
      { text: "xy", delay: 50 },
      { text: "xyz", delay: 50 },
    ]);
    expect(typingTimings).toEqual({ typeMs: 50, eraseMs: 30, pauseMs: 2000 });
  });

  it("cycles back to the first of five prompts", () => {
    const prompts = ["a", "b", "c", "d", "e"];
    const seen = new Set(
      run(prompts, 40)
        .map((f) => f.text)
        .filter(Boolean),
    );
    expect([...seen].sort()).toEqual(prompts);
    // A one-character prompt takes 3 steps (type, pause then erase, advance): 5 prompts = 15 steps.
    expect(run(prompts, 16).at(-1)?.text).toBe("a");
  });

  it("never splits an accented or emoji character", () => {
    const frames = run(["Ação 🎬"], 7);
    expect(frames.map((f) => f.text)).toEqual(["A", "Aç", "Açã", "Ação", "Ação ", "Ação 🎬", "Ação "]);
  });
});
