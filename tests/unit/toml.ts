/**
 * Just enough TOML for the tests that read wrangler.toml: tables, arrays of tables, and
 * `key = value` lines whose value is a string, number, boolean, a one-line array or a one-line inline
 * table of such values (`{ limit = 20, period = 60 }`). Not a general
 * parser; it exists so the queue-layout test needs no new dependency.
 */
export type TomlValue = string | number | boolean | TomlValue[] | { [key: string]: TomlValue };
export type TomlTable = Record<string, TomlValue>;
export interface TomlDocument {
  root: TomlTable;
  tables: Record<string, TomlTable>;
  arrays: Record<string, TomlTable[]>;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "#") return line.slice(0, i);
  }
  return line;
}

function parseValue(raw: string): TomlValue {
  const text = raw.trim();
  if (text.startsWith('"') && text.endsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1);
  if (text === "true" || text === "false") return text === "true";
  if (text.startsWith("{") && text.endsWith("}")) {
    const entries = text
      .slice(1, -1)
      .split(",")
      .filter((part) => part.trim())
      .map((part) => {
        const match = /^\s*([\w-]+)\s*=\s*(.+)$/.exec(part);
        if (!match) throw new Error(`toml: cannot read inline table entry ${JSON.stringify(part)}`);
        return [match[1]!, parseValue(match[2]!)] as const;
      });
    return Object.fromEntries(entries);
  }
  if (text.startsWith("[") && text.endsWith("]")) {
    const inner = text.slice(1, -1).trim();
    return inner
      ? inner
          .split(",")
          .filter((part) => part.trim())
          .map(parseValue)
      : [];
  }
  const number = Number(text.replace(/_/g, ""));
  if (text !== "" && Number.isFinite(number)) return number;
  throw new Error(`toml: cannot read value ${JSON.stringify(raw)}`);
}

export function parseToml(source: string): TomlDocument {
  const doc: TomlDocument = { root: {}, tables: {}, arrays: {} };
  let current: TomlTable = doc.root;
  for (const [index, rawLine] of source.split(/\r?\n/).entries()) {
    const line = stripComment(rawLine).trim();
    if (!line) continue;
    const arrayHeader = /^\[\[\s*([\w.-]+)\s*\]\]$/.exec(line);
    const tableHeader = /^\[\s*([\w.-]+)\s*\]$/.exec(line);
    if (arrayHeader) {
      current = {};
      (doc.arrays[arrayHeader[1]!] ??= []).push(current);
    } else if (tableHeader) {
      current = doc.tables[tableHeader[1]!] ??= {};
    } else {
      const match = /^([\w.-]+|"[^"]*")\s*=\s*(.+)$/.exec(line);
      if (!match) throw new Error(`toml: cannot read line ${index + 1}: ${rawLine}`);
      const key = match[1]!.replace(/^"|"$/g, "");
      current[key] = parseValue(match[2]!);
    }
  }
  return doc;
}
