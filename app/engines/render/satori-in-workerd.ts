/**
 * Loads satori's standalone build in workerd, which may not compile WebAssembly at run time
 * ("Wasm code generation disallowed by embedder"). Satori's layout engine takes a precompiled
 * module, but its text shaper, HarfBuzz (Emscripten-built, carried as base64), does three things
 * workerd refuses or lacks while it loads; each is answered for that moment only, then undone:
 *
 * 1. `WebAssembly.instantiate(hbBytes)`: answered with the same binary precompiled by wrangler
 *    (`harfbuzzjs/hb.wasm`; a unit test checks it is byte for byte satori's).
 * 2. `new WebAssembly.Module(bytes)` for a 34-byte wrapper Emscripten builds around one JavaScript
 *    callback (`addFunction(fn, "vi")`, HarfBuzz's blob destructor): answered with the same wrapper
 *    precompiled (`wasm/emscripten-callback-vi.wasm`; a unit test checks its bytes).
 * 3. `self.location.href`, read by the glue in a worker scope: a placeholder while it loads.
 *
 * Satori is imported dynamically here (wrangler's bundler keeps it lazy), so the answers are in
 * place before its module is evaluated; a first tiny render waits until HarfBuzz is ready.
 */

type Imports = Record<string, Record<string, unknown>>;

const bytesOf = (source: unknown): Uint8Array | null =>
  source instanceof ArrayBuffer
    ? new Uint8Array(source)
    : ArrayBuffer.isView(source)
      ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
      : null;

const isWasm = (bytes: Uint8Array) =>
  bytes[0] === 0 && bytes[1] === 0x61 && bytes[2] === 0x73 && bytes[3] === 0x6d;

/**
 * The module Emscripten generates to put a JavaScript function of `signature` ("vi": void(i32))
 * into the function table: one imported function "e"."f", exported as "f".
 */
export function emscriptenCallbackWrapper(signature: string): Uint8Array {
  const codes: Record<string, number> = { i: 0x7f, p: 0x7f, j: 0x7e, f: 0x7d, d: 0x7c, e: 0x6f };
  const vector = (items: number[]) => [(items.length % 128) | 128, items.length >> 7, ...items];
  const types = (letters: string) => vector([...letters].map((c) => codes[c]!));
  const result = signature[0] === "v" ? "" : signature[0]!;
  return Uint8Array.of(
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...[0x01, ...vector([0x01, 0x60, ...types(signature.slice(1)), ...types(result)])],
    ...[0x02, 0x07, 0x01, 0x01, 0x65, 0x01, 0x66, 0x00, 0x00],
    ...[0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00],
  );
}

/** Whether `imports` provides everything the module needs (HarfBuzz's Emscripten glue does). */
function satisfies(module: WebAssembly.Module, imports: Imports | undefined) {
  if (!imports) return false;
  return WebAssembly.Module.imports(module).every(
    (entry) => imports[entry.module]?.[entry.name] !== undefined,
  );
}

function answerInstantiate(harfbuzz: WebAssembly.Module) {
  const original = WebAssembly.instantiate;
  const replacement = (source: unknown, imports?: Imports) => {
    const bytes = bytesOf(source);
    if (bytes && isWasm(bytes) && satisfies(harfbuzz, imports))
      return original(harfbuzz, imports as WebAssembly.Imports).then((instance) => ({
        module: harfbuzz,
        instance,
      }));
    return (original as (s: unknown, i?: Imports) => Promise<unknown>)(source, imports);
  };
  WebAssembly.instantiate = replacement as typeof WebAssembly.instantiate;
  return () => {
    WebAssembly.instantiate = original;
  };
}

function answerModule(callbackVi: WebAssembly.Module) {
  const Original = WebAssembly.Module;
  const wanted = emscriptenCallbackWrapper("vi");
  class Precompiled extends Original {
    constructor(source: BufferSource) {
      const bytes = bytesOf(source);
      if (bytes && bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]))
        return callbackVi as Precompiled;
      super(source);
    }
  }
  WebAssembly.Module = Precompiled;
  return () => {
    WebAssembly.Module = Original;
  };
}

export interface SatoriWasm {
  /** `satori/layout.wasm`, `harfbuzzjs/hb.wasm`, `wasm/emscripten-callback-vi.wasm`. */
  layout: WebAssembly.Module;
  harfbuzz: WebAssembly.Module;
  callbackVi: WebAssembly.Module;
}

const loadTimeoutMs = 5000;

/** Satori with its layout engine initialised and HarfBuzz loaded. */
export async function importSatoriInWorkerd(wasm: SatoriWasm) {
  const scope = globalThis as { location?: unknown };
  const placeholder = !("location" in scope);
  if (placeholder)
    Object.defineProperty(scope, "location", {
      value: { href: "https://satori.invalid/" },
      configurable: true,
    });
  const undo = [answerInstantiate(wasm.harfbuzz), answerModule(wasm.callbackVi)];
  try {
    const satori = await import("satori/standalone");
    await satori.init(wasm.layout);
    // Every render first waits for HarfBuzz: this tiny one makes sure it is ready before the
    // answers are undone. If HarfBuzz's loading failed inside its glue, that wait would never end:
    // fail clearly instead.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("satori's HarfBuzz did not load in workerd")), loadTimeoutMs);
    });
    try {
      await Promise.race([
        satori.default({ type: "div", props: { style: { display: "flex" } } } as never, {
          width: 1,
          height: 1,
          fonts: [],
        }),
        stuck,
      ]);
    } finally {
      clearTimeout(timer);
    }
    return satori;
  } finally {
    for (const restore of undo) restore();
    if (placeholder) delete scope.location;
  }
}
