/**
 * The inline scanner's flat list of items (text, code, breaks, delimiter runs, link brackets) and
 * the emphasis pairs found among them, built into nested inline nodes. Emphasis nests at most
 * MAX_INLINE_DEPTH deep; deeper markers are shown as the characters they are.
 */
import type {
  BreakNode,
  CodeNode,
  InlineNode,
  LinkNode,
  StyledNode,
} from "~/engines/markdown/markdown-blocks";

const MAX_INLINE_DEPTH = 16;

export interface Match {
  id: number;
  type: StyledNode["type"];
  /** The delimiter characters the match took from each side ("*", "**", "~~"). */
  marks: string;
}

export interface DelimiterRun {
  kind: "delimiter";
  char: "*" | "_" | "~";
  length: number;
  remaining: number;
  canOpen: boolean;
  canClose: boolean;
  /** Matches where this run opens (taking characters from its end)… */
  opens: Match[];
  /** …and where it closes (taking characters from its start), in the order they were made. */
  closes: Match[];
}

export type Item =
  | { kind: "text"; text: string }
  /** A "[" that may become a link's start. */
  | { kind: "bracket"; text: string }
  | { kind: "node"; node: CodeNode | BreakNode | LinkNode }
  | DelimiterRun
  | { kind: "linkOpen"; href: string | null; title: string | null }
  | { kind: "linkClose" };

type Frame =
  | { kind: "root"; children: InlineNode[] }
  | { kind: "style"; id: number; type: StyledNode["type"]; children: InlineNode[] }
  | { kind: "link"; href: string | null; title: string | null; children: InlineNode[] };

/** The nested nodes from the scanned items and the emphasis pairs found among them. */
export function buildTree(items: readonly Item[]): InlineNode[] {
  const root: Frame = { kind: "root", children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  const finish = () => {
    const frame = stack.pop()!;
    appendAll(top(), closeFrame(frame));
  };
  let inLink = false;
  for (const item of items) {
    switch (item.kind) {
      case "text":
      case "bracket":
        appendText(top(), item.text);
        break;
      case "node":
        // An address written inside a link's text stays text: links do not nest.
        if (item.node.type === "link" && inLink) appendAll(top(), item.node.children);
        else top().children.push(item.node);
        break;
      case "delimiter":
        for (const match of item.closes) {
          const frame = top();
          if (frame.kind === "style" && frame.id === match.id) finish();
          else appendText(frame, match.marks);
        }
        appendText(top(), item.char.repeat(item.remaining));
        for (const match of [...item.opens].reverse()) {
          if (stack.length > MAX_INLINE_DEPTH) appendText(top(), match.marks);
          else stack.push({ kind: "style", id: match.id, type: match.type, children: [] });
        }
        break;
      case "linkOpen":
        stack.push({ kind: "link", href: item.href, title: item.title, children: [] });
        inLink = true;
        break;
      case "linkClose":
        while (stack.length > 1 && top().kind !== "link") finish();
        if (stack.length > 1) finish();
        inLink = false;
        break;
    }
  }
  while (stack.length > 1) finish();
  return root.children;
}

function closeFrame(frame: Frame): InlineNode[] {
  switch (frame.kind) {
    case "root":
      return frame.children;
    case "style":
      return [{ type: frame.type, children: frame.children }];
    case "link":
      // A refused target keeps only its text; an empty link text shows the address.
      if (frame.href === null) return frame.children;
      return [
        {
          type: "link",
          href: frame.href,
          title: frame.title,
          children: frame.children.length > 0 ? frame.children : [{ type: "text", text: frame.href }],
        },
      ];
  }
}

function appendText(frame: Frame, text: string): void {
  if (text === "") return;
  const last = frame.children.at(-1);
  if (last?.type === "text") last.text += text;
  else frame.children.push({ type: "text", text });
}

function appendAll(frame: Frame, nodes: readonly InlineNode[]): void {
  for (const node of nodes) {
    if (node.type === "text") appendText(frame, node.text);
    else frame.children.push(node);
  }
}
