import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { readFontFiles } from "~/engines/render/render-engine.node";
import { emscriptenCallbackWrapper, importSatoriInWorkerd } from "~/engines/render/satori-in-workerd";

const require = createRequire(import.meta.url);
const compile = async (file: string) => new WebAssembly.Module(await readFile(file));

/** Makes Node refuse to compile WebAssembly from bytes, as workerd does; returns the undo. */
function forbidRuntimeCompilation() {
  const { instantiate, compile: compileBytes, Module } = WebAssembly;
  const refuse = () => {
    throw new Error("Wasm code generation disallowed by embedder");
  };
  class PrecompiledOnly extends Module {
    constructor(source: BufferSource) {
      refuse();
      super(source);
    }
  }
  WebAssembly.instantiate = ((source: unknown, imports?: WebAssembly.Imports) =>
    source instanceof Module
      ? instantiate(source, imports)
      : Promise.reject(new Error("disallowed"))) as typeof instantiate;
  WebAssembly.compile = (() => Promise.reject(new Error("disallowed"))) as typeof compileBytes;
  WebAssembly.Module = PrecompiledOnly;
  return () => {
    Object.assign(WebAssembly, { instantiate, compile: compileBytes, Module });
  };
}

describe("satori in workerd", () => {
  it("ships the callback wrapper Emscripten builds for 'vi', precompiled", async () => {
    const file = new Uint8Array(
      await readFile(new URL("./wasm/emscripten-callback-vi.wasm", import.meta.url)),
    );
    expect(file).toEqual(emscriptenCallbackWrapper("vi"));
    const module = new WebAssembly.Module(file);
    expect(WebAssembly.Module.imports(module)).toEqual([{ module: "e", name: "f", kind: "function" }]);
    expect(WebAssembly.Module.exports(module)).toEqual([{ name: "f", kind: "function" }]);
  });

  it("loads and draws text where WebAssembly cannot be compiled at run time", async () => {
    const wasm = {
      layout: await compile(require.resolve("satori/layout.wasm")),
      harfbuzz: await compile(require.resolve("harfbuzzjs/hb.wasm")),
      callbackVi: await compile(new URL("./wasm/emscripten-callback-vi.wasm", import.meta.url).pathname),
    };
    const anton = (await readFontFiles()).anton;
    const undo = forbidRuntimeCompilation();
    try {
      // This file's module graph has not loaded satori yet: its HarfBuzz starts here, locked down.
      const satori = await importSatoriInWorkerd(wasm);
      const svg = await satori.default(
        {
          type: "div",
          props: { style: { display: "flex", fontFamily: "Anton", fontSize: 64 }, children: "AÇÃO" },
        } as never,
        {
          width: 300,
          height: 100,
          fonts: [{ name: "Anton", data: anton.slice().buffer as ArrayBuffer, weight: 400 }],
        },
      );
      expect(svg).toMatch(/<path [^>]*d="M/);
    } finally {
      undo();
    }
    // Everything patched for the load is restored.
    expect(WebAssembly.instantiate.name).toBe("instantiate");
    expect("location" in globalThis).toBe(false);
  }, 30_000);
});
