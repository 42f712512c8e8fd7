/**
 * The template library's version: a short hash of everything the library says about its templates.
 * The previews' addresses and R2 keys carry it, so a template that changes gets new pictures
 * without anyone clearing a cache (docs/decisions/025-template-library.md, Browsing and choosing).
 */
import { templates } from "~/engines/render/templates";

/**
 * Bumped by hand when the renderer changes how every template looks (fonts, effects) while the
 * library's own data stays the same.
 */
const rendererRevision = 1;

/** FNV-1a, 32 bits: small, stable, and enough to tell two versions of the library apart. */
function fnv1a(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

export const templateLibraryVersion = fnv1a(`${rendererRevision}:${JSON.stringify(templates)}`);
