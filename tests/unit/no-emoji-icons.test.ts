/**
 * No emoji or symbol glyph stands for an icon in the interface (docs/decisions/029-svg-icons.md):
 * on a system without a colour emoji font it draws as an empty box. Emoji creators type are their
 * text and never pass through here; the expert's chat lines below are chat text, not icons.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../app/core/i18n/locales/en";
import pt from "../../app/core/i18n/locales/pt";
import { emojiIcons, translationStrings, translationWithIcon } from "./emoji-icons";

const root = new URL("../../", import.meta.url).pathname;
const appDirectory = join(root, "app");

/**
 * Translations that may show an emoji: the Thumbnail Expert's own chat messages, where an emoji
 * sits in a sentence as a person typing would put it, not in place of a control or a label.
 */
const chatText = new Set([
  // "Olá! 👋 Eu sou o Especialista…": a greeting's wave.
  "interview.welcome",
  // "Bora! 🚀 Gerando as 3 variações…": the expert's excitement before generating.
  "interview.generating",
  // "Não peguei sua resposta 😅": a shrug at an empty answer.
  "interview.offline.empty",
  // "💡 Ideia do vídeo: “…”": a line of the stored welcome message, read back from old conversations
  // by app/features/expert/interview/video-idea.ts, so its text stays as it was saved.
  "interview.idea.line",
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|d)\.tsx?$/.test(entry.name)) return [];
    // Drawings of the thumbnail renderer's topic art (SVG bodies), not interface text.
    if (entry.name.endsWith(".generated.ts")) return [];
    return [path];
  });
}

describe("icons are SVGs, not emoji", () => {
  it("no component, route or server text uses an emoji or symbol as an icon", () => {
    const files = sourceFiles(appDirectory).filter((path) => !path.includes("/i18n/locales/"));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      emojiIcons(path, readFileSync(path, "utf8")).map(
        (finding) => `${relative(root, path)}:${finding.line} ${JSON.stringify(finding.text)}`,
      ),
    );
    expect(found, "emoji or symbols used as icons: use <Icon> from ~/ui/icon").toEqual([]);
    // Parsing every file with a glyph takes a second or more on a busy 2-core machine.
  }, 30_000);

  it.each([
    ["pt", pt],
    ["en", en],
  ] as const)("%s: no translation shows an emoji, except the expert's chat lines", (language, tree) => {
    const strings = translationStrings(tree);
    expect(strings.length).toBeGreaterThan(500);
    const found = strings
      .filter(([path, text]) => translationWithIcon(text) && !chatText.has(path))
      .map(([path, text]) => `app/core/i18n/locales/${language}.ts ${path}: ${JSON.stringify(text)}`);
    expect(found).toEqual([]);
    // The allow-list names real keys (a renamed key must not leave a stale exception behind).
    const paths = new Set(strings.map(([path]) => path));
    for (const path of chatText) expect(paths.has(path), path).toBe(true);
  });

  it("the scan finds the icons this issue replaced, and leaves text alone", () => {
    const found = (source: string) => emojiIcons("sample.tsx", source).map((f) => f.text);
    expect(found('const a = <span aria-hidden="true">🌐</span>;')).toEqual(["🌐"]);
    expect(found('const a = <span aria-hidden="true">☀️</span>;')).toEqual(["☀️"]);
    expect(found("const a = <button>×</button>;")).toEqual(["×"]);
    expect(found("const a = <li><span>✓</span>{feature}</li>;")).toEqual(["✓"]);
    expect(found('const a = <Link to="/">← {t("docs.back")}</Link>;')).toEqual(["←"]);
    expect(found("const a = <a>{label} →</a>;")).toEqual(["→"]);
    expect(found('const a = <span>{"🔒 "}</span>;')).toEqual(["🔒"]);
    expect(found("const a = <p>🔒 Bloqueado</p>;")).toEqual(["🔒 Bloqueado"]);
    expect(found('const label = "🚀 Gerar";')).toEqual(["🚀 Gerar"]);
    // Text, not icons: a multiplication sign, a count, a separator, the copyright sign.
    expect(found("const a = <p>1280×720 · {size}</p>;")).toEqual([]);
    expect(found("const a = <p>+5 {t('credits')}</p>;")).toEqual([]);
    expect(found("const a = <p>© 2026 Miniatura</p>;")).toEqual([]);
    expect(found('const prompt = "Não use emoji como 🔥 no título";')).toEqual([]);
    expect(translationWithIcon("Salvar 💾")).toBe(true);
    expect(translationWithIcon("✓ Salvo")).toBe(true);
    expect(translationWithIcon("1280×720, menos de 2 MB")).toBe(false);
  });
});
