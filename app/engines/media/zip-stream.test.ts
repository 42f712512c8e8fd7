import { describe, expect, it } from "vitest";
import { zipFiles } from "~/engines/media/zip";
import { streamedZipLength, writeStreamedZip } from "~/engines/media/zip-stream";

async function streamed(files: { name: string; bytes: Uint8Array }[], modified: Date) {
  const chunks: Uint8Array[] = [];
  const writable = new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(chunk) });
  await writeStreamedZip(
    writable.getWriter(),
    files.map((file) => ({ name: file.name, size: file.bytes.length, read: async () => file.bytes })),
    modified,
  );
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

describe("writeStreamedZip", () => {
  const modified = new Date(2026, 10, 25, 12, 30, 10);
  const files = [
    { name: "miniatura-data.json", bytes: new TextEncoder().encode('{"ok":true}') },
    { name: "thumbnail-ç.jpg", bytes: new Uint8Array([0xff, 0xd8, 1, 2, 3, 0xff, 0xd9]) },
    { name: "empty.txt", bytes: new Uint8Array() },
  ];

  it("writes byte for byte the archive zipFiles builds in memory, of the length it announces", async () => {
    const bytes = await streamed(files, modified);
    expect(bytes).toEqual(zipFiles(files.map((file) => ({ ...file, modified }))));
    expect(bytes.length).toBe(streamedZipLength(files.map((f) => ({ name: f.name, size: f.bytes.length }))));
  });

  it("refuses an entry whose bytes are not the size announced, and names with folders or repeats", async () => {
    const writer = new WritableStream<Uint8Array>().getWriter();
    await expect(
      writeStreamedZip(writer, [{ name: "a.jpg", size: 3, read: async () => new Uint8Array(4) }]),
    ).rejects.toThrow(/4 bytes, 3 announced/);
    const entry = (name: string) => ({ name, size: 0, read: async () => new Uint8Array() });
    await expect(writeStreamedZip(new WritableStream().getWriter(), [entry("a/b.jpg")])).rejects.toThrow(
      /bad file name/,
    );
    await expect(
      writeStreamedZip(new WritableStream().getWriter(), [entry("A.jpg"), entry("a.jpg")]),
    ).rejects.toThrow(/duplicate/);
  });
});
