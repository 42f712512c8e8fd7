import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/core/http/safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/status", "/status?job=123&x=1", "/preferencias/idioma#top", "/a/b/c?next=//evil.example"])(
    "keeps the same-site path %j",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "https://evil.example",
    "http://evil.example/status",
    "javascript:alert(1)",
    "evil.example",
    "status",
    "",
    " /status",
  ])("refuses %j and returns the fallback", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
    expect(safeRedirectPath(target, "/status")).toBe("/status");
  });

  // Forms that look like a path but that a URL parser turns into another host: dot segments
  // collapsing to "//", backslashes read as slashes, encoded dots, tabs and newlines browsers drop.
  it.each([
    "/.//evil.com",
    "/..//evil.com",
    "/a/..//evil.com",
    "/x/%2e%2e/%2e%2e//evil.com",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "/.\\/evil.com",
    "/./\\evil.com",
    "/a\\..\\\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n//evil.com",
    "/\u0000//evil.com",
    "///evil.com",
    "/\\\\evil.com",
  ])("refuses %j, which re-serialises to another site", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });

  it.each([
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
    ["/%5Cevil.com", "/%5Cevil.com"],
    ["/.%09//evil.com", "/.%09//evil.com"],
    ["/a/../status?x=1", "/status?x=1"],
    ["/ok/../../x", "/x"],
    ["/dashboard?next=//evil.com", "/dashboard?next=//evil.com"],
    ["/caminho com espaço", "/caminho%20com%20espa%C3%A7o"],
  ])("re-serialises %j as the same-site path %j", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it("lets the caller adjust the parsed address before it is checked", () => {
    const dropLanguage = (url: URL) => url.searchParams.delete("lng");
    expect(safeRedirectPath("/precos?lng=en&x=1", "/", dropLanguage)).toBe("/precos?x=1");
    expect(safeRedirectPath("/.//evil.com?lng=en", "/", dropLanguage)).toBe("/");
  });

  it.each([undefined, null, 42, {}, ["/status"], new URL("https://miniatura.app/status")])(
    "refuses a non-string %j",
    (target) => {
      expect(safeRedirectPath(target)).toBe("/");
      expect(safeRedirectPath(target, "/home")).toBe("/home");
    },
  );

  it("reads a FormData value the way actions receive it", () => {
    const form = new FormData();
    form.set("redirectTo", "/status?job=abc");
    expect(safeRedirectPath(form.get("redirectTo"))).toBe("/status?job=abc");
    expect(safeRedirectPath(new FormData().get("redirectTo"))).toBe("/");
  });
});
