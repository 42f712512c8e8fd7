import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

/** Colour tokens (HSL channels), one set per theme; components use them through the colours below. */
const lightTokens = {
  "color-scheme": "light",
  "--background": "0 0% 100%",
  "--foreground": "222 47% 11%",
  "--muted": "210 40% 96%",
  "--muted-foreground": "215 16% 40%",
  "--card": "0 0% 100%",
  "--border": "214 32% 88%",
  "--primary": "0 84% 50%",
  "--primary-foreground": "0 0% 100%",
  "--destructive": "0 72% 45%",
  "--destructive-foreground": "0 0% 100%",
  "--success": "142 72% 26%",
};
const darkTokens = {
  "color-scheme": "dark",
  "--background": "222 47% 7%",
  "--foreground": "210 40% 96%",
  "--muted": "217 33% 15%",
  "--muted-foreground": "215 20% 70%",
  "--card": "222 47% 10%",
  "--border": "217 33% 22%",
  "--primary": "0 84% 58%",
  // Dark text on the bright red: white on it is under 4.5:1, and a red dark enough for white text
  // would be too dark to read as text on the dark background (axe, tests/e2e/accessibility.spec.ts).
  "--primary-foreground": "222 47% 7%",
  "--destructive": "0 72% 55%",
  "--destructive-foreground": "0 0% 100%",
  "--success": "142 60% 45%",
};

const themeTokens = plugin(({ addBase }) => {
  addBase({
    ":root": lightTokens,
    // A stored choice…
    ".dark": darkTokens,
    // …or, with none stored, the system preference.
    "@media (prefers-color-scheme: dark)": { ":root:not(.light)": darkTokens },
  });
});

// The theme is a class on <html> when the creator chose one ("light" or "dark"), and the system
// preference otherwise — all in CSS, so the page never flashes the wrong theme and needs no script.
export default {
  content: ["./app/**/*.{ts,tsx}"],
  darkMode: [
    "variant",
    ["@media (prefers-color-scheme: dark) { &:not(.light, .light *) }", "&:is(.dark, .dark *)"],
  ],
  theme: {
    extend: {
      colors: {
        background: "hsl(var(--background) / <alpha-value>)",
        foreground: "hsl(var(--foreground) / <alpha-value>)",
        muted: "hsl(var(--muted) / <alpha-value>)",
        "muted-foreground": "hsl(var(--muted-foreground) / <alpha-value>)",
        card: "hsl(var(--card) / <alpha-value>)",
        border: "hsl(var(--border) / <alpha-value>)",
        primary: "hsl(var(--primary) / <alpha-value>)",
        "primary-foreground": "hsl(var(--primary-foreground) / <alpha-value>)",
        destructive: "hsl(var(--destructive) / <alpha-value>)",
        "destructive-foreground": "hsl(var(--destructive-foreground) / <alpha-value>)",
        success: "hsl(var(--success) / <alpha-value>)",
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
  plugins: [themeTokens],
} satisfies Config;
