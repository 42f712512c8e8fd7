/** What the editor calls each kind of layer (its fieldset, its readability warnings): i18n keys. */
import type { LayerRole } from "~/engines/render/thumbnail-document";

const names = {
  headline: "editor.layers.headline",
  secondary: "editor.layers.secondary",
  badge: "editor.layers.badge",
} as const satisfies Record<LayerRole, string>;

export const layerNameKey = (role: LayerRole) => names[role];
