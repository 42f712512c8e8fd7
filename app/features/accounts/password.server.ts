/**
 * Password hashing for Miniatura (docs/decisions/002-password-hashing.md).
 *
 * PBKDF2-HMAC-SHA256 through WebCrypto, the strongest scheme that runs the same in production
 * Workers, under wrangler dev and in Node (the seed script). Workers refuse more than 100,000
 * iterations, and local runs do not, so the limit is enforced here. The password is first keyed
 * with a secret pepper (HMAC-SHA256), so a leaked database alone cannot be brute-forced.
 *
 * Stored format: `pbkdf2-sha256$v1$<iterations>$<salt b64>$<hash b64>`; the prefix lets a later
 * version (e.g. Argon2 once Workers can afford it) rehash on the next successful login.
 *
 * No imports: Node imports this file directly (scripts/seed.mjs).
 */

export const WORKERS_PBKDF2_MAX_ITERATIONS = 100_000;
export const PASSWORD_HASH_ITERATIONS = 100_000;
const scheme = "pbkdf2-sha256";
const version = "v1";
const saltBytes = 16;
const hashBits = 256;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pepperPassword(password: string, pepper: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return crypto.subtle.sign("HMAC", key, encoder.encode(password.normalize("NFKC")));
}

async function derive(
  password: string,
  pepper: string,
  salt: Uint8Array,
  iterations: number,
): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > WORKERS_PBKDF2_MAX_ITERATIONS) {
    throw new RangeError(
      `PBKDF2 iterations must be between 1 and ${WORKERS_PBKDF2_MAX_ITERATIONS} (the Workers limit), got ${iterations}`,
    );
  }
  const material = await crypto.subtle.importKey(
    "raw",
    await pepperPassword(password, pepper),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    material,
    hashBits,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(
  password: string,
  pepper: string,
  iterations: number = PASSWORD_HASH_ITERATIONS,
): Promise<string> {
  if (!pepper) throw new Error("PASSWORD_PEPPER is not set");
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, pepper, salt, iterations);
  return [scheme, version, String(iterations), toBase64(salt), toBase64(hash)].join("$");
}

function parse(stored: string) {
  const [storedScheme, storedVersion, iterations, salt, hash, ...rest] = stored.split("$");
  if (storedScheme !== scheme || storedVersion !== version || !iterations || !salt || !hash || rest.length)
    return null;
  const count = Number(iterations);
  // A count Workers cannot run (or that is not a count at all) is malformed: it never matches.
  if (!Number.isInteger(count) || count < 1 || count > WORKERS_PBKDF2_MAX_ITERATIONS) return null;
  try {
    return { iterations: count, salt: fromBase64(salt), hash: fromBase64(hash) };
  } catch {
    return null;
  }
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** True when the password matches. A malformed or unknown stored hash never matches. */
export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, pepper, parsed.salt, parsed.iterations);
  return constantTimeEqual(candidate, parsed.hash);
}

/** True when a stored hash was made with older parameters and should be replaced after login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.iterations !== PASSWORD_HASH_ITERATIONS;
}
