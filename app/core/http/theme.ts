export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/** A stored theme choice, or null to follow the system preference. */
export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}
