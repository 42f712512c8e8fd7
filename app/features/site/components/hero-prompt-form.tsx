import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  nextTypingStep,
  promptLetters,
  shownPromptState,
  typingTimings,
} from "~/features/site/typing-animation";

/** How long to wait for the browser to be idle at most (requestIdleCallback's timeout). */
const idleWithinMs = 3000;

interface HeroCopy {
  promptLabel: string;
  prompts: string[];
  submit: string;
  noCard: string;
  termsBefore: string;
  termsLink: string;
}

/**
 * Cycles the example prompts as the box's placeholder, typed and erased a character at a time. Without
 * JavaScript, or with reduced motion, the first prompt stays as the box's static placeholder.
 *
 * The moving text is not the placeholder attribute: changing that lays out the box again on every
 * tick (20–33 a second). It is a layer over the empty box (`.typing-placeholder`, contained and
 * aria-hidden; the box's own placeholder turns transparent and stays the first prompt for screen
 * readers). Each prompt is laid out once, every letter in place, and a tick only shows or hides one
 * letter: no layout, only a restyle and a repaint. On a 4× slowed phone that takes about a quarter
 * off what the animation costs the main thread (docs/decisions/027-less-to-hydrate.md, Effects that
 * can wait). CSS hides the layer as soon as the box has text. Words no longer jump to the next line
 * as they are typed: each prompt wraps where it will end.
 *
 * The animation starts once the browser is idle after hydration, and then the first prompt, which
 * the server painted complete, keeps the pause every complete prompt gets before it is erased. It
 * stops while the box is out of view, and resumes where it was when the box comes back.
 */
function useTypingPlaceholder(
  boxRef: React.RefObject<HTMLTextAreaElement | null>,
  layerRef: React.RefObject<HTMLDivElement | null>,
  prompts: string[],
) {
  useEffect(() => {
    const foundBox = boxRef.current;
    const foundLayer = layerRef.current;
    if (!foundBox || !foundLayer || prompts.length === 0) return;
    const box: HTMLTextAreaElement = foundBox;
    const layer: HTMLDivElement = foundLayer;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let state = shownPromptState(prompts);
    let letters: HTMLSpanElement[] = [];
    let drawnPrompt = -1;
    let shown = 0;
    /** Shows `state`: a new prompt is laid out once, then only the letters that change are shown or hidden. */
    function draw() {
      if (state.prompt !== drawnPrompt) {
        letters = promptLetters(prompts, state.prompt).map((letter) => {
          const span = document.createElement("span");
          span.textContent = letter;
          return span;
        });
        layer.replaceChildren(...letters);
        drawnPrompt = state.prompt;
        shown = letters.length;
      }
      const from = Math.min(shown, state.length);
      const to = Math.max(shown, state.length);
      for (let index = from; index < to; index++) {
        letters[index]!.style.visibility = index < state.length ? "" : "hidden";
      }
      shown = state.length;
    }
    let timer: number | undefined;
    let started = false;
    let inView = true;
    function stop() {
      window.clearTimeout(timer);
      timer = undefined;
    }
    /** The next tick in `delay` ms; none while the box is out of view (it resumes when back). */
    function schedule(delay: number) {
      stop();
      if (inView) timer = window.setTimeout(tick, delay);
    }
    function tick() {
      // Nobody sees the placeholder while the box has text: wait without animating.
      if (box.value !== "") return schedule(500);
      const next = nextTypingStep(state, prompts);
      state = next.state;
      draw();
      schedule(next.delay);
    }
    const visibility =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver(([entry]) => {
            inView = entry?.isIntersecting ?? true;
            if (!started) return;
            if (!inView) stop();
            else if (timer === undefined) schedule(typingTimings.typeMs);
          })
        : undefined;
    visibility?.observe(box);
    const start = () => {
      started = true;
      draw();
      box.dataset.typing = "";
      schedule(typingTimings.pauseMs);
    };
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(start, { timeout: idleWithinMs })
        : undefined;
    if (idle === undefined) start();
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      visibility?.disconnect();
      stop();
      delete box.dataset.typing;
      layer.replaceChildren();
    };
  }, [boxRef, layerRef, prompts]);
}

/** 'Create Thumbnail' keeps the prompt as the pending prompt and goes to sign-up (/comecar). */
export function HeroPromptForm({ copy }: { copy: HeroCopy }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const typingLayer = useRef<HTMLDivElement>(null);
  useTypingPlaceholder(box, typingLayer, copy.prompts);
  return (
    <Form method="post" action="/comecar" className="mt-8 max-w-2xl">
      <label htmlFor="hero-prompt" className="block text-sm font-semibold">
        {copy.promptLabel}
      </label>
      <div className="mt-2 rounded-xl border border-border bg-card p-2 shadow-sm focus-within:ring-2 focus-within:ring-primary">
        <div className="relative">
          <textarea
            ref={box}
            id="hero-prompt"
            name="prompt"
            rows={3}
            maxLength={2000}
            placeholder={copy.prompts[0]}
            className="block w-full resize-none bg-transparent p-2 text-base outline-none placeholder:text-muted-foreground"
          />
          <div
            ref={typingLayer}
            aria-hidden="true"
            data-testid="typing-placeholder"
            className="typing-placeholder p-2 text-base text-muted-foreground"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 px-2 pb-1">
          <p className="text-xs text-muted-foreground">{copy.noCard}</p>
          <button
            type="submit"
            className="rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90"
          >
            {copy.submit}
          </button>
        </div>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        {copy.termsBefore}{" "}
        <Link to="/termos" className="underline underline-offset-2 hover:text-foreground">
          {copy.termsLink}
        </Link>
        .
      </p>
    </Form>
  );
}
