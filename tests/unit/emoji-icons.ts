/**
 * Finds emoji and symbol glyphs used as icons in the app's source (docs/decisions/029-svg-icons.md):
 * without a colour emoji font they draw as empty boxes, and screen readers read their emoji names.
 * Interface icons are SVGs from app/ui/icon-sprite.svg instead.
 */
import ts from "typescript";

/** Emoji: pictographic code points, but not ©, ® and ™, which every text font draws. */
const pictographic = /(?![©®™])\p{Extended_Pictographic}/u;
/** Symbols the interface used as icons (ticks, crosses, stars, arrows, carets, the menu bars). */
const iconSymbols = "✓✔✕✖✗✘★☆↗↘←→↑↓▾▸▴▼▲☰×+";
const glyph = new RegExp(`(?:${pictographic.source}|[${iconSymbols}])`, "u");
/** What joins or styles a glyph: variation selectors, the zero-width joiner, skin tones, keycaps. */
const modifiers = /\u{FE0E}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]|\u{20E3}/gu;

/** The text consists of glyphs (and spaces) only: a glyph standing alone as an icon. */
export function onlyGlyphs(text: string, pattern: RegExp = glyph): boolean {
  const rest = text.replace(modifiers, "").replace(/\s/g, "");
  if (!rest) return false;
  return [...rest].every((char) => pattern.test(char));
}

/** The text starts with a glyph followed by a space or nothing: a glyph as a label's icon. */
export function startsWithGlyph(text: string, pattern: RegExp = glyph): boolean {
  const start = text.trimStart().replace(modifiers, "");
  const [first = ""] = [...start];
  return pattern.test(first) && !/^\S[\p{L}\p{N}]/u.test(start);
}

export function hasEmoji(text: string): boolean {
  return pictographic.test(text);
}

export interface Finding {
  line: number;
  text: string;
}

/**
 * In a TypeScript/TSX source: JSX text and strings inside JSX that are a glyph, or start with one
 * ("🔒 Locked", "← Back"); and any other string that is an emoji, or starts with one.
 */
export function emojiIcons(fileName: string, source: string): Finding[] {
  // Most files have no glyph at all: skip parsing them ("+" only where it could be JSX text).
  const candidate = new RegExp(`(?:${pictographic.source}|[${iconSymbols.replace("+", "")}])`, "u");
  if (!candidate.test(source) && !/^\s*\+(\s|$)|>\s*\+\s*</m.test(source)) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  const inJsx = (node: ts.Node) =>
    ts.isJsxText(node) || ts.isJsxExpression(node.parent) || ts.isJsxAttribute(node.parent);
  const visit = (node: ts.Node) => {
    const isString =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node);
    if ((ts.isJsxText(node) || isString) && !ts.isImportDeclaration(node.parent)) {
      const text = node.text;
      if (inJsx(node) && (onlyGlyphs(text) || startsWithGlyph(text))) report(node, text);
      else if (onlyGlyphs(text, pictographic) || startsWithGlyph(text, pictographic)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

type Tree = { readonly [key: string]: unknown };

/** Every string of a translation tree with its dotted path (array items by index). */
export function translationStrings(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    translationStrings(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** A translation that shows an emoji anywhere, or starts with an icon symbol ("✓ Saved"). */
export function translationWithIcon(text: string): boolean {
  return hasEmoji(text) || startsWithGlyph(text) || onlyGlyphs(text);
}
