import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { createLiveStatusStore, type LiveStatusStore } from "~/core/live/live-status";
import { liveMessageMeansStale } from "~/core/live/revalidation-decision";
import { whenIdle } from "~/core/when-idle";

const maxBackoffMs = 30_000;
const firstConnectWithinMs = 2000;

const keepAliveMs = 25_000;

/**
 * Keeps a WebSocket open to /live while the page is shown and revalidates the page's data whenever
 * the server says something changed since `since` (when the loader read the data: its
 * `liveSince`). Opening or reopening the socket reloads only if the channel had news after that
 * (see liveMessageMeansStale). A change announced during a navigation or a revalidation is applied
 * right after it (never interrupting it). Reconnects with backoff. Without JavaScript, pages that
 * wait for a job refresh themselves instead (a <noscript> meta refresh).
 *
 * The first connection waits for the browser to be idle (2 s at most): on a cheap phone the socket,
 * its handshake and the re-render of the page's live status would otherwise land in the middle of
 * hydration's work, and nothing is lost by waiting, since opening reports any news after `since`
 * (docs/decisions/027-less-to-hydrate.md, The dashboard).
 */
export function useLiveRevalidation(since: number, enabled = true): { status: LiveStatusStore } {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  const [pending, setPending] = useState(false);
  // Shown by <LiveStatus status={status}>, which alone re-renders when the socket opens or closes.
  const [status] = useState(createLiveStatusStore);

  useEffect(() => {
    if (pending && !busy) {
      setPending(false);
      revalidator.revalidate();
    }
  }, [pending, busy, revalidator]);

  const requestRevalidation = useRef(() => setPending(true));
  // Each revalidation brings new loader data and so a later `since`.
  const dataSince = useRef(since);
  dataSince.current = since;

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
        status.set(true);
        keepAlive = setInterval(() => socket?.send("ping"), keepAliveMs);
      });
      socket.addEventListener("message", (message) => {
        if (liveMessageMeansStale(message.data, dataSince.current)) requestRevalidation.current();
      });
      socket.addEventListener("close", () => {
        status.set(false);
        clearInterval(keepAlive);
        if (stopped) return;
        const delay = Math.min(maxBackoffMs, 1000 * 2 ** attempts++);
        retryTimer = setTimeout(connect, delay);
      });
    };

    const cancelIdle = whenIdle(connect, firstConnectWithinMs);
    return () => {
      stopped = true;
      cancelIdle();
      clearTimeout(retryTimer);
      clearInterval(keepAlive);
      socket?.close(1000, "page left");
    };
  }, [enabled, status]);

  return { status };
}
