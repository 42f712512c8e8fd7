import type { MetaArgs, MetaDescriptor } from "@remix-run/cloudflare";
import type { loader as rootLoader } from "~/root";
import { pageMeta } from "~/core/http/seo";

type RootData = Awaited<ReturnType<typeof rootLoader>>["data"];

/** The root loader's data inside a route's `meta` (language, origin, translations). */
export function rootData(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

/**
 * The meta tags of a public page, in the language it is rendered in. `copy` picks the title and
 * description from the root translations or from the route's own data.
 */
export function publicPageMeta(
  { matches, location }: Pick<MetaArgs, "matches" | "location">,
  copy: (root: RootData) => { title: string; description: string } | undefined,
): MetaDescriptor[] {
  const root = rootData(matches);
  const text = root ? copy(root) : undefined;
  if (!root || !text) return [{ title: "Miniatura" }];
  return pageMeta({ ...text, origin: root.origin, path: location.pathname, language: root.language });
}

/**
 * The meta tags of a signed-in tool page: its title in the page's language (the `metaTitle` of its
 * translations' `section`, or `fallback` before they load), and no indexing.
 */
export function privatePageMeta(
  matches: MetaArgs["matches"],
  section: string,
  fallback = "Miniatura",
): MetaDescriptor[] {
  const translations = rootData(matches)?.translations as
    Record<string, { metaTitle?: string } | undefined> | undefined;
  return [{ title: translations?.[section]?.metaTitle ?? fallback }, { name: "robots", content: "noindex" }];
}
