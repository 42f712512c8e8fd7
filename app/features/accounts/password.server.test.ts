import { describe, expect, it } from "vitest";
import {
  PASSWORD_HASH_ITERATIONS,
  WORKERS_PBKDF2_MAX_ITERATIONS,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "~/features/accounts/password.server";

const pepper = "test-pepper-0123456789abcdef0123456789abcdef";
const otherPepper = "another-pepper-0123456789abcdef0123456789ab";
/** Small counts keep most tests fast; one test below uses the production default. */
const fast = 1_000;

function fieldsOf(stored: string) {
  const [scheme, version, iterations, salt, hash] = stored.split("$");
  return { scheme, version, iterations, salt, hash };
}

describe("hashPassword / verifyPassword", () => {
  it("a hash made with the default parameters verifies the same password and nothing else", async () => {
    const stored = await hashPassword("correct horse battery staple", pepper);
    expect(fieldsOf(stored)).toMatchObject({ scheme: "pbkdf2-sha256", version: "v1", iterations: "100000" });
    expect(await verifyPassword("correct horse battery staple", stored, pepper)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored, pepper)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("stores the scheme, iterations, a 16-byte salt and a 256-bit hash", async () => {
    const stored = await hashPassword("senha", pepper, fast);
    const { scheme, version, iterations, salt, hash } = fieldsOf(stored);
    expect(stored.split("$")).toHaveLength(5);
    expect([scheme, version, iterations]).toEqual(["pbkdf2-sha256", "v1", "1000"]);
    expect(atob(salt!)).toHaveLength(16);
    expect(atob(hash!)).toHaveLength(32);
    expect(stored).not.toContain("senha");
  });

  it("uses a fresh salt each time, so the same password never hashes the same", async () => {
    const a = await hashPassword("same password", pepper, fast);
    const b = await hashPassword("same password", pepper, fast);
    expect(a).not.toBe(b);
    expect(fieldsOf(a).salt).not.toBe(fieldsOf(b).salt);
    expect(fieldsOf(a).hash).not.toBe(fieldsOf(b).hash);
    expect(await verifyPassword("same password", a, pepper)).toBe(true);
    expect(await verifyPassword("same password", b, pepper)).toBe(true);
  });

  it("rejects a wrong password", async () => {
    const stored = await hashPassword("Senha-Forte-123", pepper, fast);
    for (const wrong of ["senha-forte-123", "Senha-Forte-1234", "", " Senha-Forte-123", "Senha-Forte-12"]) {
      expect(await verifyPassword(wrong, stored, pepper)).toBe(false);
    }
  });

  it("rejects the right password under a different pepper (a leaked database alone is not enough)", async () => {
    const stored = await hashPassword("Senha-Forte-123", pepper, fast);
    expect(await verifyPassword("Senha-Forte-123", stored, otherPepper)).toBe(false);
  });

  it("refuses to hash without a pepper", async () => {
    await expect(hashPassword("senha", "", fast)).rejects.toThrow(/PASSWORD_PEPPER/);
  });

  it("a tampered hash or salt no longer verifies", async () => {
    const stored = await hashPassword("senha", pepper, fast);
    const { scheme, version, iterations, salt, hash } = fieldsOf(stored);
    const flip = (b64: string) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      bytes[0] = bytes[0]! ^ 1;
      return btoa(String.fromCharCode(...bytes));
    };
    expect(
      await verifyPassword("senha", [scheme, version, iterations, salt, flip(hash!)].join("$"), pepper),
    ).toBe(false);
    expect(
      await verifyPassword("senha", [scheme, version, iterations, flip(salt!), hash].join("$"), pepper),
    ).toBe(false);
    // The iteration count is part of what is verified.
    expect(await verifyPassword("senha", [scheme, version, "999", salt, hash].join("$"), pepper)).toBe(false);
  });

  it("normalises unicode (NFKC): a composed and a decomposed 'é' are the same password", async () => {
    const composed = "caf\u00e9-senha";
    const decomposed = "cafe\u0301-senha";
    expect(composed).not.toBe(decomposed);
    const stored = await hashPassword(composed, pepper, fast);
    expect(await verifyPassword(decomposed, stored, pepper)).toBe(true);
    const storedDecomposed = await hashPassword(decomposed, pepper, fast);
    expect(await verifyPassword(composed, storedDecomposed, pepper)).toBe(true);
    // Compatibility forms fold too (fullwidth letters, the "ﬁ" ligature).
    const folded = await hashPassword("fiSenha", pepper, fast);
    expect(await verifyPassword("\ufb01\uff33enha", folded, pepper)).toBe(true);
    // But different letters stay different.
    expect(await verifyPassword("cafe-senha", stored, pepper)).toBe(false);
  });
});

describe("malformed stored hashes never match and never throw", () => {
  const cases: Array<[string, () => Promise<string>]> = [
    ["empty", async () => ""],
    ["a bcrypt hash", async () => "$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy"],
    ["another scheme's prefix", async () => "bcrypt$v1$1000$c2FsdA==$aGFzaA=="],
    ["an unknown version", async () => (await hashPassword("senha", pepper, fast)).replace("$v1$", "$v2$")],
    ["a plain-text password", async () => "senha"],
    [
      "truncated after the salt",
      async () => (await hashPassword("senha", pepper, fast)).split("$").slice(0, 4).join("$"),
    ],
    ["truncated inside the hash", async () => (await hashPassword("senha", pepper, fast)).slice(0, -10)],
    ["an extra field", async () => `${await hashPassword("senha", pepper, fast)}$extra`],
    ["invalid base64", async () => "pbkdf2-sha256$v1$1000$!!!not base64!!!$@@@"],
    ["non-numeric iterations", async () => "pbkdf2-sha256$v1$many$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA=="],
    ["zero iterations", async () => "pbkdf2-sha256$v1$0$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA=="],
    ["fractional iterations", async () => "pbkdf2-sha256$v1$1000.5$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA=="],
    [
      "iterations above the Workers cap",
      async () => "pbkdf2-sha256$v1$100001$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==",
    ],
  ];

  it.each(cases)("%s", async (_name, make) => {
    const stored = await make();
    await expect(verifyPassword("senha", stored, pepper)).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });
});

describe("the Workers iteration cap", () => {
  it("the default is exactly the Workers maximum, 100,000", () => {
    expect(PASSWORD_HASH_ITERATIONS).toBe(100_000);
    expect(WORKERS_PBKDF2_MAX_ITERATIONS).toBe(100_000);
  });

  it("hashing with 100,001 iterations throws a RangeError naming the limit", async () => {
    await expect(hashPassword("senha", pepper, 100_001)).rejects.toThrow(RangeError);
    await expect(hashPassword("senha", pepper, 100_001)).rejects.toThrow(/100000/);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "hashing with %s iterations throws",
    async (n) => {
      await expect(hashPassword("senha", pepper, n)).rejects.toThrow(RangeError);
    },
  );
});

describe("needsRehash", () => {
  it("is true for a hash made with fewer iterations than the default", async () => {
    const old = await hashPassword("senha", pepper, fast);
    expect(needsRehash(old)).toBe(true);
    // It still verifies, so login can upgrade it.
    expect(await verifyPassword("senha", old, pepper)).toBe(true);
  });

  it("is false for a well-formed hash at the default iteration count", () => {
    expect(needsRehash("pbkdf2-sha256$v1$100000$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==")).toBe(false);
  });
});
