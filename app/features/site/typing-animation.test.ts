import { describe, expect, it } from "vitest";
import {
  lineCoverKeyframes,
  nextTypingStep,
  promptCycle,
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

  it("plays one prompt's cycle as frames, the same steps from its first character to the next prompt's", () => {
    expect(promptCycle(["ab", "xyz"], 0)).toEqual({
      frames: [
        { at: 0, length: 1 },
        { at: 50, length: 2 },
        { at: 2050, length: 1 },
        { at: 2080, length: 0 },
      ],
      duration: 2110,
    });
    const cycle = promptCycle(["ab", "xyz"], 1);
    expect(cycle.frames.map((frame) => frame.length)).toEqual([1, 2, 3, 2, 1, 0]);
    expect(cycle.duration).toBe(2 * 50 + 2000 + 3 * 30);
  });

  it("slides each line's cover just past the line's last shown character, and back as it is erased", () => {
    // "ab cd" laid out as "ab " on the first line and "cd" on the second.
    const ends = [
      { line: 0, right: 10 },
      { line: 0, right: 20 },
      { line: 0, right: 25 },
      { line: 1, right: 8 },
      { line: 1, right: 18 },
    ];
    const cycle = promptCycle(["ab cd"], 0);
    const at = (ms: number) => ms / cycle.duration;
    const first = lineCoverKeyframes(cycle, ends, 0);
    expect(first.map((keyframe) => [keyframe.offset, keyframe.transform])).toEqual([
      [0, "translateX(10px)"],
      [at(50), "translateX(20px)"],
      [at(100), "translateX(25px)"],
      // The prompt is complete at 200 ms and stays 2 s; the second line is erased first.
      [at(2200 + 30 * 2), "translateX(20px)"],
      [at(2200 + 30 * 3), "translateX(10px)"],
      [at(2200 + 30 * 4), "translateX(0px)"],
      [1, "translateX(0px)"],
    ]);
    const second = lineCoverKeyframes(cycle, ends, 1);
    expect(second.map((keyframe) => [keyframe.offset, keyframe.transform])).toEqual([
      [0, "translateX(0px)"],
      [at(150), "translateX(8px)"],
      [at(200), "translateX(18px)"],
      [at(2200), "translateX(8px)"],
      [at(2230), "translateX(0px)"],
      [1, "translateX(0px)"],
    ]);
    // Each position holds until the next, so the compositor plays the cycle as discrete steps.
    expect(first.slice(0, -1).every((keyframe) => keyframe.easing === "step-end")).toBe(true);
  });
});
