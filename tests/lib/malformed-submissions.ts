/**
 * The form fuzzer's submissions: deterministic (a seeded generator, so a failure reproduces from its
 * index), each one malformed on purpose. Every submission breaks at least one of the action's
 * required fields (missing, empty or oversized) and fills the others with garbage: wrong types,
 * repeated fields, hostile unicode, control characters, huge strings; then sends it with a random
 * encoding, including wrong content types, broken multipart and broken percent-escapes.
 */
export interface FuzzTarget {
  /** Fields the action reads (all of them, required or not). */
  fields: string[];
  /** Fields without which the action must refuse (intent included when it has intents). */
  required: string[];
  /** Fields that take a file (sent as junk files in multipart submissions). */
  files?: string[];
}

export interface Submission {
  label: string;
  headers: Record<string, string>;
  body: BodyInit | null;
}

/** mulberry32: a small seeded generator, enough for reproducible fuzzing. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const hostile = [
  "\u202eevil\u202c",
  "🧨".repeat(500),
  "a\u0000b",
  "\u0301\u0301\u0301\u0301",
  "\ud800",
  "%00%ff%fe",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "\r\n\r\nSet-Cookie: x=1",
  "ｆｕｌｌｗｉｄｔｈ",
  "NaN",
  "-1",
  "1e309",
  "99999999999999999999999",
  "0x10",
  "true",
  "[]",
  "{}",
  "null",
  "undefined",
];

/** Longer than any field allows (the longest, a trend's goals, takes a few thousand characters). */
const oversized = (rng: ReturnType<typeof generator>) =>
  "x".repeat(rng.pick([5_001, 20_001, 20_001, 100_001]));

/** A junk file: bytes that claim to be a picture by name and type but are not one. */
function junkFile(rng: ReturnType<typeof generator>, huge: boolean) {
  const size = huge ? 21 * 1024 * 1024 : rng.pick([0, 3, 1024, 50_000]);
  const bytes = new Uint8Array(size);
  for (let i = 0; i < Math.min(size, 64); i++) bytes[i] = Math.floor(rng.next() * 256);
  return new File([bytes], rng.pick(["photo.png", "x.jpg", "video.webm", "a.gif", ""]), {
    type: rng.pick(["image/png", "image/jpeg", "application/octet-stream", "text/html", ""]),
  });
}

type Value = string | string[] | File | null;

function garbage(rng: ReturnType<typeof generator>, name: string, target: FuzzTarget, first: boolean): Value {
  const roll = rng.next();
  // The first submission carries a file over every upload limit (21 MB); the rest stay small.
  if (target.files?.includes(name) && (first || roll < 0.5)) return junkFile(rng, first);
  if (roll < 0.15) return null;
  if (roll < 0.25) return "";
  if (roll < 0.35) return oversized(rng);
  if (roll < 0.5) return [rng.pick(hostile), rng.pick(hostile), ""];
  return rng.pick(hostile);
}

function breakRequired(rng: ReturnType<typeof generator>): Value {
  return rng.pick<Value>([null, "", "   ", oversized(rng), ["", ""]]);
}

/** Percent-encoding that lets a lone surrogate through as the invalid UTF-8 bytes it would be. */
function percentEncode(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    // a lone surrogate somewhere: encode character by character
  }
  return text.replace(/[\s\S]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return "%ED%A0%80";
    }
  });
}

function encode(rng: ReturnType<typeof generator>, values: Record<string, Value>): Submission {
  const entries = Object.entries(values).filter(
    (entry): entry is [string, Exclude<Value, null>] => entry[1] !== null,
  );
  const hasFile = entries.some(([, value]) => value instanceof File);
  const roll = rng.next();
  if (hasFile || roll < 0.3) {
    const form = new FormData();
    for (const [name, value] of entries)
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    return { label: "multipart", headers: {}, body: form };
  }
  const text = entries
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value as string]).map((v) => [name, v]))
    .map(([name, value]) => `${percentEncode(name!)}=${percentEncode(value!)}`)
    .join("&");
  if (roll < 0.65)
    return {
      label: "urlencoded",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: text,
    };
  return rng.pick<Submission>([
    { label: "json", headers: { "Content-Type": "application/json" }, body: JSON.stringify(values) },
    { label: "text/plain", headers: { "Content-Type": "text/plain" }, body: text },
    { label: "no content type", headers: {}, body: text },
    { label: "no body", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: null },
    {
      label: "bad percent-escapes",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `${text}&%E0%A4%A=%ZZ&%=%`,
    },
    {
      label: "broken multipart",
      headers: { "Content-Type": "multipart/form-data; boundary=nope" },
      body: `--other\r\nContent-Disposition: form-data; name="x"\r\n\r\n${text.slice(0, 200)}`,
    },
    {
      label: "multipart without boundary",
      headers: { "Content-Type": "multipart/form-data" },
      body: text,
    },
  ]);
}

/**
 * `count` malformed submissions for an action, the same ones for the same seed, made one at a time
 * as they are sent (some carry files of tens of megabytes).
 */
export function* malformedSubmissions(
  target: FuzzTarget,
  count: number,
  seed: number,
): Generator<Submission> {
  const rng = generator(seed);
  for (let i = 0; i < count; i++) {
    const values: Record<string, Value> = {};
    for (const name of target.fields) values[name] = garbage(rng, name, target, i === 0);
    // At least one required field is broken, so no submission is a valid one.
    const broken = target.required.length ? target.required.filter(() => rng.next() < 0.5) : [];
    if (target.required.length && broken.length === 0) broken.push(rng.pick(target.required));
    for (const name of broken) values[name] = breakRequired(rng);
    const submission = encode(rng, values);
    yield { ...submission, label: `#${i} ${submission.label} (broken: ${broken.join(", ") || "none"})` };
  }
}
