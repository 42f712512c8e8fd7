/**
 * A topic's icon drawn big in a square of the canvas: a soft glow of the palette's light behind it,
 * its own shape in black as a drop shadow and a shadow on the floor under it, so it sits on the
 * background instead of floating on it (gradients only: resvg's WASM build is slow with filters,
 * see offline-background.ts). Ids inside an icon (some Fluent bodies carry gradients and clip
 * paths) are renamed per use, so two icons in one SVG never share one.
 */
import type { Rect } from "~/engines/render/geometry";
import type { SceneItem } from "~/engines/render/scene";
import { n, type SvgIds } from "~/engines/render/svg";
import { topicIcons } from "~/engines/render/topic-art/icons.generated";

/** `body` with every id it declares renamed to a fresh one from `ids` (and every use of it). */
export function withOwnIds(body: string, ids: SvgIds): string {
  const renamed = new Map<string, string>();
  for (const [, id] of body.matchAll(/\sid="([^"]+)"/g)) renamed.set(id!, ids.next("art"));
  if (!renamed.size) return body;
  return body
    .replace(/(\sid=")([^"]+)(")/g, (_, a: string, id: string, b: string) => a + renamed.get(id)! + b)
    .replace(/url\(#([^)]+)\)/g, (whole, id: string) =>
      renamed.has(id) ? `url(#${renamed.get(id)})` : whole,
    )
    .replace(/(href=")#([^"]+)(")/g, (whole, a: string, id: string, b: string) =>
      renamed.has(id) ? `${a}#${renamed.get(id)}${b}` : whole,
    );
}

/** The icon's shape in black (its drop shadow): every painted fill and stroke made #000. */
const silhouetteOf = (body: string) =>
  body.replace(
    /\s(fill|stroke|stop-color)="(?!none")[^"]*"/g,
    (_, attribute: string) => ` ${attribute}="#000"`,
  );

/**
 * The icon `icon` filling `box` (a square works best: the icons are), lit by `glow`. A scene item
 * that says which icon it drew and where, for the layouts' tests and for anything placing text.
 */
export function topicArt(ids: SvgIds, icon: string, box: Rect, glow: string): SceneItem {
  const art = topicIcons[icon];
  if (!art) throw new Error(`no topic art "${icon}": run npm run topic-art`);
  const scale = Math.min(box.width / art.width, box.height / art.height);
  const x = box.x + (box.width - art.width * scale) / 2;
  const y = box.y + (box.height - art.height * scale) / 2;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const size = Math.max(box.width, box.height);
  const halo = ids.next("halo");
  return {
    kind: "svg",
    topic: { icon, box },
    markup:
      `<radialGradient id="${halo}"><stop offset="0" stop-color="${glow}" stop-opacity="0.7"/>` +
      `<stop offset="0.55" stop-color="${glow}" stop-opacity="0.25"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.72)}" fill="url(#${halo})"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(box.y + box.height * 0.97)}" rx="${n(box.width * 0.42)}" ry="${n(box.height * 0.07)}" fill="#000" fill-opacity="0.4"/>` +
      `<g transform="translate(${n(x + size * 0.02)} ${n(y + size * 0.03)}) scale(${scale.toFixed(3)})" opacity="0.35">${silhouetteOf(withOwnIds(art.body, ids))}</g>` +
      `<g transform="translate(${n(x)} ${n(y)}) scale(${scale.toFixed(3)})">${withOwnIds(art.body, ids)}</g>`,
  };
}
