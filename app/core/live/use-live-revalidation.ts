import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { LiveEvent } from "~/core/live/events";

const maxBackoffMs = 30_000;
const keepAliveMs = 25_000;

/**
 * Keeps a WebSocket open to /live while the page is shown and revalidates the page's data whenever
 * the server says something changed. A change announced during a navigation or a revalidation is
 * applied right after it (never interrupting it). Reconnects with backoff. Without JavaScript,
 * pages that wait for a job refresh themselves instead (a <noscript> meta refresh).
 */
export function useLiveRevalidation(enabled = true): { connected: boolean } {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  const [pending, setPending] = useState(false);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (pending && !busy) {
      setPending(false);
      revalidator.revalidate();
    }
  }, [pending, busy, revalidator]);

  const requestRevalidation = useRef(() => setPending(true));

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    let attempts = 0;
    let stopped = false;

    const connect = () => {
      const url = new URL("/live", window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(url);
      socket.addEventListener("open", () => {
        attempts = 0;
        setConnected(true);
        // Anything may have changed while we were connecting.
        requestRevalidation.current();
        keepAlive = setInterval(() => socket?.send("ping"), keepAliveMs);
      });
      socket.addEventListener("message", (message) => {
        if (message.data === "pong") return;
        try {
          const event = JSON.parse(String(message.data)) as LiveEvent;
          if (event.type === "revalidate") requestRevalidation.current();
        } catch {
          // Not ours: ignore.
        }
      });
      socket.addEventListener("close", () => {
        setConnected(false);
        clearInterval(keepAlive);
        if (stopped) return;
        const delay = Math.min(maxBackoffMs, 1000 * 2 ** attempts++);
        retryTimer = setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(keepAlive);
      socket?.close(1000, "page left");
    };
  }, [enabled]);

  return { connected };
}
