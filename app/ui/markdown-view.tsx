/**
 * Markdown a language model wrote (trend analyses), shown as formatted text. The loader parses it
 * (`parseMarkdown`) and this renders the blocks it returns, so the parser never ships to the
 * browser (docs/decisions/020-markdown-parser-stays-hand-written.md). Everything becomes React
 * elements — never HTML strings — so React escapes all of it: a `<script>` in the answer is shown
 * as text. Links open in a new tab, marked nofollow/ugc, and only to http(s) and mailto addresses
 * (checked again here, not only by the parser).
 */
import { Fragment, type ReactNode } from "react";
import type { InlineNode, MarkdownBlock, TableAlign } from "~/engines/markdown/markdown-blocks";
import { safeLinkHref } from "~/engines/markdown/safe-link-href";

const markdownLinkRel = "nofollow noopener noreferrer ugc";

export function MarkdownView({
  blocks,
  className,
}: {
  blocks: readonly MarkdownBlock[];
  className?: string;
}) {
  return (
    <div className={`space-y-4 break-words leading-relaxed ${className ?? ""}`.trim()}>
      {renderBlocks(blocks)}
    </div>
  );
}

function renderBlocks(blocks: readonly MarkdownBlock[], options: { tight?: boolean; nested?: boolean } = {}) {
  return blocks.map((block, index) => renderBlock(block, index, options));
}

function renderBlock(
  block: MarkdownBlock,
  key: number,
  { tight = false, nested = false }: { tight?: boolean; nested?: boolean },
): ReactNode {
  switch (block.type) {
    case "heading": {
      // The page has its own h1: "#" is a section (h2), "##" a subsection (h3), deeper ones h4.
      const Heading = block.level === 1 ? "h2" : block.level === 2 ? "h3" : "h4";
      const size = block.level === 1 ? "text-xl" : block.level === 2 ? "text-lg" : "text-base";
      return (
        <Heading key={key} className={`${size} font-bold tracking-tight`}>
          {renderInlines(block.children)}
        </Heading>
      );
    }
    case "paragraph":
      // In a tight list an item's text is a plain line, not a spaced paragraph.
      return tight ? (
        <Fragment key={key}>{renderInlines(block.children)}</Fragment>
      ) : (
        <p key={key}>{renderInlines(block.children)}</p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          key={key}
          start={block.ordered && block.start !== 1 ? block.start : undefined}
          className={`${block.ordered ? "list-decimal" : "list-disc"} space-y-1 pl-6${nested ? " mt-1" : ""}`}
        >
          {block.items.map((item, index) => (
            <li key={index} className={block.tight ? undefined : "space-y-2"}>
              {renderBlocks(item, { tight: block.tight, nested: true })}
            </li>
          ))}
        </List>
      );
    }
    case "blockquote":
      return (
        <blockquote key={key} className="space-y-2 border-l-4 border-border pl-4 text-muted-foreground">
          {renderBlocks(block.children)}
        </blockquote>
      );
    case "rule":
      return <hr key={key} className="border-border" />;
    case "code":
      return (
        <pre key={key} className="overflow-x-auto rounded-lg bg-muted p-4 text-sm">
          <code className="font-mono" data-language={block.language ?? undefined}>
            {block.text}
          </code>
        </pre>
      );
    case "table":
      return (
        <div key={key} className="overflow-x-auto">
          <table className="w-full border-collapse border border-border text-sm">
            <thead className="bg-muted">
              <tr>
                {block.header.map((cell, index) => (
                  <th
                    key={index}
                    className={`border border-border px-3 py-2 font-semibold ${alignClass(block.align[index])}`}
                  >
                    {renderInlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td
                      key={index}
                      className={`border border-border px-3 py-2 align-top ${alignClass(block.align[index])}`}
                    >
                      {renderInlines(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function alignClass(align: TableAlign | undefined): string {
  return align === "center" ? "text-center" : align === "right" ? "text-right" : "text-left";
}

function renderInlines(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map(renderInline);
}

function renderInline(node: InlineNode, key: number): ReactNode {
  switch (node.type) {
    case "text":
      return <Fragment key={key}>{node.text}</Fragment>;
    case "strong":
      return (
        <strong key={key} className="font-semibold">
          {renderInlines(node.children)}
        </strong>
      );
    case "em":
      return <em key={key}>{renderInlines(node.children)}</em>;
    case "strike":
      return <del key={key}>{renderInlines(node.children)}</del>;
    case "code":
      return (
        <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {node.text}
        </code>
      );
    case "break":
      return <br key={key} />;
    case "link": {
      const href = safeLinkHref(node.href);
      if (href === null) return <Fragment key={key}>{renderInlines(node.children)}</Fragment>;
      return (
        <a
          key={key}
          href={href}
          title={node.title ?? undefined}
          rel={markdownLinkRel}
          target="_blank"
          className="text-primary underline underline-offset-4"
        >
          {renderInlines(node.children)}
        </a>
      );
    }
  }
}
