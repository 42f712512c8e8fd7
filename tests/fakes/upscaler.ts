import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an external AI upscaler (the contract in app/features/upscale/external-upscaler.server.ts):
 * POST /upscale?width=W&height=H with the picture as the body answers a JPEG of exactly W×H (photon's
 * Lanczos resize standing in for the model). It checks the bearer key when started with one.
 * Control paths: POST /__fail?times=N makes the next N requests answer 500; POST /__wrong-size makes
 * the next one answer a picture of the wrong size; GET /__requests lists what it received.
 * An upscaler that hangs, with no state to set: POST /hang is recorded and never answered, and
 * POST /stall answers the JPEG's headers and first bytes, then nothing more.
 */
async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function startFakeUpscaler({ apiKey }: { apiKey?: string } = {}) {
  const requests: {
    path: string;
    authorization: string | null;
    contentType: string | null;
    bytes: number;
  }[] = [];
  let failures = 0;
  let wrongSize = false;
  /** Answers left unfinished on purpose, ended when the server closes. */
  const hanging = new Set<ServerResponse>();
  const hang = (response: ServerResponse) => {
    hanging.add(response);
    response.on("close", () => hanging.delete(response));
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname === "/__requests") {
      response.writeHead(200, { "Content-Type": "application/json" });
      return response.end(JSON.stringify(requests));
    }
    if (url.pathname === "/__fail") {
      failures = Number(url.searchParams.get("times") ?? 1);
      return response.end("ok");
    }
    if (url.pathname === "/__wrong-size") {
      wrongSize = true;
      return response.end("ok");
    }
    const body = await readBody(request);
    requests.push({
      path: url.pathname,
      authorization: request.headers.authorization ?? null,
      contentType: request.headers["content-type"] ?? null,
      bytes: body.byteLength,
    });
    if (url.pathname === "/hang") return hang(response);
    if (apiKey && request.headers.authorization !== `Bearer ${apiKey}`) {
      response.writeHead(401, { "Content-Type": "application/json" });
      return response.end(JSON.stringify({ error: "unauthorized" }));
    }
    if (failures > 0) {
      failures -= 1;
      response.writeHead(500, { "Content-Type": "application/json" });
      return response.end(JSON.stringify({ error: "model crashed" }));
    }
    const width = Number(url.searchParams.get("width"));
    const height = Number(url.searchParams.get("height"));
    const photon = await import("@cf-wasm/photon/node");
    const source = photon.PhotonImage.new_from_byteslice(body);
    const size = wrongSize ? { width: width - 16, height } : { width, height };
    wrongSize = false;
    const resized = photon.resize(source, size.width, size.height, photon.SamplingFilter.Lanczos3);
    const jpeg = resized.get_bytes_jpeg(90);
    source.free();
    resized.free();
    response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": jpeg.byteLength });
    if (url.pathname === "/stall") {
      // The header (and so the size check) passes; the rest never comes.
      response.write(jpeg.subarray(0, Math.min(jpeg.byteLength - 1, 64 * 1024)));
      return hang(response);
    }
    response.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/upscale`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
}
