import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import { type ExpertMessage } from "../../app/features/expert/interview/expert-message";
import { interviewQuestions } from "../../app/features/expert/interview/questions";
import { offlineReplyText } from "../../app/features/expert/offline-ai";
import type { BriefImage } from "../../app/core/brief/thumbnail-brief";
import { VISION_SCORE_PROMPT_START } from "../../app/core/ai/vision-score.server";
import { TREND_PROMPT_START, type TrendRequestPayload } from "../../app/features/trends/openai-trends";
import { VIDEO_PROMPT_START, type VideoRequestPayload } from "../../app/features/video/openai-frame-picker";

/**
 * A local stand-in for the parts of OpenAI's API the Thumbnail Expert, the trend analyst, the
 * video analysis and the thumbnail score's second opinion call,
 * on loopback, for the real `openai` client (baseURL = `${url}/v1`):
 *
 * - POST /v1/chat/completions — streamed (SSE chunks, then `data: [DONE]`) or not. The reply is
 *   what the scripted offline interviewer would say to the same conversation, in the language of
 *   the system prompt: the next question, the summary, and the marker only after a confirmation.
 *   `replyWith(text)` overrides the next reply (either kind of request).
 *   A request whose system prompt starts with "You are Miniatura's YouTube trend analyst." is the
 *   trend analyst's (app/features/trends/openai-trends.ts): its user message is one JSON object,
 *   `{ language, today, inputs: { niche, … }, dataStatus, competitors, videos: [{ title, … }] }`,
 *   and the reply proves the data arrived: a `## ` heading with the niche (“Análise de tendências:
 *   …” or “Trend analysis: …”) and a bullet per video title, in the order received (or a line
 *   saying there were no videos, with the data status).
 *   A request whose system prompt starts with "You are Miniatura's video thumbnail editor." is the
 *   video analysis's (app/features/video/openai-frame-picker.ts): its user message is a JSON text part
 *   `{ language, durationSeconds, title, frames: [{ frame, time }] }` and one JPEG data URL per
 *   frame; the reply is the JSON `{ bestFrame, reason, suggestedText }`, choosing the frame whose
 *   data URL is the longest, with the texts in the request's language.
 *   A request whose system prompt starts with "You are Miniatura's thumbnail reviewer." is the
 *   thumbnail score's second opinion (app/core/ai/vision-score.server.ts): its user message is a
 *   JSON text part `{ language, title }` and one JPEG data URL; the reply is the JSON
 *   `{ score, summary }`: a score that grows with the JPEG's size (a detailed picture compresses
 *   worst), and a summary in the request's language that names the title.
 * - POST /v1/images/generations (JSON) and POST /v1/images/edits (multipart) — `n` solid-colour
 *   images of the requested size, as `b64_json` (JPEG when `output_format` is "jpeg", else PNG).
 *
 * Every request is recorded. `failNext(status, times)` makes the next `times` requests fail with
 * an OpenAI-style error (the client retries 5xx once, so pass 2 to see a 500 surface).
 *
 * A provider that hangs: any request under `/hang/` (a baseURL of `${url}/hang/v1`) is recorded and
 * never answered, so the client's own time limit is what ends it. Needing no state, it can be used
 * by tests in any isolate, at the same time as the others.
 */
export interface RecordedOpenAiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The JSON body, or the multipart form's text fields. */
  body: Record<string, unknown> | null;
  /** The multipart form's files. */
  files: { field: string; name: string; type: string; size: number }[];
}

interface ChatRequestMessage {
  role: string;
  content:
    | string
    | null
    | (
        { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } } | { type: string }
      )[];
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

const colours: [number, number, number][] = [
  [230, 57, 70],
  [29, 53, 87],
  [255, 183, 3],
  [42, 157, 143],
  [131, 56, 236],
];

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A solid-colour RGB PNG, built by hand (signature, IHDR, one IDAT, IEND). */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function solidJpeg(width: number, height: number, [red, green, blue]: [number, number, number]) {
  const { PhotonImage } = await import("@cf-wasm/photon/node");
  const pixels = new Uint8Array(width * height * 4);
  for (let index = 0; index < pixels.length; index += 4) pixels.set([red, green, blue, 255], index);
  const image = new PhotonImage(pixels, width, height);
  try {
    return Buffer.from(image.get_bytes_jpeg(85));
  } finally {
    image.free();
  }
}

function parseSize(size: unknown): [number, number] {
  const match = typeof size === "string" ? /^(\d+)x(\d+)$/.exec(size) : null;
  if (!match) return [1024, 1024];
  return [Math.min(Number(match[1]), 2048), Math.min(Number(match[2]), 2048)];
}

// ---------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------

function dataUrlImage(url: string): BriefImage | null {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,(.*)$/s.exec(url);
  if (!match) return null;
  return {
    mime: match[1] as BriefImage["mime"],
    bytes: new Uint8Array(Buffer.from(match[2] ?? "", "base64")),
  };
}

/** The request's turns as the expert's messages (text parts joined, an image_url as the reference). */
function conversationOf(messages: ChatRequestMessage[]): ExpertMessage[] {
  return messages
    .filter(
      (message): message is ChatRequestMessage & { role: "user" | "assistant" } =>
        message.role === "user" || message.role === "assistant",
    )
    .map((message) => {
      if (typeof message.content === "string" || message.content === null)
        return { role: message.role, content: message.content ?? "" };
      let referenceImage: BriefImage | null = null;
      const texts: string[] = [];
      for (const part of message.content) {
        if (part.type === "text" && "text" in part) texts.push(part.text);
        if (part.type === "image_url" && "image_url" in part)
          referenceImage = dataUrlImage(part.image_url.url);
      }
      return { role: message.role, content: texts.join("\n"), referenceImage };
    });
}

function languageOf(messages: ChatRequestMessage[]) {
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  const text = typeof system?.content === "string" ? system.content : JSON.stringify(system?.content ?? "");
  return text.includes(interviewQuestions[0]!.text.pt) ? ("pt" as const) : ("en" as const);
}

/** The trend analyst's request data, when the system prompt is the trend analyst's; else null. */
function trendPayloadOf(messages: ChatRequestMessage[]): TrendRequestPayload | null {
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  if (typeof system?.content !== "string" || !system.content.startsWith(TREND_PROMPT_START)) return null;
  const user = messages.findLast((message) => message.role === "user");
  try {
    return JSON.parse(typeof user?.content === "string" ? user.content : "") as TrendRequestPayload;
  } catch {
    return {
      language: "en",
      today: "",
      inputs: { niche: "?", targetAudience: "", contentType: "", goals: [], competitors: [] },
      dataStatus: "ok",
      competitors: [],
      videos: [],
    };
  }
}

/** A grounded-looking analysis: the niche in the heading, then the titles it was given. */
function trendReplyText({ language, inputs, videos, dataStatus }: TrendRequestPayload) {
  const pt = language === "pt";
  const heading = `## ${pt ? "Análise de tendências" : "Trend analysis"}: ${inputs?.niche ?? "?"}`;
  const titles = (videos ?? []).map((video) => `- ${video.title}`);
  const body =
    titles.length > 0
      ? [pt ? "Vídeos analisados:" : "Videos analysed:", "", ...titles]
      : [pt ? `Sem vídeos do YouTube (${dataStatus}).` : `No YouTube videos (${dataStatus}).`];
  return [heading, "", ...body].join("\n");
}

/** The video analysis's request, when the system prompt is the video editor's; else null. */
function videoRequestOf(messages: ChatRequestMessage[]) {
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  if (typeof system?.content !== "string" || !system.content.startsWith(VIDEO_PROMPT_START)) return null;
  const user = messages.findLast((message) => message.role === "user");
  const parts = Array.isArray(user?.content) ? user.content : [];
  let payload: Partial<VideoRequestPayload> = {};
  const imageUrls: string[] = [];
  for (const part of parts) {
    if (part.type === "text" && "text" in part) {
      try {
        payload = JSON.parse(part.text) as Partial<VideoRequestPayload>;
      } catch {
        // Not the payload: ignored.
      }
    }
    if (part.type === "image_url" && "image_url" in part) imageUrls.push(part.image_url.url);
  }
  return { payload, imageUrls };
}

/**
 * A deterministic pick: the frame whose data URL is the longest. Sharp, colourful frames have
 * more detail for JPEG to keep, so they compress worst — the biggest file is a fair stand-in for
 * "the sharpest subject and the strongest colours".
 */
function videoReplyText({ payload, imageUrls }: NonNullable<ReturnType<typeof videoRequestOf>>) {
  if (imageUrls.length === 0) return JSON.stringify({ error: "No frames were sent." });
  let longest = 0;
  imageUrls.forEach((url, position) => {
    if (url.length > imageUrls[longest]!.length) longest = position;
  });
  const frame = payload.frames?.[longest]?.frame ?? longest;
  return payload.language === "pt"
    ? JSON.stringify({
        bestFrame: frame,
        reason: `O quadro ${frame} tem o assunto mais nítido e as cores mais fortes.`,
        suggestedText: "OLHA ISSO!",
      })
    : JSON.stringify({
        bestFrame: frame,
        reason: `Frame ${frame} has the sharpest subject and the strongest colours.`,
        suggestedText: "LOOK AT THIS!",
      });
}

/** The thumbnail score's second-opinion request, when the system prompt is the reviewer's; else null. */
function visionScoreRequestOf(messages: ChatRequestMessage[]) {
  const system = messages.find((message) => message.role === "system" || message.role === "developer");
  if (typeof system?.content !== "string" || !system.content.startsWith(VISION_SCORE_PROMPT_START))
    return null;
  const user = messages.findLast((message) => message.role === "user");
  const parts = Array.isArray(user?.content) ? user.content : [];
  let payload: { language?: string; title?: string | null } = {};
  let imageUrl = "";
  for (const part of parts) {
    if (part.type === "text" && "text" in part) {
      try {
        payload = JSON.parse(part.text) as typeof payload;
      } catch {
        // Not the payload: ignored.
      }
    }
    if (part.type === "image_url" && "image_url" in part) imageUrl = part.image_url.url;
  }
  return { payload, imageUrl };
}

/** A deterministic opinion: 40 plus a point per 2 kB of JPEG (at most 95), the title named. */
function visionScoreReplyText({ payload, imageUrl }: NonNullable<ReturnType<typeof visionScoreRequestOf>>) {
  if (!imageUrl) return JSON.stringify({ error: "No image was sent." });
  const bytes = Math.floor((imageUrl.length * 3) / 4);
  const score = Math.min(95, 40 + Math.floor(bytes / 2048));
  const title = payload.title ?? null;
  const summary =
    payload.language === "pt"
      ? `Segunda opinião de teste: nota ${score}${title ? ` para “${title}”` : ""}. Aumente o texto principal.`
      : `Test second opinion: ${score}${title ? ` for “${title}”` : ""}. Make the main text bigger.`;
  return JSON.stringify({ score, summary });
}

/** Pieces of a few characters, the way a model streams tokens. */
function tokenPieces(text: string) {
  return text.match(/\s*\S{1,6}|\s+/g) ?? [];
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export async function startFakeOpenAi({ port = 0 }: { port?: number } = {}) {
  const requests: RecordedOpenAiRequest[] = [];
  let failures: { status: number; remaining: number } | null = null;
  const scriptedReplies: string[] = [];
  let sequence = 0;
  let imageCount = 0;
  /** Requests left unanswered on purpose, ended when the server closes. */
  const hanging = new Set<ServerResponse>();

  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { "Content-Type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };

  async function images(body: Record<string, unknown>) {
    const count = Math.max(1, Math.min(Number(body.n ?? 1) || 1, 10));
    const [width, height] = parseSize(body.size);
    const jpeg = body.output_format === "jpeg";
    const data = [];
    for (let index = 0; index < count; index += 1) {
      const colour = colours[imageCount % colours.length]!;
      imageCount += 1;
      const bytes = jpeg ? await solidJpeg(width, height, colour) : solidPng(width, height, colour);
      data.push({ b64_json: bytes.toString("base64") });
    }
    return {
      created: Math.floor(Date.now() / 1000),
      data,
      background: "opaque",
      output_format: jpeg ? "jpeg" : "png",
      quality: "medium",
      size: `${width}x${height}`,
      usage: {
        input_tokens: 50,
        output_tokens: 1000 * count,
        total_tokens: 50 + 1000 * count,
        input_tokens_details: { image_tokens: 0, text_tokens: 50 },
      },
    };
  }

  function chat(response: ServerResponse, body: Record<string, unknown>) {
    const messages = (body.messages ?? []) as ChatRequestMessage[];
    const model = typeof body.model === "string" ? body.model : "gpt-4o-mini";
    const trend = trendPayloadOf(messages);
    const video = videoRequestOf(messages);
    const visionScore = visionScoreRequestOf(messages);
    const text =
      scriptedReplies.shift() ??
      (trend
        ? trendReplyText(trend)
        : video
          ? videoReplyText(video)
          : visionScore
            ? visionScoreReplyText(visionScore)
            : offlineReplyText(conversationOf(messages), languageOf(messages)));
    sequence += 1;
    const id = `chatcmpl-fake${sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 100, completion_tokens: tokenPieces(text).length, total_tokens: 0 };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;

    if (!body.stream) {
      return json(response, 200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: text, refusal: null },
            logprobs: null,
            finish_reason: "stop",
          },
        ],
        usage,
      });
    }

    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    const send = (delta: Record<string, unknown>, finish: string | null) =>
      response.write(
        `data: ${JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created,
          model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        })}\n\n`,
      );
    send({ role: "assistant", content: "", refusal: null }, null);
    for (const piece of tokenPieces(text)) send({ content: piece }, null);
    send({}, "stop");
    const options = body.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage)
      response.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage })}\n\n`,
      );
    response.end("data: [DONE]\n\n");
  }

  const server = createServer(async (request, response) => {
    try {
      const path = new URL(request.url ?? "/", "http://fake").pathname;
      const raw = await readBody(request);
      const contentType = request.headers["content-type"];
      let body: Record<string, unknown> | null = null;
      const files: RecordedOpenAiRequest["files"] = [];
      if (contentType?.startsWith("multipart/form-data")) {
        const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
        body = {};
        for (const [field, value] of form.entries()) {
          if (typeof value === "string") body[field] = value;
          else files.push({ field, name: value.name, type: value.type, size: value.size });
        }
      } else if (raw.length > 0) {
        body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
      }
      requests.push({
        method: request.method ?? "GET",
        path,
        authorization: request.headers.authorization,
        contentType,
        body,
        files,
      });

      if (path.startsWith("/hang/")) {
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      }

      if (failures) {
        const { status } = failures;
        failures.remaining -= 1;
        if (failures.remaining <= 0) failures = null;
        return json(
          response,
          status,
          { error: { message: `Fake failure (${status})`, type: "server_error", param: null, code: null } },
          // Lets the client retry at once instead of backing off.
          { "retry-after-ms": "1" },
        );
      }

      if (request.method !== "POST")
        return json(response, 404, { error: { message: "Not found", type: "invalid_request_error" } });
      if (path === "/v1/chat/completions") return chat(response, body ?? {});
      if (path === "/v1/images/generations") return json(response, 200, await images(body ?? {}));
      if (path === "/v1/images/edits") {
        if (!files.some((file) => file.field === "image" || file.field === "image[]"))
          return json(response, 400, {
            error: { message: "image is required", type: "invalid_request_error", param: "image" },
          });
        return json(response, 200, await images(body ?? {}));
      }
      return json(response, 404, {
        error: { message: `Unknown path ${path}`, type: "invalid_request_error" },
      });
    } catch (error) {
      json(response, 500, { error: { message: String(error), type: "server_error" } });
    }
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    /** The server's origin; the OpenAI client's baseURL is `${url}/v1` (also given as `baseURL`). */
    url,
    baseURL: `${url}/v1`,
    requests,
    /** Makes the next `times` requests (default 1) fail with `status`. */
    failNext(status: number, times = 1) {
      failures = { status, remaining: times };
    },
    /** The next chat completion answers `text` instead of the scripted interviewer's reply. */
    replyWith(text: string) {
      scriptedReplies.push(text);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
