/**
 * Shrinks a picture that arrives as bands of packed RGB rows (from the streaming JPEG decoder) and
 * hands the smaller rows on as they are finished, so neither picture is ever held whole: the
 * compressor's "lower the scale" steps for photos too big to decode in a Worker.
 *
 * Each output pixel is the area average of the source pixels it covers (a box filter with
 * fractional edges), which is what a downscale by 0.2–0.9 wants: no aliasing, no ringing. The
 * horizontal pass uses precomputed spans per output column; the vertical pass accumulates weighted
 * rows into one float row per output row in progress (at most two: a source row can straddle the
 * boundary between two output rows).
 */

export interface StreamDownscaler {
  /** Feeds `rows` source rows of packed RGB from the start of `rgb`. */
  write(rgb: Uint8Array, rows: number): Promise<void>;
  /** Flushes the last output rows; every source row must have been written. */
  finish(): Promise<void>;
}

/** The output size for `scale` (each side at least 1 pixel). */
export function scaledSize(width: number, height: number, scale: number) {
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

interface Span {
  first: number;
  weights: Float32Array;
}

/** For each output index, the source indices it covers and how much of each (summing to 1). */
function spans(source: number, target: number): Span[] {
  const ratio = source / target;
  return Array.from({ length: target }, (_, i) => {
    const start = i * ratio;
    const end = Math.min(source, (i + 1) * ratio);
    const first = Math.floor(start);
    const last = Math.min(source - 1, Math.ceil(end) - 1);
    const weights = new Float32Array(last - first + 1);
    for (let s = first; s <= last; s++)
      weights[s - first] = (Math.min(end, s + 1) - Math.max(start, s)) / ratio;
    return { first, weights };
  });
}

/**
 * A downscaler from `width`×`height` to `target` (not larger), calling `onRows(rgb, rows)` with
 * finished output rows (packed RGB; the buffer is reused after the call resolves).
 */
export function createStreamDownscaler(options: {
  width: number;
  height: number;
  target: { width: number; height: number };
  onRows: (rgb: Uint8Array, rows: number) => void | Promise<void>;
}): StreamDownscaler {
  const { width, height, target, onRows } = options;
  if (target.width > width || target.height > height)
    throw new RangeError("createStreamDownscaler only shrinks pictures");
  const columns = spans(width, target.width);
  const rowRatio = height / target.height;
  const rowOut = new Uint8Array(target.width * 3);
  const narrow = new Float32Array(target.width * 3);
  // Accumulators for the output rows a source row can touch: `current` and the one after it.
  let current = 0;
  let accumulator = new Float32Array(target.width * 3);
  let next = new Float32Array(target.width * 3);
  let sourceRow = 0;

  async function emit(row: Float32Array) {
    for (let i = 0; i < row.length; i++) rowOut[i] = Math.min(255, Math.max(0, Math.round(row[i]!)));
    await onRows(rowOut, 1);
  }

  return {
    async write(rgb, rows) {
      for (let r = 0; r < rows; r++, sourceRow++) {
        if (sourceRow >= height) throw new RangeError("more rows than the picture has");
        // Horizontal: this source row at the output width.
        const base = r * width * 3;
        for (let x = 0; x < target.width; x++) {
          const { first, weights } = columns[x]!;
          let red = 0;
          let green = 0;
          let blue = 0;
          for (let k = 0; k < weights.length; k++) {
            const at = base + (first + k) * 3;
            const w = weights[k]!;
            red += rgb[at]! * w;
            green += rgb[at + 1]! * w;
            blue += rgb[at + 2]! * w;
          }
          narrow[x * 3] = red;
          narrow[x * 3 + 1] = green;
          narrow[x * 3 + 2] = blue;
        }
        // Vertical: its share in the output rows it overlaps.
        const top = sourceRow;
        const bottom = sourceRow + 1;
        for (let out = current; out <= current + 1 && out < target.height; out++) {
          const start = out * rowRatio;
          const end = Math.min(height, (out + 1) * rowRatio);
          const overlap = Math.min(end, bottom) - Math.max(start, top);
          if (overlap <= 0) continue;
          const weight = overlap / rowRatio;
          const into = out === current ? accumulator : next;
          for (let i = 0; i < narrow.length; i++) into[i]! += narrow[i]! * weight;
        }
        // The current output row is complete once the source has passed its end.
        while (current < target.height && bottom >= Math.min(height, (current + 1) * rowRatio) - 1e-9) {
          await emit(accumulator);
          const done = accumulator;
          accumulator = next;
          next = done.fill(0);
          current++;
        }
      }
    },
    async finish() {
      if (sourceRow !== height) throw new RangeError(`expected ${height} rows, got ${sourceRow}`);
      if (current !== target.height) throw new Error("the downscaler did not finish every row");
    },
  };
}
