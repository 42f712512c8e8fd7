import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "~/core/security/secret-box.server";

const secret = "a-pepper-of-at-least-thirty-two-characters!";

describe("secret box", () => {
  it("round-trips, and never stores the plaintext", async () => {
    const sealed = await sealSecret("AIzaSyExampleKey123", secret, "youtube-api-key");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("AIza");
    expect(await openSecret(sealed, secret, "youtube-api-key")).toBe("AIzaSyExampleKey123");
  });

  it("uses a fresh IV each time", async () => {
    const a = await sealSecret("same", secret, "p");
    const b = await sealSecret("same", secret, "p");
    expect(a).not.toBe(b);
  });

  it("refuses another secret, another purpose, tampering and garbage", async () => {
    const sealed = await sealSecret("AIzaSyExampleKey123", secret, "youtube-api-key");
    expect(await openSecret(sealed, `${secret}x`, "youtube-api-key")).toBeNull();
    expect(await openSecret(sealed, secret, "other-purpose")).toBeNull();
    const [v, iv, ct] = sealed.split(".");
    // Another character in place of the second-to-last one (the last may be base64 padding bits).
    const replaced = ct!.at(-2) === "A" ? "B" : "A";
    const flipped = `${v}.${iv}.${ct!.slice(0, -2)}${replaced}${ct!.slice(-1)}`;
    expect(await openSecret(flipped, secret, "youtube-api-key")).toBeNull();
    expect(await openSecret("plain-text-key", secret, "youtube-api-key")).toBeNull();
  });
});
