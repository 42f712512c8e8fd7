import { describe, expect, it } from "vitest";
import { safeLinkHref } from "~/engines/markdown/safe-link-href";

describe("safeLinkHref", () => {
  it.each(["https://example.com", "http://example.com/a?b=c#d", "HTTPS://EXAMPLE.COM", "mailto:a@b.com"])(
    "keeps %j",
    (href) => {
      expect(safeLinkHref(href)).toBe(href);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "javascript\n:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "//evil.example",
    "/relative",
    "relative",
    "https:evil.example",
    "https:\\\\evil.example",
    "https://",
    "mailto:",
    "",
  ])("refuses %j", (href) => {
    expect(safeLinkHref(href)).toBeNull();
  });
});
