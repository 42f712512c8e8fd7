import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { initialTypingState, nextTypingStep, typedText } from "~/features/site/typing-animation";

/** The first prompt stays this long as it is once the page is idle, then the typing starts. */
const startDelayMs = 1500;
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
 * stays as a static placeholder. It starts once the browser is idle after hydration (then
 * `startDelayMs`): every tick restyles and repaints the box, work a cheap phone should not do while
 * it is still loading the page (docs/decisions/027-less-to-hydrate.md, Effects that can wait).
 */
function useTypingPlaceholder(ref: React.RefObject<HTMLTextAreaElement | null>, prompts: string[]) {
  useEffect(() => {
    const found = ref.current;
    if (!found || prompts.length === 0) return;
    const box: HTMLTextAreaElement = found;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let state = initialTypingState;
    let timer: number | undefined;
    function tick() {
      // Nobody sees the placeholder while the box has text: wait without animating.
      if (box.value !== "") {
        timer = window.setTimeout(tick, 500);
        return;
      }
      const next = nextTypingStep(state, prompts);
      state = next.state;
      box.placeholder = typedText(state, prompts);
      timer = window.setTimeout(tick, next.delay);
    }
    const start = () => (timer = window.setTimeout(tick, startDelayMs));
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(start, { timeout: idleWithinMs })
        : undefined;
    if (idle === undefined) start();
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
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
