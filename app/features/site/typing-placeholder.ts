import {
  lineCoverKeyframes,
  promptCycle,
  promptLetters,
  type LetterEnd,
} from "~/features/site/typing-animation";

/**
 * Where each character of the layer's text ends (its line, and its right edge from the line's start)
 * and where each line is, relative to the layer: one layout, once a prompt. A character without a box
 * of its own (none in practice) ends where the one before it ends.
 */
function measureLetters(layer: HTMLElement, text: Text, letters: readonly string[]) {
  const origin = layer.getBoundingClientRect();
  const lineHeight = parseFloat(getComputedStyle(layer).lineHeight);
  const range = document.createRange();
  const ends: LetterEnd[] = [];
  const lines: Array<{ left: number; top: number }> = [];
  let offset = 0;
  for (const letter of letters) {
    range.setStart(text, offset);
    range.setEnd(text, offset + letter.length);
    offset += letter.length;
    const box = [...range.getClientRects()].at(-1);
    const previous = ends.at(-1);
    if (!box) {
      ends.push(previous ?? { line: 0, right: 0 });
      continue;
    }
    const current = lines.at(-1);
    // A character starts a new line when it sits lower than half a line under the current one.
    const top = box.top + box.height / 2 - lineHeight / 2 - origin.top;
    if (!current || top > current.top + lineHeight / 2) {
      lines.push({ left: box.left - origin.left, top });
    }
    const line = lines.length - 1;
    ends.push({ line, right: box.right - origin.left - lines[line]!.left });
  }
  return { ends, lines, lineHeight };
}

/**
 * Cycles the example prompts over the empty `box`, in `layer`, typed and erased a character at a
 * time, until the returned function stops it (the hero's `useTypingPlaceholder` loads this module
 * and calls it once the browser is idle after hydration).
 *
 * The moving text is not the placeholder attribute: changing that lays out the box again on every
 * tick (20–33 a second). It is a layer under the empty, transparent box (`.typing-placeholder`,
 * aria-hidden; the box's own placeholder turns transparent and stays the first prompt for screen
 * readers). Each prompt is laid out once, complete, and every line of it gets a cover in the box's
 * own colour (`.typing-cover`) that slides along the line as characters are typed and back as they
 * are erased: one compositor animation a line for the prompt's whole cycle, so a slow phone's main
 * thread does nothing between prompts (docs/decisions/027-less-to-hydrate.md, The typing
 * placeholder off the main thread). CSS hides the layer as soon as the box has text; the box stays
 * above it, so its caret shows. Words never jump to the next line as they are typed: each prompt
 * wraps where it will end. A new width (a phone turned) lays the prompt out again and goes on from
 * the same moment.
 *
 * The first prompt, which the server painted complete, keeps the pause every complete prompt gets
 * before it is erased. It
 * stops while the box is out of view, and resumes where it was when the box comes back. A new prompt
 * waits while the box has text.
 */
export function startTypingPlaceholder(
  box: HTMLTextAreaElement,
  layer: HTMLDivElement,
  prompts: string[],
): () => void {
  let animations: Animation[] = [];
  let timer: number | undefined;
  let inView = true;
  let shownPrompt = 0;
  function stop() {
    window.clearTimeout(timer);
    for (const animation of animations) {
      animation.onfinish = null;
      animation.cancel();
    }
    animations = [];
  }
  /** Lays out prompt `prompt` and plays its cycle from `from` ms (paused while out of view). */
  function play(prompt: number, from: number) {
    stop();
    shownPrompt = prompt;
    // Nobody sees the placeholder while the box has text (the layer is hidden): wait.
    if (box.value !== "") {
      timer = window.setTimeout(() => play(prompt, from), 500);
      return;
    }
    const letters = promptLetters(prompts, prompt);
    const text = document.createTextNode(letters.join(""));
    layer.replaceChildren(text);
    const { ends, lines, lineHeight } = measureLetters(layer, text, letters);
    const cycle = promptCycle(prompts, prompt);
    animations = lines.map((line, index) => {
      const cover = document.createElement("div");
      cover.className = "typing-cover bg-card";
      cover.style.left = `${line.left}px`;
      cover.style.top = `${line.top}px`;
      cover.style.height = `${lineHeight}px`;
      layer.appendChild(cover);
      const animation = cover.animate(lineCoverKeyframes(cycle, ends, index), {
        duration: cycle.duration,
        fill: "forwards",
      });
      animation.currentTime = from;
      if (!inView) animation.pause();
      return animation;
    });
    const last = animations.at(-1);
    if (last) last.onfinish = () => play((prompt + 1) % prompts.length, 0);
  }
  const visibility =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(([entry]) => {
          inView = entry?.isIntersecting ?? true;
          for (const animation of animations) {
            if (inView) animation.play();
            else animation.pause();
          }
        })
      : undefined;
  visibility?.observe(box);
  let width = box.clientWidth;
  const resize =
    typeof ResizeObserver === "function"
      ? new ResizeObserver(() => {
          if (box.clientWidth === width) return;
          width = box.clientWidth;
          if (animations[0]) play(shownPrompt, Number(animations[0].currentTime ?? 0));
        })
      : undefined;
  resize?.observe(box);
  box.dataset.typing = "";
  // The server painted the first prompt complete: its cycle goes on from there, with the pause.
  const complete = promptLetters(prompts, 0).length;
  play(0, promptCycle(prompts, 0).frames.find((frame) => frame.length === complete)?.at ?? 0);
  return () => {
    visibility?.disconnect();
    resize?.disconnect();
    stop();
    delete box.dataset.typing;
    layer.replaceChildren();
  };
}
