import iconSprite from "~/ui/icon-sprite.svg?raw";

/**
 * The sprite's `<symbol>`s as the page carries them inline (app/ui/icon-symbols.tsx): whitespace
 * between tags dropped, and the licence notices replaced by a pointer to where they are kept in
 * full (the terms page's credits and `NOTICE`).
 */
export const iconSymbols = `<!-- Icons: Lucide (ISC) and Feather (MIT), https://lucide.dev; licences in NOTICE and on /termos -->${iconSprite
  .slice(iconSprite.indexOf("-->") + 3, iconSprite.lastIndexOf("</svg>"))
  .replace(/>\s+</g, "><")
  .trim()}`;
