import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { nextTypingStep, shownPromptState, typedText, typingTimings } from "~/features/site/typing-animation";

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
 * Cycles the example prompts through the box's placeholder. It writes the attribute directly, so the
 * animation never re-renders React. Without JavaScript, or with reduced motion, the first prompt
 * stays as a static placeholder.
 *
 * Every tick restyles and repaints the box: 20 frames a second that cost a cheap phone a tenth of its
 * main thread (docs/decisions/027-less-to-hydrate.md, Effects that can wait). So the animation
 * starts only once the browser is idle after hydration, and then the first prompt, which the server
 * painted complete, keeps the pause every complete prompt gets before it is erased. It stops while
 * the box is out of view, and resumes where it was when the box comes back.
 */
function useTypingPlaceholder(ref: React.RefObject<HTMLTextAreaElement | null>, prompts: string[]) {
  useEffect(() => {
    const found = ref.current;
    if (!found || prompts.length === 0) return;
    const box: HTMLTextAreaElement = found;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let state = shownPromptState(prompts);
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
      box.placeholder = typedText(state, prompts);
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
      box.placeholder = prompts[0] ?? "";
    };
  }, [ref, prompts]);
}

/** 'Create Thumbnail' keeps the prompt as the pending prompt and goes to sign-up (/comecar). */
export function HeroPromptForm({ copy }: { copy: HeroCopy }) {
  const box = useRef<HTMLTextAreaElement>(null);
  useTypingPlaceholder(box, copy.prompts);
  return (
    <Form method="post" action="/comecar" className="mt-8 max-w-2xl">
      <label htmlFor="hero-prompt" className="block text-sm font-semibold">
        {copy.promptLabel}
      </label>
      <div className="mt-2 rounded-xl border border-border bg-card p-2 shadow-sm focus-within:ring-2 focus-within:ring-primary">
        <textarea
          ref={box}
          id="hero-prompt"
          name="prompt"
          rows={3}
          maxLength={2000}
          placeholder={copy.prompts[0]}
          className="block w-full resize-none bg-transparent p-2 text-base outline-none placeholder:text-muted-foreground"
        />
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
