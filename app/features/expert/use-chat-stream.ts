import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { LiveEvent } from "~/core/live/events";

/**
 * Follows a conversation's ChatSession over a WebSocket while the page is open: the assistant's
 * reply as it is written (cleared when `resetKey` changes, i.e. when the saved reply has loaded),
 * and a reload when a generation finishes. Reconnects with backoff.
 */
export function useChatStream(conversationId: string, resetKey: string) {
  const [text, setText] = useState("");
  const [failed, setFailed] = useState(false);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    setText("");
    setFailed(false);
  }, [resetKey]);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;
    const connect = () => {
      const url = new URL(`/live/chat/${encodeURIComponent(conversationId)}`, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(url);
      socket.addEventListener("open", () => {
        attempts = 0;
      });
      socket.addEventListener("message", (message) => {
        try {
          const event = JSON.parse(String(message.data)) as LiveEvent;
          if (event.type === "chat" && event.conversationId === conversationId) {
            if (event.delta) setText((current) => current + event.delta);
            if (event.failed) setFailed(true);
          } else if (event.type === "revalidate") {
            revalidate.current();
          }
        } catch {
          // Not ours: ignore.
        }
      });
      socket.addEventListener("close", () => {
        if (stopped) return;
        retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** attempts++));
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close(1000, "page left");
    };
  }, [conversationId]);

  return { text, failed };
}
