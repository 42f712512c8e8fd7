import { DurableObject } from "cloudflare:workers";
import type { LiveEvent, LiveHello } from "~/core/live/events";

/**
 * A Durable Object that pages connect to over a hibernating WebSocket and that forwards events to
 * all of them. Hibernation means an idle room costs nothing while sockets stay open.
 */
export class BroadcastRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alives are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/healthz")) return Response.json({ ok: true });
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    const greeting = await this.greeting();
    if (greeting) pair[1].send(JSON.stringify(greeting));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** What a page receives first when its socket opens (nothing, unless a room says otherwise). */
  protected async greeting(): Promise<LiveHello | null> {
    return null;
  }

  /** Sends the event to every open page; returns how many received it. */
  async broadcast(event: LiveEvent): Promise<number> {
    const payload = JSON.stringify(event);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(payload);
        delivered += 1;
      } catch {
        // A socket that closed between getWebSockets() and send(): nothing to do.
      }
    }
    return delivered;
  }

  /** How many pages are connected (for tests and the admin panel). */
  async connections(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string) {
    // Answer the page's close. 1005 (no code) and 1006 (dropped connection) are reported by the
    // runtime but may not be sent, so those get a normal close; a socket already gone is fine.
    const sendable = code >= 1000 && code < 5000 && code !== 1005 && code !== 1006 && code !== 1015;
    try {
      ws.close(sendable ? code : 1000, reason);
    } catch {
      // Already closed.
    }
  }

  override async webSocketError(ws: WebSocket) {
    ws.close(1011, "error");
  }
}
