/**
 * Seeded randomness: the same seed (the job id) gives the same thumbnails, so a retried job saves
 * the same pictures. A 32-bit FNV-1a hash of the seed starts a mulberry32 sequence.
 */

export type Random = () => number;

export function seededRandom(...parts: (string | number)[]): Random {
  let hash = 0x811c9dc5;
  for (const char of parts.join("\u0001")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number) => min + (max - min) * random();

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length) % items.length]!;
