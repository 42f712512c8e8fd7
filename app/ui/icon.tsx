import type { IconName } from "~/ui/icon-names";

/**
 * An interface icon from our own sprite (lucide, ISC): a reference to one of the symbols every page
 * carries inline (app/ui/icon-symbols.tsx), so a page ships a few bytes per icon and no emoji font is
 * needed (docs/decisions/029-svg-icons.md). It draws
 * in `currentColor`, so it follows the text and the theme, and is 1em square (sitting on the text's
 * line like a letter) unless `className` sizes it. Without `label` it is decoration beside a visible
 * (or sr-only) label and hidden from screen readers; with one, it is an image of that name.
 */
export function Icon({
  name,
  label,
  className = "",
}: {
  name: IconName;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      width="1em"
      height="1em"
      className={`inline-block shrink-0 align-[-0.125em] ${className}`}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <use href={`#${name}`} />
    </svg>
  );
}
