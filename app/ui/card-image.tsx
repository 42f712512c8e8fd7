import type { ImgHTMLAttributes } from "react";
import { afterCodeOnSlowNetworks } from "~/ui/paint-first";

/**
 * A 16:9 picture in a card (a thumbnail, a template, a variation): lazy, and on a slow network it
 * waits for the page's code (`afterCodeOnSlowNetworks`, app/ui/paint-first.ts). While it waits it is
 * not displayed at all (that is what keeps a lazy image from loading), so the box around it holds
 * the card's shape and shows the muted placeholder.
 */
export function CardImage({
  alt,
  ...image
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "className" | "loading"> & { alt: string }) {
  return (
    <div className="aspect-video bg-muted">
      <img
        {...image}
        {...afterCodeOnSlowNetworks}
        alt={alt}
        loading="lazy"
        className="h-full w-full object-cover"
      />
    </div>
  );
}
