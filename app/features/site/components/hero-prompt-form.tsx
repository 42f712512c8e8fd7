import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { whenIdle } from "~/core/when-idle";

/** How long to wait for the browser to be idle at most. */
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
 * Cycles the example prompts over the empty box once the browser is idle after hydration
 * (`startTypingPlaceholder`, app/features/site/typing-placeholder.ts). Its code loads only then, so
 * the landing's JavaScript does not carry it while the page loads and hydrates. Without JavaScript,
 * with reduced motion, or if the code cannot load, the first prompt stays as the box's static
 * placeholder.
 */
function useTypingPlaceholder(
  boxRef: React.RefObject<HTMLTextAreaElement | null>,
  layerRef: React.RefObject<HTMLDivElement | null>,
  prompts: string[],
) {
  useEffect(() => {
    const box = boxRef.current;
    const layer = layerRef.current;
    if (!box || !layer || prompts.length === 0) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (typeof layer.animate !== "function") return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const start = () => {
      import("~/features/site/typing-placeholder")
        .then(({ startTypingPlaceholder }) => {
          if (!cancelled) stop = startTypingPlaceholder(box, layer, prompts);
        })
        .catch(() => {
          // Offline, or a new deployment removed the file: the static placeholder stays.
        });
    };
    const cancelIdle = whenIdle(start, idleWithinMs);
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
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
