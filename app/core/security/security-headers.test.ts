import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "~/core/security/cross-site";
import { createNonce, securityHeaders } from "~/core/security/security-headers";

describe("securityHeaders", () => {
  const base = { nonce: "abc", imageOrigins: ["https://i.ytimg.com"] };

  it("asks browsers to stay on HTTPS only when told (production over HTTPS)", () => {
    expect(securityHeaders({ ...base, hsts: true })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(securityHeaders({ ...base, hsts: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("runs scripts by nonce only and shows images from the given origins", () => {
    const policy = securityHeaders({ ...base, hsts: false })["Content-Security-Policy"];
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/i\.ytimg\.com;/);
  });

  it("lets WebAssembly compile (the photo cut-out) but never eval() of a string", () => {
    const policy = securityHeaders({ ...base, hsts: false })["Content-Security-Policy"];
    const scripts = policy!.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });

  it("makes a different 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe("isCrossSiteWrite", () => {
  const post = (headers: Record<string, string>, method = "POST") =>
    new Request("https://miniatura.app/login", { method, headers });

  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite(post({ Origin: "https://evil.example" }, "GET"))).toBe(false);
  });

  it("takes writes from the site itself, and from clients that are not browsers", () => {
    expect(isCrossSiteWrite(post({ Origin: "https://miniatura.app" }))).toBe(false);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(post({}))).toBe(false);
  });

  it("refuses writes that name another site, a subdomain, another scheme or no origin at all", () => {
    for (const origin of [
      "https://evil.example",
      "https://x.miniatura.app",
      "http://miniatura.app",
      "null",
    ]) {
      expect(isCrossSiteWrite(post({ Origin: origin })), origin).toBe(true);
    }
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
  });
});
