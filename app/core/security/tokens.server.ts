/** Random secrets for cookies and e-mailed links, and the hashes D1 keeps instead of them. */

/** 16 random bytes (128 bits) as base64url: 22 characters, safe in cookies and URLs. */
export function randomToken(bytes = 16): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const referralAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A referral code people can read aloud: 8 characters, no 0/O or 1/I. */
export function randomReferralCode(): string {
  const data = crypto.getRandomValues(new Uint8Array(8));
  return [...data].map((b) => referralAlphabet[b % referralAlphabet.length]).join("");
}
