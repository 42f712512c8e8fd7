import { describe, expect, it } from "vitest";
import { readBodyWithin, readForm, readFormWithin } from "~/core/http/read-form.server";

const encoder = new TextEncoder();

/** A request whose body is `parts` as a stream of unknown length (sent chunked). */
function chunked(parts: Uint8Array[], contentType: string) {
  const queue = [...parts];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new Request("http://miniatura.test/", {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
    duplex: "half",
  } as RequestInit);
}

function multipart(fileBytes: number, before: Record<string, string>, after: Record<string, string>) {
  const boundary = "b0undary";
  const field = ([name, value]: [string, string]) =>
    encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const zeros = Array.from(
    { length: Math.ceil(fileBytes / 65536) },
    (_, i) => new Uint8Array(Math.min(65536, fileBytes - i * 65536)),
  );
  return chunked(
    [
      ...Object.entries(before).map(field),
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      ...zeros,
      encoder.encode("\r\n"),
      ...Object.entries(after).map(field),
      encoder.encode(`--${boundary}--\r\n`),
    ],
    `multipart/form-data; boundary=${boundary}`,
  );
}

describe("readFormWithin", () => {
  it("reads a form within the limit", async () => {
    const read = await readFormWithin(multipart(1000, { a: "1" }, { b: "2" }), 10_000);
    expect(read.tooLarge).toBe(false);
    expect(read.form.get("a")).toBe("1");
    expect(read.form.get("b")).toBe("2");
    expect((read.form.get("image") as File).size).toBe(1000);
  });

  it("stops a chunked body at the limit and keeps the text fields around the file, not the file", async () => {
    const read = await readFormWithin(multipart(1_000_000, { text: "olá" }, { targetMb: "2,5" }), 100_000);
    expect(read.tooLarge).toBe(true);
    expect(read.form.get("text")).toBe("olá");
    expect(read.form.get("targetMb")).toBe("2,5");
    expect(read.form.get("image")).toBeNull();
  });

  it("refuses a declared length over the limit plus the drain bound without reading it", async () => {
    const request = new Request("http://miniatura.test/", {
      method: "POST",
      body: "x",
      headers: { "Content-Length": String(200 * 1024 * 1024), "Content-Type": "text/plain" },
    });
    expect((await readFormWithin(request, 1000)).tooLarge).toBe(true);
  });

  it("answers an empty form for a body that is not a form", async () => {
    const read = await readFormWithin(chunked([encoder.encode("{}")], "application/json"), 1000);
    expect(read).toMatchObject({ tooLarge: false });
    expect([...read.form.keys()]).toEqual([]);
  });
});

describe("readBodyWithin and readForm", () => {
  it("counts raw bytes, and caps plain forms at 64 KB with a 413", async () => {
    expect(
      await readBodyWithin(chunked([new Uint8Array(10), new Uint8Array(10)], "image/jpeg"), 20),
    ).toHaveLength(20);
    expect(
      await readBodyWithin(chunked([new Uint8Array(10), new Uint8Array(11)], "image/jpeg"), 20),
    ).toBeNull();
    const small = chunked([encoder.encode("email=a%40b.test")], "application/x-www-form-urlencoded");
    expect((await readForm(small)).get("email")).toBe("a@b.test");
    const big = chunked(
      [encoder.encode("email="), new Uint8Array(70 * 1024).fill(0x61)],
      "application/x-www-form-urlencoded",
    );
    await expect(readForm(big)).rejects.toMatchObject({ status: 413 });
  });
});
