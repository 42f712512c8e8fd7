import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

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
