import { describe, expect, it, vi } from "vitest";
import { Browser } from "./helpers";

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";

describe("language", () => {
  it.each([
    ["pt-BR", "pt"],
    ["pt", "pt"],
    ["en-US", "en"],
    ["fr-FR", "en"],
    ["en-US,pt;q=0.9", "en"],
  ])("Accept-Language %s renders <html lang=%s>", async (header, lang) => {
    const html = await (await new Browser({ "Accept-Language": header }).get("/")).text();
    expect(htmlTag(html)).toContain(`lang="${lang}"`);
  });

  it("renders English when the browser sends no language", async () => {
    expect(htmlTag(await (await new Browser().get("/")).text())).toContain('lang="en"');
  });

  it("keeps a stored choice over the browser's language and returns to the same page", async () => {
    const browser = new Browser({ "Accept-Language": "en-US" });
    expect(htmlTag(await (await browser.get("/status")).text())).toContain('lang="en"');
    const response = await browser.post("/preferencias/idioma", { language: "pt", redirectTo: "/status" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/status");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lng=[^;]+;.*HttpOnly/i);
    const html = await (await browser.get("/status")).text();
    expect(htmlTag(html)).toContain('lang="pt"');
    expect(html).toContain("Status do sistema");
  });

  it("returns to the page with its query string", async () => {
    const response = await new Browser().post("/preferencias/idioma", {
      language: "en",
      redirectTo: "/status?job=abc",
    });
    expect(response.headers.get("Location")).toBe("/status?job=abc");
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "https://evil.example/x",
    "/\\evil.example",
    // Browsers drop tabs and newlines from a URL before resolving it: "/\t/evil.example" is "//evil.example".
    "/\t/evil.example",
    "/\n/evil.example",
    "/\t\\evil.example",
  ])("never redirects off-site (redirectTo=%j)", async (target) => {
    for (const form of ["/preferencias/idioma", "/preferencias/tema"]) {
      const response = await new Browser().post(form, {
        language: "en",
        theme: "dark",
        redirectTo: target,
      });
      expect(response.status, form).toBe(303);
      expect(response.headers.get("Location"), form).toBe("/");
    }
  });

  it("ignores an unknown language and sets no cookie", async () => {
    const response = await new Browser().post("/preferencias/idioma", { language: "fr", redirectTo: "/" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("theme", () => {
  it("follows the system until a choice is stored, then renders it on <html>", async () => {
    const browser = new Browser();
    expect(htmlTag(await (await browser.get("/")).text())).not.toContain("class=");
    const response = await browser.post("/preferencias/tema", { theme: "dark", redirectTo: "/" });
    expect(response.status).toBe(303);
    const html = await (await browser.get("/")).text();
    expect(htmlTag(html)).toContain('class="dark"');
    expect(html).toContain('<meta name="color-scheme" content="dark"/>');
    await browser.post("/preferencias/tema", { theme: "light", redirectTo: "/" });
    expect(htmlTag(await (await browser.get("/")).text())).toContain('class="light"');
  });
});

describe("theme choices", () => {
  it("ignores an unknown theme and sets no cookie", async () => {
    const browser = new Browser();
    const response = await browser.post("/preferencias/tema", { theme: "neon", redirectTo: "/status" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/status");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(htmlTag(await (await browser.get("/")).text())).not.toContain("class=");
  });
});

describe("the not-found page", () => {
  it("answers 404 with 'Oops! Page not found' and a way home", async () => {
    const response = await new Browser({ "Accept-Language": "en-US" }).get("/nao-existe");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it("logs the path that was asked for", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await new Browser().get("/canal/que-nao-existe?ref=abc");
      expect(warn).toHaveBeenCalledWith("404 not found: GET /canal/que-nao-existe?ref=abc");
    } finally {
      warn.mockRestore();
    }
  });

  it("is translated in Portuguese", async () => {
    const response = await new Browser({ "Accept-Language": "pt-BR" }).get("/nao-existe/mesmo?x=1");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Ops! Página não encontrada");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Voltar ao início<\/a>/);
  });

  it("also answers 404 to a form posted to an unknown path", async () => {
    const response = await new Browser({ "Accept-Language": "en-US" }).post("/nao-existe", { a: "b" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
