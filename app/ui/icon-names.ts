/**
 * The interface icons (lucide, ISC), the only ones app/ui/icon-sprite.svg ships
 * (docs/decisions/029-svg-icons.md). Add a name here, then run `npm run icons`.
 */
export const iconNames = [
  "arrow-left",
  "arrow-right",
  "check",
  "chevron-down",
  "download",
  "globe",
  "lock",
  "moon",
  "paperclip",
  "plus",
  "sun",
  "x",
] as const;

export type IconName = (typeof iconNames)[number];
