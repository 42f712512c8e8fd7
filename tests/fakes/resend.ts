import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SentEmail {
  authorization: string | undefined;
  body: { from: string; to: string[]; subject: string; text: string; html?: string };
}

/**
 * A local stand-in for Resend's HTTP API on loopback: records every POST /emails and answers like
 * Resend does. `failNext(status)` makes the next call fail, to test error handling.
 */
export async function startFakeResend() {
  const sent: SentEmail[] = [];
  let failure: number | null = null;
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server: Server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/emails") {
      response.writeHead(404).end();
      return;
    }
    const text = await readBody(request);
    if (failure) {
      const status = failure;
      failure = null;
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ name: "validation_error", message: "fake failure" }));
      return;
    }
    sent.push({ authorization: request.headers.authorization, body: JSON.parse(text) as SentEmail["body"] });
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ id: `fake-${sent.length}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    failNext(status: number) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
